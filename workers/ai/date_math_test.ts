import assert from "node:assert/strict";
import {
  addBusinessDays,
  addDays,
  addMonths,
  daysBetween,
  formatLongDate,
  isoDay,
  utcDate,
} from "./date_math.ts";

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);

Deno.test("impossible and out-of-range days are null", () => {
  assert.equal(utcDate(2027, 1, 30), null);
  assert.equal(utcDate(1800, 0, 1), null);
  assert.deepEqual(utcDate(2028, 1, 29), d("2028-02-29"));
});

Deno.test("month arithmetic clamps to the end of a shorter month", () => {
  assert.deepEqual(addMonths(d("2027-01-31"), 1), d("2027-02-28"));
  assert.deepEqual(addMonths(d("2026-11-15"), 3), d("2027-02-15"));
  assert.deepEqual(addMonths(d("2024-02-29"), 12), d("2025-02-28"));
});

Deno.test("day arithmetic works on UTC days whatever the time of day", () => {
  assert.deepEqual(addDays(new Date("2026-03-15T23:30:00Z"), 1), d("2026-03-16"));
  assert.equal(daysBetween(new Date("2026-03-15T23:00:00Z"), d("2026-03-16")), 1);
  assert.equal(daysBetween(d("2026-03-16"), d("2026-03-15")), -1);
});

Deno.test("business days skip weekends", () => {
  // Friday 2026-03-13 + 1 business day = Monday 2026-03-16
  assert.deepEqual(addBusinessDays(d("2026-03-13"), 1), d("2026-03-16"));
  assert.deepEqual(addBusinessDays(d("2026-03-13"), 5), d("2026-03-20"));
});

Deno.test("dates print as ISO days and as '1 January 2027'", () => {
  assert.equal(isoDay(d("2027-01-01")), "2027-01-01");
  assert.equal(formatLongDate(d("2027-01-01")), "1 January 2027");
});
