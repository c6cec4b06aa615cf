import assert from "node:assert/strict";
import { effectiveRemaining, lacksCompanyInfo, type ReportUser } from "./report_quota.ts";

const user: ReportUser = {
  reportsRemaining: 2,
  maxReports: 10,
  reportsResetAt: "2026-07-01T00:00:00.000Z",
  companyWebsiteUrl: "https://acme.example",
  employeeCount: 40,
};

Deno.test("the remaining count is the stored one until the reset date passes", () => {
  assert.equal(effectiveRemaining(user, new Date("2026-06-30T23:59:59Z")), 2);
  assert.equal(effectiveRemaining(user, new Date("2026-07-01T00:00:00Z")), 10);
  assert.equal(effectiveRemaining({ ...user, reportsResetAt: null }, new Date()), 2);
});

Deno.test("company information is missing without a website or an employee count", () => {
  assert.equal(lacksCompanyInfo(user), false);
  assert.equal(lacksCompanyInfo({ ...user, companyWebsiteUrl: " " }), true);
  assert.equal(lacksCompanyInfo({ ...user, employeeCount: null }), true);
});
