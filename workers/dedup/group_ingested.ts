/**
 * The sync's step of grouping (issue 27): the features of the rows a document just stored,
 * computed from what was stored (title, content, link, day, the source's jurisdiction and format),
 * then grouped in one batch (group_reports.ts).
 */
import type { Db } from "../../db/client.ts";
import type { NewUpdate } from "../../db/queries/ingest.ts";
import type { SourceToSync } from "../../db/queries/sources.ts";
import { type GroupingOutcome, groupNewReports, type NewReport } from "./group_reports.ts";
import { isOfficialReport } from "./official_report.ts";
import { featuresOf } from "./report_features.ts";

/** Groups the rows of `source` that were inserted (`inserted`: their ids by sourceUrlKey). */
export function groupIngested(
  db: Db,
  batch: {
    source: Pick<SourceToSync, "format" | "sourceType" | "jurisdictionId">;
    rows: readonly NewUpdate[];
    inserted: readonly { id: number; key: string }[];
  },
): Promise<GroupingOutcome> {
  const rowOf = new Map(batch.rows.map((row) => [row.sourceUrlKey, row]));
  const { source } = batch;
  // A specialist source's reports match any jurisdiction (same_change.ts).
  const jurisdiction = source.sourceType === "specialist" ? null : String(source.jurisdictionId);
  const reports: NewReport[] = batch.inserted.flatMap(({ id, key }) => {
    const row = rowOf.get(key);
    if (!row) return [];
    const official = isOfficialReport({ format: source.format, link: row.sourceUrl });
    const features = featuresOf({
      title: row.title,
      text: row.content,
      link: row.sourceUrl,
      sourceKind: official ? "official_journal" : "regulator",
      jurisdiction,
      publishDate: row.publishDate.toISOString().slice(0, 10),
    });
    return [{ id, features, official }];
  });
  return groupNewReports(db, reports);
}
