import assert from "node:assert/strict";
import { delayText, seenAfterText } from "./freshness_text.ts";

const SEEN_AT = "2026-06-15T12:00:00.000Z";
const after = (seconds: number | null, noDelay: "future-date" | "no-date" | null = null) =>
  seenAfterText({ seenAt: SEEN_AT, seenAfterSeconds: seconds, noDelay });

Deno.test("a delay shows in the largest whole unit that fits", () => {
  assert.equal(delayText(59), "< 1 min");
  assert.equal(delayText(30 * 60 + 59), "30 min");
  assert.equal(delayText(2 * 3600 + 1800), "2 h");
  assert.equal(delayText(47 * 3600), "47 h");
  assert.equal(delayText(2 * 86_400), "2 days");
  assert.equal(delayText(1000 * 86_400), "1,000 days");
});

Deno.test("a pending update says how long after publication it was seen, never a negative time", () => {
  assert.equal(after(7200), "Seen 2 h after publication");
  assert.equal(after(12), "Seen within a minute of publication");
  assert.equal(after(null, "future-date"), "Published date in the future");
  assert.equal(after(null, "no-date"), "The source gives no publication dates");
});
