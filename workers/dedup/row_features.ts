/**
 * The features of a stored row (issue 27), computed from what is stored (title, content, link,
 * day, the source's jurisdiction and format): by the sync for its new rows (feeds/row_work.ts),
 * before it stores them grouped (insert_grouped.ts, ADR 0188), and by the features backfill.
 */
import type { NewUpdate } from "../../db/queries/ingest.ts";
import { isOfficialReport } from "./official_report.ts";
import { featuresOf, type ReportFeatures } from "./report_features.ts";

/** What makes a row's features beside the row: its source (null fields: none, or deleted). */
export interface RowSource {
  format: string | null;
  sourceType: string | null;
  jurisdictionId: number | null;
}

/** A row's features and whether it is official, as its source makes them. */
export function rowFeatures(
  row: Pick<NewUpdate, "title" | "content" | "sourceUrl" | "publishDate">,
  source: RowSource,
): { features: ReportFeatures; official: boolean } {
  const official = isOfficialReport({ format: source.format, link: row.sourceUrl });
  const features = featuresOf({
    title: row.title,
    text: row.content,
    link: row.sourceUrl,
    sourceKind: official ? "official_journal" : "regulator",
    // A specialist source's reports match any jurisdiction (same_change.ts).
    jurisdiction: source.sourceType === "specialist" || source.jurisdictionId === null
      ? null
      : String(source.jurisdictionId),
    publishDate: row.publishDate.toISOString().slice(0, 10),
  });
  return { features, official };
}
