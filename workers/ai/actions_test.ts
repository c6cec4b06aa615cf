import assert from "node:assert/strict";
import { MAX_ACTIONS, requiredActions, textActions, toAction } from "./actions.ts";

Deno.test("obligation sentences become short imperative actions", () => {
  assert.equal(
    toAction("Employers with 250 staff must publish their gender pay gap each year."),
    "Publish your gender pay gap each year",
  );
  assert.equal(toAction("The operator shall notify the regulator."), "Notify the regulator");
  assert.equal(
    toAction("Firms are required to keep records for five years."),
    "Keep records for five years",
  );
  assert.equal(toAction("Traders may not use fake reviews."), "Do not use fake reviews");
  assert.equal(
    toAction("From 2026, new buildings must be fibre-ready."),
    "Ensure new buildings are fibre-ready",
  );
  assert.equal(toAction("The minister welcomed the report."), null);
});

Deno.test("conditions after 'unless' or ';' are left out, and long actions are cut", () => {
  assert.equal(
    toAction("Employees must be paid overtime unless exempt."),
    "Ensure employees are paid overtime",
  );
  const long = toAction(`Providers must ${"carefully ".repeat(30)}check.`)!;
  assert.ok(long.split(" ").length <= 18 && long.endsWith("…"));
});

Deno.test("text actions are deduplicated and bounded", () => {
  const text = "Firms must file a return. Firms must file a return. Firms must pay the levy. " +
    "Firms must keep records. Firms must train staff. Firms must appoint an officer.";
  assert.deepEqual(textActions(text), [
    "File a return",
    "Pay the levy",
    "Keep records",
    "Train staff",
  ]);
});

Deno.test("the list adds a deadline plan and category defaults, up to the maximum", () => {
  assert.deepEqual(requiredActions([], "Tax", { nearestDeadline: "1 January 2027" }), [
    "Plan the work to meet the deadline of 1 January 2027",
    "Assess the tax impact and update tax filings and systems",
  ]);
  const many = requiredActions(["A", "B", "C", "D"], "Data Protection & Cybersecurity", {
    nearestDeadline: "1 May 2026",
  });
  assert.equal(many.length, MAX_ACTIONS);
});
