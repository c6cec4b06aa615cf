import assert from "node:assert/strict";
import {
  endOfInputDay,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatShortDate,
  parseDateInput,
  startOfInputDay,
  toDateInputValue,
} from "./dates.ts";

// Local-time dates, so the figures do not depend on the machine's time zone.
const jan5 = new Date(2026, 0, 5, 14, 30);

Deno.test("the display formats", () => {
  assert.equal(formatDate(jan5.toISOString()), "Jan 5, 2026");
  assert.equal(formatDateTime(jan5.toISOString()), "Jan 5, 2026 2:30 PM");
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

Deno.test("dates that do not parse read 'Unknown'; a missing one reads the caller's word", () => {
  assert.equal(formatDate("not a date"), "Unknown");
  assert.equal(formatDate("2026-02-30"), "Unknown");
  assert.equal(formatDate(null), "Unknown");
  assert.equal(formatDate(undefined, "Not set"), "Not set");
  assert.equal(formatDate("yesterday", "Not set"), "Unknown");
  assert.equal(formatDateTime("", "Never"), "Never");
  assert.equal(formatDateTime("garbage"), "Unknown");
});

Deno.test("a bare day is a local day; a timestamp shows its local day", () => {
  assert.equal(formatDate("2026-07-04"), "Jul 4, 2026");
  assert.equal(formatDate(new Date(2026, 0, 15, 12, 0, 0).toISOString()), "Jan 15, 2026");
});
