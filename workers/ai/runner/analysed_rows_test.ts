import assert from "node:assert/strict";
import type { NewUpdate } from "../../../db/queries/ingest.ts";
import type { UpdateAnalysis } from "../analyser.ts";
import { analyseUpdateOffline } from "../offline.ts";
import { withAnalyses } from "./analysed_rows.ts";

const row = (title: string): NewUpdate => ({
  title,
  content: "Employers must publish their gender pay gap figures every year from April 2027.",
  sourceUrl: `https://example.gov/${encodeURIComponent(title)}`,
  sourceUrlKey: `https://example.gov/${encodeURIComponent(title)}`,
  publishDate: new Date("2026-01-01T00:00:00Z"),
  jurisdictionId: 1,
  rssSourceId: 1,
});

Deno.test("analysed rows carry their summary and category and are done", async () => {
  const rows = [row("Employment Rights Act 2026")];
  const [analysed] = await withAnalyses(rows, rows.map(analyseUpdateOffline));
  assert.equal(analysed?.analysisState, "done");
  assert.equal(analysed?.aiCategory, "Employment & Labor");
  assert.ok(analysed?.aiSummary);
  assert.equal(analysed?.aiCategoryOriginal, "Employment & Labor");
  assert.equal(analysed?.analysedBy, "offline");
  assert.deepEqual(analysed?.obligations?.map((o) => [o.actor, o.deadline]), [
    ["Employers", "2027-04-01"],
  ]);
});

Deno.test("a row whose analysis failed or came back empty stays pending, the others do not", async () => {
  const rows = [row("Failed Act"), row("Empty Act"), row("Good Act")];
  const empty: UpdateAnalysis = { summary: " ", category: "Tax", obligations: [], analysedBy: "x" };
  const [failed, blank, good] = await withAnalyses(rows, [
    null,
    empty,
    analyseUpdateOffline(rows[2]!),
  ]);
  assert.deepEqual(failed, rows[0]);
  assert.deepEqual(blank, rows[1]);
  assert.equal(good?.analysisState, "done");
});
