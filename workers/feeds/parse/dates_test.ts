import assert from "node:assert/strict";
import { parseFeedDate } from "./dates.ts";

function iso(text: string): string | null {
  return parseFeedDate(text)?.toISOString() ?? null;
}

Deno.test("RFC 822 dates with numeric and named zones", () => {
  assert.equal(iso("Tue, 05 Mar 2024 10:00:00 GMT"), "2024-03-05T10:00:00.000Z");
  assert.equal(iso("Tue, 05 Mar 2024 10:00:00 +0100"), "2024-03-05T09:00:00.000Z");
  assert.equal(iso("Tue, 05 Mar 2024 10:00:00 -0530"), "2024-03-05T15:30:00.000Z");
  assert.equal(iso("Tue, 05 Mar 2024 10:00:00 EST"), "2024-03-05T15:00:00.000Z");
  assert.equal(iso("Tue, 05 Mar 2024 10:00:00 CEST"), "2024-03-05T08:00:00.000Z");
  assert.equal(iso("5 Mar 2024 10:00:00 Z"), "2024-03-05T10:00:00.000Z");
});

Deno.test("broken RFC 822 variants", () => {
  assert.equal(iso("Tue, 05 Mar 2024 10:00 GMT"), "2024-03-05T10:00:00.000Z"); // no seconds
  assert.equal(iso("Tue, 05 Mar 2024 10:00:00 GMT+1"), "2024-03-05T09:00:00.000Z");
  assert.equal(iso("Tue, 05 Mar 2024 10:00:00 GMT+01:00"), "2024-03-05T09:00:00.000Z");
  assert.equal(iso("Tue, 05 Mar 2024 10:00:00 UTC-5"), "2024-03-05T15:00:00.000Z");
  assert.equal(iso("tue, 05 mar 24 10:00:00 pdt"), "2024-03-05T17:00:00.000Z"); // lower case, yy
  assert.equal(iso("Fri, 05 Mar 99 10:00:00 GMT"), "1999-03-05T10:00:00.000Z");
  assert.equal(iso("Tuesday, 05-March-2024 10:00:00 GMT"), "2024-03-05T10:00:00.000Z");
  assert.equal(
    iso("Tue, 5 Sept 2024 10:00:00 +0000 (UTC) trailing junk"),
    "2024-09-05T10:00:00.000Z",
  );
  assert.equal(iso("Tue,05 Mar 2024 10:00:00 +0000"), "2024-03-05T10:00:00.000Z");
  assert.equal(iso("05 Mar 2024"), "2024-03-05T00:00:00.000Z");
  assert.equal(iso("5th March 2024 3:04 pm"), "2024-03-05T15:04:00.000Z");
});

Deno.test("month-first dates", () => {
  assert.equal(iso("March 5, 2024"), "2024-03-05T00:00:00.000Z");
  assert.equal(iso("Mar 5, 2024 12:30 AM EST"), "2024-03-05T05:30:00.000Z");
  assert.equal(iso("Tuesday, March 5, 2024 at 10:00 PM"), "2024-03-05T22:00:00.000Z");
});

Deno.test("ISO 8601 dates", () => {
  assert.equal(iso("2024-03-05T10:00:00Z"), "2024-03-05T10:00:00.000Z");
  assert.equal(iso("2024-03-05T10:00:00.123+01:00"), "2024-03-05T09:00:00.000Z");
  assert.equal(iso("2024-03-05T10:00:00+0100"), "2024-03-05T09:00:00.000Z");
  assert.equal(iso("2024-03-05T10:00Z"), "2024-03-05T10:00:00.000Z");
  assert.equal(iso("2024-03-05 10:00:00"), "2024-03-05T10:00:00.000Z"); // no zone: UTC
  assert.equal(iso("2024-03-05"), "2024-03-05T00:00:00.000Z");
  assert.equal(iso("2024/3/5"), "2024-03-05T00:00:00.000Z");
});

Deno.test("unreadable and impossible dates give null", () => {
  for (
    const text of [
      "",
      "  ",
      "yesterday",
      "Tue, 31 Feb 2024 10:00:00 GMT",
      "2024-13-01",
      "32 Mar 2024",
      "Foo 5, 2024",
    ]
  ) {
    assert.equal(parseFeedDate(text), null, text);
  }
  assert.equal(parseFeedDate(undefined), null);
  assert.equal(parseFeedDate(null), null);
});
