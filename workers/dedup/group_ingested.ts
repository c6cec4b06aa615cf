/**
 * The sync's step of storing and grouping (issue 27): the features of a document's new rows,
 * computed from what is stored (title, content, link, day, the source's jurisdiction and format),
 * then the rows stored grouped (insert_grouped.ts, ADR 0188).
 */
import type { Db } from "../../db/client.ts";
import type { NewUpdate } from "../../db/queries/ingest.ts";
import { insertGrouped, type StoredGrouped } from "./insert_grouped.ts";
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

/** Stores `rows`, new items of `source`, each in the change it joins. */
export function insertIngested(
  db: Db,
  batch: { source: RowSource; rows: readonly NewUpdate[] },
): Promise<StoredGrouped> {
  return insertGrouped(db, batch.rows.map((row) => ({ row, ...rowFeatures(row, batch.source) })));
}
