/**
 * The sync's revision step: stored items that came back with another text become revisions of
 * their updates (db/queries/revisions.ts records them and queues the re-analysis; a revision of
 * an approved update waits for an admin's review instead: ADR 0094).
 * With a cheap inline analyser (the offline rules), the revised updates are analysed at once, as
 * new rows are, so that none shows without a summary until the analysis job runs.
 */
import type { Db } from "../../db/client.ts";
import { type AnalysisResult, storeAnalyses } from "../../db/queries/ingest.ts";
import { recordRevisions } from "../../db/queries/revisions.ts";
import type { Analyser } from "../ai/analyser.ts";
import { analyseRows } from "../ai/runner/analyse_rows.ts";
import type { ChangedRow } from "./known_items.ts";

/** Records the changed rows; answers how many updates got a revision (held ones included). */
export async function reviseChanged(
  db: Db,
  changed: readonly ChangedRow[],
  options: { now: Date; inlineAnalyser?: Analyser },
): Promise<number> {
  if (changed.length === 0) return 0;
  const { revisedIds, heldIds } = await recordRevisions(
    db,
    changed.map(({ id, row }) => ({
      id,
      title: row.title,
      content: row.content,
      contentHash: row.contentHash ?? "",
    })),
    options.now,
  );
  if (options.inlineAnalyser && revisedIds.length > 0) {
    const revised = new Set(revisedIds);
    const picked = changed.filter((c) => revised.has(c.id));
    const analysed = await analyseRows(picked.map((c) => c.row), options.inlineAnalyser);
    const results: AnalysisResult[] = analysed.flatMap((row, i) =>
      row.analysisState === "done" && row.aiSummary && row.aiCategory && row.analysedBy &&
        row.analysedAt
        ? [{
          id: picked[i]!.id,
          summary: row.aiSummary,
          category: row.aiCategory,
          obligations: row.obligations ?? [],
          analysedBy: row.analysedBy,
          analysisModel: row.analysisModel ?? null,
          analysedAt: row.analysedAt,
        }]
        : []
    );
    await storeAnalyses(db, results);
  }
  return revisedIds.length + heldIds.length;
}
