import assert from "node:assert/strict";
import { MalformedAnswerError, parseImpactAnswer, parseUpdateAnswer } from "./gemini_schema.ts";

const TEXTS = { title: "T", content: "Firms must file returns by 1 May 2027." };

const IMPACT = {
  impactSummary: "Acme must act.",
  risk: "Medium",
  requiredActions: ["Act"],
  deadlines: [],
  businessFunctions: ["Legal"],
  priority: 50,
};

Deno.test("update answers: fenced JSON is accepted, categories are canonical", () => {
  const parsed = parseUpdateAnswer(
    '```json\n{"summary":" S. ","category":"tax"}\n```',
    () => "General",
    TEXTS,
  );
  assert.deepEqual(parsed, {
    summary: "S.",
    category: "Tax",
    categoryReplaced: false,
    obligations: [],
  });
});

Deno.test("update answers: an unknown category asks for the replacement", () => {
  const parsed = parseUpdateAnswer(
    '{"summary":"S.","category":"Farming"}',
    () => "Healthcare",
    TEXTS,
  );
  assert.equal(parsed.category, "Healthcare");
  assert.equal(parsed.categoryReplaced, true);
});

Deno.test("update answers that are not JSON, empty or incomplete are malformed", () => {
  for (const bad of [undefined, "", "not json", "[]", '{"summary":"","category":"Tax"}']) {
    assert.throws(
      () => parseUpdateAnswer(bad, () => "General", TEXTS),
      MalformedAnswerError,
      String(bad),
    );
  }
});

Deno.test("update answers: obligations are kept when cited, a bad one does not spoil the rest", () => {
  const obligation = {
    actor: "Firms",
    action: "must file returns",
    deadline: "2027-05-01",
    citation: "Firms must file returns by 1 May 2027.",
    confidence: "0.7",
  };
  const parsed = parseUpdateAnswer(
    JSON.stringify({
      summary: "S.",
      category: "Tax",
      obligations: [obligation, { actor: "Firms" }, { ...obligation, citation: "Firms must pay." }],
    }),
    () => "General",
    TEXTS,
  );
  assert.deepEqual(parsed.obligations, [{ ...obligation, confidence: 0.7 }]);
});

Deno.test("impact answers: priority is rounded and clamped, numeric strings accepted", () => {
  assert.equal(parseImpactAnswer(JSON.stringify({ ...IMPACT, priority: 0 })).priority, 1);
  assert.equal(parseImpactAnswer(JSON.stringify({ ...IMPACT, priority: 42.6 })).priority, 43);
  assert.equal(parseImpactAnswer(JSON.stringify({ ...IMPACT, priority: "77" })).priority, 77);
});

Deno.test("impact answers: a missing deadline date is null; an unknown risk is malformed", () => {
  const parsed = parseImpactAnswer(JSON.stringify({ ...IMPACT, deadlines: [{ text: "soon" }] }));
  assert.deepEqual(parsed.deadlines, [{ text: "soon", date: null }]);
  assert.throws(
    () => parseImpactAnswer(JSON.stringify({ ...IMPACT, risk: "Severe" })),
    MalformedAnswerError,
  );
  assert.throws(
    () => parseImpactAnswer(JSON.stringify({ ...IMPACT, priority: "high" })),
    MalformedAnswerError,
  );
});
