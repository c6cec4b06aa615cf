import assert from "node:assert/strict";
import { describeAnalysis, formatDay, formatPeriod } from "./format.ts";

Deno.test("periods read naturally with open ends", () => {
  const from = new Date("2026-03-01T00:00:00Z");
  const until = new Date("2026-03-31T23:59:59.999Z");
  assert.equal(formatPeriod({ from, until }), "Mar 1, 2026 – Mar 31, 2026");
  assert.equal(formatPeriod({ from, until: null }), "From Mar 1, 2026");
  assert.equal(formatPeriod({ from: null, until }), "Up to Mar 31, 2026");
  assert.equal(formatPeriod({ from: null, until: null }), "All time");
  assert.equal(formatDay(new Date("2026-01-05T23:00:00-05:00")), "Jan 6, 2026");
});

Deno.test("the analysis is credited to Gemini's model or the offline rules", () => {
  assert.equal(
    describeAnalysis(["gemini-2.5-flash"], "gemini-2.5-flash"),
    "Gemini (gemini-2.5-flash)",
  );
  assert.equal(describeAnalysis([], "offline rules"), "Offline rules");
  assert.equal(
    describeAnalysis(["offline rules", "gemini-2.5-flash", "offline rules"], "gemini-2.5-flash"),
    "Offline rules: 2 updates; Gemini (gemini-2.5-flash): 1 update",
  );
});
