import assert from "node:assert/strict";
import { impactSummary, nearestDeadline, offlineImpact } from "./offline_impact.ts";
import { extractObligations } from "./obligations.ts";
import type { CompanyProfile, ImpactInput } from "./types.ts";

const NOW = { now: new Date("2026-04-01T00:00:00Z") };
const BINDING: ImpactInput = {
  id: 1,
  title: "Breach reporting rules tightened",
  content:
    "Controllers must report a personal data breach within 72 hours of becoming aware of it. " +
    "Organisations that fail to comply face fines. Annual reports must be filed by 30 June 2026.",
  aiSummary: null,
  category: "Data Protection & Cybersecurity",
  jurisdiction: "United Kingdom",
  publishDate: new Date("2026-03-15T00:00:00Z"),
  obligations: [],
};
BINDING.obligations = extractObligations(BINDING);
const SOFT: ImpactInput = {
  ...BINDING,
  title: "Regulator consults on draft guidance",
  content: "The regulator proposes voluntary guidance and may publish a consultation response.",
  category: "General",
};
const company = (employeeCount: number | null): CompanyProfile => ({
  name: "Acme Ltd",
  websiteUrl: null,
  employeeCount,
});

Deno.test("binding rules for a large company are High risk with text and deadline actions", () => {
  const result = offlineImpact(BINDING, company(1200), NOW);
  assert.equal(result.risk, "High");
  assert.deepEqual(result.requiredActions.slice(0, 3), [
    "Report a personal data breach within 72 hours of becoming aware of it",
    "Ensure annual reports are filed by 30 June 2026",
    "Plan the work to meet the deadline of 30 June 2026",
  ]);
  assert.deepEqual(result.deadlines.map((d) => d.date?.toISOString().slice(0, 10) ?? null), [
    null,
    "2026-06-30",
  ]);
  assert.ok(result.businessFunctions.includes("Security"));
  assert.ok(result.priority > 80, `priority ${result.priority}`);
});

Deno.test("soft guidance of little reach for a micro business is Low risk", () => {
  const result = offlineImpact(SOFT, company(4), NOW);
  assert.equal(result.risk, "Low");
  assert.deepEqual(result.deadlines, []);
  assert.deepEqual(result.requiredActions, ["Assess whether the change applies to your business"]);
});

Deno.test("the same update weighs more for a bigger company", () => {
  const order = ["Low", "Medium", "High"];
  const risks = [4, 100, 1200, 20000].map((n) =>
    order.indexOf(offlineImpact(BINDING, company(n), NOW).risk)
  );
  for (let i = 1; i < risks.length; i++) assert.ok(risks[i]! >= risks[i - 1]!);
  const priorities = [4, 20000].map((n) => offlineImpact(BINDING, company(n), NOW).priority);
  assert.ok(priorities[1]! > priorities[0]!);
});

Deno.test("the impact summary names the company and its size band", () => {
  const text = offlineImpact(BINDING, company(1200), NOW).impactSummary;
  assert.equal(
    text,
    "Acme Ltd (large company, 1,200 employees) faces a high impact from this United Kingdom " +
      "Data Protection & Cybersecurity requirement. It sets 2 obligations, with the nearest " +
      "deadline on 30 June 2026.",
  );
  const anonymous = impactSummary(SOFT, { name: " ", websiteUrl: null, employeeCount: null }, {
    risk: "Low",
    language: { obligations: 0, soft: 3 },
    obligations: 0,
    nearest: null,
  });
  assert.equal(
    anonymous,
    "Your company (size unknown) faces a low impact from this United Kingdom General proposal. " +
      "It states no explicit obligations and no dated deadline ahead.",
  );
});

Deno.test("the summary counts the stored obligations, whatever the text's own wording", () => {
  const summary = (obligations: ImpactInput["obligations"]) =>
    offlineImpact({ ...BINDING, obligations }, company(1200), NOW).impactSummary;
  // An admin removed the analyser's list: the report's Obligations sheet shows none.
  assert.match(summary([]), /It states no explicit obligations, with the nearest deadline/);
  assert.match(summary(BINDING.obligations.slice(0, 1)), /It sets 1 obligation, with/);
});

Deno.test("an update without content is assessed from its AI summary", () => {
  const result = offlineImpact(
    { ...BINDING, content: "", aiSummary: "Providers must register by 1 January 2027." },
    company(100),
    NOW,
  );
  assert.equal(result.deadlines[0]?.date?.toISOString().slice(0, 10), "2027-01-01");
  assert.equal(result.requiredActions[0], "Register by 1 January 2027");
});

Deno.test("the nearest deadline ignores past and undated ones", () => {
  const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const deadlines = [
    { text: "a", date: d("2026-03-01") },
    { text: "b", date: null },
    { text: "c", date: d("2026-09-01") },
    { text: "d", date: d("2026-05-01") },
  ];
  assert.deepEqual(nearestDeadline(deadlines, NOW.now), d("2026-05-01"));
  assert.equal(nearestDeadline([], NOW.now), null);
});
