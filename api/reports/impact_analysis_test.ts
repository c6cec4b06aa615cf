import assert from "node:assert/strict";
import type { ReportUpdate } from "../../db/queries/reports.ts";
import type { Analyser, ImpactInput } from "../../workers/ai/analyser.ts";
import { analyseUpdates } from "./impact_analysis.ts";

function updates(count: number): ReportUpdate[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: `Update ${i + 1}`,
    content: "",
    aiSummary: "Summary",
    aiCategory: null,
    status: "approved" as const,
    publishDate: new Date("2026-05-01T00:00:00Z"),
    sourceUrl: `https://example.gov/${i + 1}`,
    jurisdiction: "Ireland",
    sourceName: null,
    changeId: i + 1,
    alsoReportedBy: [],
  }));
}

/** An analyser that takes a while and records how many calls overlap. */
function slowAnalyser(fail?: number) {
  const seen: ImpactInput[] = [];
  let inFlight = 0;
  let peak = 0;
  const analyser: Analyser = {
    name: "slow",
    analyseUpdate: () => Promise.reject(new Error("not used")),
    async assessImpact(input) {
      seen.push(input);
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((r) => setTimeout(r, 5 + (input.id % 3)));
      inFlight--;
      if (input.id === fail) throw new Error(`failed on ${input.id}`);
      return {
        impactSummary: `impact ${input.id}`,
        risk: "Low",
        requiredActions: [],
        deadlines: [],
        businessFunctions: [],
        priority: input.id,
        analysedBy: "slow",
      };
    },
  };
  return { analyser, seen, peak: () => peak };
}

const company = { name: "Acme", websiteUrl: null, employeeCount: 10 };
const now = new Date("2026-06-15T12:00:00Z");

Deno.test("every update is analysed once, answers kept in the selection's order", async () => {
  const { analyser, seen, peak } = slowAnalyser();
  const entries = await analyseUpdates(analyser, updates(25), { company, now, concurrency: 4 });
  assert.deepEqual(entries.map((e) => e.analysis.priority), updates(25).map((u) => u.id));
  assert.equal(seen.length, 25);
  assert.equal(peak(), 4, "at most four in flight");
  assert.equal(seen[0]?.category, "General", "a category not analysed yet is 'General'");
});

Deno.test("a failing analysis rejects the whole report and stops taking new updates", async () => {
  const { analyser, seen } = slowAnalyser(3);
  await assert.rejects(
    analyseUpdates(analyser, updates(40), { company, now, concurrency: 2 }),
    /failed on 3/,
  );
  assert.ok(seen.length < 40, `stopped early after ${seen.length}`);
});
