import assert from "node:assert/strict";
import { createOfflineAnalyser, OFFLINE_ANALYSER_NAME } from "./offline.ts";
import { countWords } from "./text.ts";

const UPDATE = {
  title: "FCA finalises rules for buy now pay later lenders",
  content: "Lenders offering deferred payment credit must carry out affordability checks. " +
    "Firms must apply for authorisation by 1 January 2027. The FCA will publish guidance.",
  publishDate: new Date("2026-03-01T00:00:00Z"),
};

Deno.test("the offline analyser names itself and summarises and classifies", async () => {
  const analyser = createOfflineAnalyser();
  assert.equal(analyser.name, OFFLINE_ANALYSER_NAME);
  const result = await analyser.analyseUpdate(UPDATE);
  assert.equal(result.category, "Financial Services");
  assert.equal(result.analysedBy, "offline rules");
  assert.ok(countWords(result.summary) <= 60);
  assert.deepEqual(result.obligations.map((o) => [o.actor, o.deadline]), [
    ["Lenders offering deferred payment credit", null],
    ["Firms", "2027-01-01"],
  ]);
});

Deno.test("the offline analyser is deterministic", async () => {
  const analyser = createOfflineAnalyser();
  const input = {
    id: 3,
    ...UPDATE,
    aiSummary: null,
    category: "Financial Services" as const,
    jurisdiction: "United Kingdom",
    obligations: [],
  };
  const company = { name: "Acme", websiteUrl: "https://acme.example", employeeCount: 80 };
  const now = new Date("2026-04-01T12:00:00Z");
  const runs = await Promise.all(
    [1, 2, 3].map(() => analyser.assessImpact(input, company, { now: new Date(now) })),
  );
  assert.deepEqual(runs[0], runs[1]);
  assert.deepEqual(runs[1], runs[2]);
  assert.deepEqual(await analyser.analyseUpdate(UPDATE), await analyser.analyseUpdate(UPDATE));
});
