/**
 * Analysis before insertion: the sync's path when the analyser is cheap (the offline rules), so
 * that a new update is written once, already summarised and classified.
 */
import { canonicalCategory } from "../../domain/categories.ts";
import type { NewUpdate } from "../../db/queries/ingest.ts";
import type { Analyser } from "../ai/analyser.ts";

/**
 * The rows with their summary and category, marked done. A row whose analysis fails (or comes
 * back empty) is left as it was, pending, for the analysis job.
 */
export async function analyseRows(
  rows: readonly NewUpdate[],
  analyser: Analyser,
): Promise<NewUpdate[]> {
  const settled = await Promise.allSettled(
    rows.map((row) => analyser.analyseUpdate({ title: row.title, content: row.content })),
  );
  return rows.map((row, i) => {
    const result = settled[i];
    if (result?.status !== "fulfilled" || !result.value.summary.trim()) return row;
    return {
      ...row,
      aiSummary: result.value.summary,
      aiCategory: canonicalCategory(result.value.category),
      analysisState: "done",
    };
  });
}
