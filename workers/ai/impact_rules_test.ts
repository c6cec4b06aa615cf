import assert from "node:assert/strict";
import {
  businessFunctions,
  countLanguage,
  languageScore,
  priority,
  riskLevel,
  sizeBand,
} from "./impact_rules.ts";

const NOW = new Date("2026-04-01T00:00:00Z");
const inDays = (n: number) => ({ date: new Date(NOW.getTime() + n * 86_400_000) });

Deno.test("employee counts map onto size bands", () => {
  assert.deepEqual(
    [null, 0, 5, 10, 49, 50, 249, 250, 4999, 5000].map((n) => sizeBand(n).band),
    [
      "unknown",
      "unknown",
      "micro",
      "small",
      "small",
      "medium",
      "medium",
      "large",
      "large",
      "enterprise",
    ],
  );
  assert.equal(sizeBand(null).score, sizeBand(100).score, "unknown scores like medium");
});

Deno.test("obligation words raise the language score, soft words lower it", () => {
  assert.deepEqual(countLanguage("Firms must comply or face a penalty."), {
    obligations: 3,
    soft: 0,
  });
  assert.deepEqual(countLanguage("Traders may not sell it."), { obligations: 1, soft: 0 });
  assert.deepEqual(countLanguage("A proposed draft guidance note."), { obligations: 0, soft: 3 });
  assert.equal(languageScore({ obligations: 20, soft: 0 }), 3);
  assert.equal(languageScore({ obligations: 1, soft: 5 }), 0);
});

Deno.test("risk levels follow the documented thresholds", () => {
  assert.equal(riskLevel(8.5), "High");
  assert.equal(riskLevel(5.5), "High");
  assert.equal(riskLevel(5.4), "Medium");
  assert.equal(riskLevel(3), "Medium");
  assert.equal(riskLevel(2.9), "Low");
});

Deno.test("higher risk gives a higher priority for the same deadlines", () => {
  for (const deadlines of [[], [inDays(30)], [inDays(300)], [{ date: null }]]) {
    const [low, medium, high] = [2, 4, 7].map((s) => priority(s, deadlines, NOW));
    assert.ok(low! < medium! && medium! < high!, `${low} < ${medium} < ${high}`);
  }
});

Deno.test("a nearer future deadline gives a higher priority for the same risk", () => {
  const at = (days: number) => priority(4, [inDays(days)], NOW);
  assert.ok(at(0) > at(30) && at(30) > at(180) && at(180) > at(364));
  assert.equal(at(400), priority(4, [], NOW), "beyond a year adds nothing");
  assert.equal(at(-10), priority(4, [], NOW), "a past deadline adds nothing");
  assert.equal(
    priority(4, [inDays(-10), inDays(20)], NOW),
    at(20),
    "the nearest future one counts",
  );
});

Deno.test("priority stays within 1..100", () => {
  assert.equal(priority(8.5, [inDays(0)], NOW), 100);
  assert.equal(priority(0, [], NOW), 10);
  for (let s = 0; s <= 9; s += 0.5) {
    const p = priority(s, [inDays(1)], NOW);
    assert.ok(p >= 1 && p <= 100);
  }
});

Deno.test("business functions: Legal, Compliance, the category's, and those the text names", () => {
  assert.deepEqual(businessFunctions("Tax", ""), ["Legal", "Compliance", "Finance"]);
  assert.deepEqual(
    businessFunctions(
      "General",
      "Employers must train staff and update software suppliers' contracts.",
    ),
    ["Legal", "Compliance", "HR", "IT", "Procurement"],
  );
});
