import assert from "node:assert/strict";
import {
  REPORT_MESSAGES,
  reportDateIssues,
  reportDay,
  reportFileName,
  reportPeriod,
  ReportRequestBody,
} from "./reports.ts";

Deno.test("report dates read as UTC days, from dates or instants", () => {
  assert.equal(reportDay("2026-03-01")?.toISOString(), "2026-03-01T00:00:00.000Z");
  assert.equal(reportDay("2026-03-01T23:30:00Z")?.toISOString(), "2026-03-01T00:00:00.000Z");
  assert.equal(reportDay("2026-03-01T23:30:00-02:00")?.toISOString(), "2026-03-02T00:00:00.000Z");
  for (const bad of ["2026-02-30", "2026-13-01", "1 March 2026", "2026-03-01T10:00", ""]) {
    assert.equal(reportDay(bad), null, bad);
  }
});

Deno.test("the period runs from the start day's first to the end day's last millisecond", () => {
  const period = reportPeriod({ startDate: "2026-03-01", endDate: "2026-03-31" });
  assert.equal(period.from?.toISOString(), "2026-03-01T00:00:00.000Z");
  assert.equal(period.until?.toISOString(), "2026-03-31T23:59:59.999Z");
  assert.deepEqual(reportPeriod({}), { from: null, until: null });
});

Deno.test("a date is in the future only once it has begun nowhere on Earth", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  assert.deepEqual(reportDateIssues({ startDate: "2026-06-16", endDate: "2026-06-16" }, now), []);
  assert.deepEqual(reportDateIssues({ startDate: "2026-06-17", endDate: "2026-06-18" }, now), [
    { path: ["startDate"], message: REPORT_MESSAGES.startInFuture },
    { path: ["endDate"], message: REPORT_MESSAGES.endInFuture },
  ]);
  const late = new Date("2026-06-15T09:59:59Z");
  assert.equal(reportDateIssues({ endDate: "2026-06-16" }, late).length, 1);
});

Deno.test("the request body keeps the same start and end day, refuses an end before start", () => {
  const same = ReportRequestBody.safeParse({
    legalUpdateIds: [1],
    startDate: "2026-03-01",
    endDate: "2026-03-01T08:00:00Z",
  });
  assert.equal(same.success, true);
  const reversed = ReportRequestBody.safeParse({
    legalUpdateIds: [1],
    startDate: "2026-03-02",
    endDate: "2026-03-01",
  });
  assert.equal(reversed.success, false);
  assert.deepEqual(reversed.error?.issues.map((i) => [i.path, i.message]), [
    [["endDate"], "End date must be after start date"],
  ]);
});

Deno.test("unknown fields are dropped from the request", () => {
  const parsed = ReportRequestBody.parse({ legalUpdateIds: [3], userId: "someone-else" });
  assert.deepEqual(parsed, { legalUpdateIds: [3] });
});

Deno.test("the file name carries the UTC date", () => {
  assert.equal(
    reportFileName(new Date("2026-12-31T23:30:00-05:00")),
    "legalwatch_report_2027-01-01.xlsx",
  );
});
