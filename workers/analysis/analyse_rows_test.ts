import assert from "node:assert/strict";
import type { NewUpdate } from "../../db/queries/ingest.ts";
import type { Analyser } from "../ai/analyser.ts";
import { createOfflineAnalyser } from "../ai/offline.ts";
import { analyseRows } from "./analyse_rows.ts";

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
  const [analysed] = await analyseRows(
    [row("Employment Rights Act 2026")],
    createOfflineAnalyser(),
  );
  assert.equal(analysed?.analysisState, "done");
  assert.equal(analysed?.aiCategory, "Employment & Labor");
  assert.ok(analysed?.aiSummary);
});

Deno.test("a row whose analysis fails stays pending, the others do not", async () => {
  const offline = createOfflineAnalyser();
  const analyser: Analyser = {
    ...offline,
    analyseUpdate: (input) =>
      input.title.startsWith("FAIL")
        ? Promise.reject(new Error("boom"))
        : input.title.startsWith("EMPTY")
        ? Promise.resolve({ summary: " ", category: "Tax", analysedBy: "test" })
        : offline.analyseUpdate(input),
  };
  const rows = [row("FAIL Act"), row("EMPTY Act"), row("Good Act")];
  const [failed, empty, good] = await analyseRows(rows, analyser);
  assert.deepEqual(failed, rows[0]);
  assert.deepEqual(empty, rows[1]);
  assert.equal(good?.analysisState, "done");
});
