import assert from "node:assert/strict";
import {
  endOfInputDay,
  formatLongDate,
  formatMediumDate,
  formatShortDate,
  parseDateInput,
  startOfInputDay,
  toDateInputValue,
} from "./dates.ts";

// Local-time dates, so the figures do not depend on the machine's time zone.
const jan5 = new Date(2026, 0, 5, 14, 30);

Deno.test("the three display formats", () => {
  assert.equal(formatMediumDate(jan5), "Jan 5, 2026");
  assert.equal(formatShortDate(jan5), "5/1/26");
  assert.equal(formatLongDate(jan5), "January 5, 2026");
  assert.equal(formatLongDate(jan5.toISOString()), "January 5, 2026");
});

Deno.test("input values are local calendar days; a day spans its first to last moment", () => {
  assert.equal(toDateInputValue(jan5), "2026-01-05");
  assert.deepEqual(startOfInputDay("2026-01-05"), new Date(2026, 0, 5));
  assert.deepEqual(endOfInputDay("2026-01-05"), new Date(2026, 0, 5, 23, 59, 59, 999));
  assert.equal(parseDateInput(""), null);
  assert.equal(parseDateInput("2026-02-30"), null);
  assert.equal(parseDateInput("5/1/26"), null);
});
