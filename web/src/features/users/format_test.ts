import assert from "node:assert/strict";
import { displayName, fromDateInput, relativeTime, secondLine, toDateInput } from "./format.ts";

Deno.test("the user cell shows the full name only when both parts exist", () => {
  assert.equal(
    displayName({ email: "a@b.c", firstName: "Ada", lastName: "Lovelace" }),
    "Ada Lovelace",
  );
  assert.equal(displayName({ email: "a@b.c", firstName: "Ada", lastName: null }), "a@b.c");
  assert.equal(displayName({ email: "a@b.c", firstName: " ", lastName: "L" }), "a@b.c");
});

Deno.test("the line under the name never repeats the email", () => {
  assert.equal(secondLine({ email: "a@b.c", firstName: "Ada", lastName: "L" }), "a@b.c");
  assert.equal(secondLine({ email: "a@b.c", firstName: "Ada", lastName: null }), "Ada");
  assert.equal(secondLine({ email: "a@b.c", firstName: null, lastName: " " }), null);
});

Deno.test("times read '3 days ago', 'Never' when missing, 'Unknown' when broken", () => {
  assert.equal(relativeTime(null, "Never"), "Never");
  assert.equal(relativeTime("nope", "Never"), "Unknown");
  assert.match(
    relativeTime(new Date(Date.now() - 3 * 86_400_000).toISOString(), "Never"),
    /^3 days ago$/,
  );
});

Deno.test("a date input round-trips through the stored time in the local zone", () => {
  const stored = fromDateInput("2026-01-31");
  assert.ok(stored);
  assert.equal(toDateInput(stored), "2026-01-31");
  assert.equal(fromDateInput(""), null);
  assert.equal(toDateInput(null), "");
});
