import assert from "node:assert/strict";
import { countInPeriod, dateErrors, presetRange, todayValue } from "./report_dates.ts";

const NOW = new Date(2026, 5, 15, 10, 0); // 15 June 2026, local time

Deno.test("presets run from 30 days, 3 or 6 months ago to today; All Time clears", () => {
  assert.deepEqual(presetRange("last30Days", NOW), { from: "2026-05-16", to: "2026-06-15" });
  assert.deepEqual(presetRange("last3Months", NOW), { from: "2026-03-15", to: "2026-06-15" });
  assert.deepEqual(presetRange("last6Months", NOW), { from: "2025-12-15", to: "2026-06-15" });
  assert.deepEqual(presetRange("allTime", NOW), { from: "", to: "" });
  assert.equal(todayValue(NOW), "2026-06-15");
});

Deno.test("To before From is 'End date must be after start date' on To", () => {
  assert.deepEqual(dateErrors({ from: "2026-03-10", to: "2026-03-09" }, "2026-06-15"), {
    to: "End date must be after start date",
  });
  assert.deepEqual(dateErrors({ from: "2026-03-10", to: "2026-03-10" }, "2026-06-15"), {});
  assert.deepEqual(dateErrors({ from: "", to: "" }, "2026-06-15"), {});
});

Deno.test("future dates and dates before 1900 are refused", () => {
  const errors = dateErrors({ from: "1899-12-31", to: "2026-06-16" }, "2026-06-15");
  assert.match(errors.from ?? "", /1900/);
  assert.match(errors.to ?? "", /future/);
});

Deno.test("the dialog counts the selection a period keeps by the server's UTC days", () => {
  const dates = [
    "2026-03-10T23:30:00.000Z",
    "2026-03-01T00:00:00.000Z",
    "2026-02-28T23:59:59.000Z",
    "not a date",
  ];
  assert.equal(countInPeriod(dates, { from: "", to: "" }), 3);
  assert.equal(countInPeriod(dates, { from: "2026-03-01", to: "" }), 2);
  assert.equal(countInPeriod(dates, { from: "2026-03-01", to: "2026-03-09" }), 1);
  assert.equal(countInPeriod(dates, { from: "", to: "2026-02-28" }), 1);
});
