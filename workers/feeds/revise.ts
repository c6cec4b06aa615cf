/**
 * The sync's revision step: stored items that came back with another text become revisions of
 * their updates (db/queries/revisions.ts records them and queues the re-analysis; a revision of
 * an approved update waits for an admin's review instead: ADR 0094).
 * When the analyser is the offline rules, the revised updates are analysed at once, as new rows
 * are (row_work.ts), so that none shows without a summary until the analysis job runs.
 */
import type { Db } from "../../db/client.ts";
import { type AnalysisResult, storeAnalyses } from "../../db/queries/ingest.ts";
import { recordRevisions } from "../../db/queries/revisions.ts";
import { storedAnalysis } from "../ai/runner/analysed_rows.ts";
import type { ChangedRow } from "./known_items.ts";
import { rowWorkOffThread } from "./off_thread.ts";

/** Records the changed rows; answers how many updates got a revision (held ones included). */
export async function reviseChanged(
  db: Db,
  changed: readonly ChangedRow[],
  options: { now: Date; analyseOffline: boolean },
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
  if (options.analyseOffline && revisedIds.length > 0) {
    const revised = new Set(revisedIds);
    const picked = changed.filter((c) => revised.has(c.id));
    const { analyses } = await rowWorkOffThread({
      rows: picked.map((c) => c.row),
      analyse: true,
      group: null,
    });
    const at = new Date();
    const results: AnalysisResult[] = picked.flatMap(({ id }, i) => {
      const stored = storedAnalysis(analyses?.[i], at);
      return stored
        ? [{
          id,
          summary: stored.aiSummary,
          category: stored.aiCategory,
          obligations: stored.obligations,
          analysedBy: stored.analysedBy,
          analysisModel: stored.analysisModel,
          analysedAt: stored.analysedAt,
        }]
        : [];
    });
    await storeAnalyses(db, results);
  }
  return revisedIds.length + heldIds.length;
}
