/**
 * The sync's step of storing and grouping (issue 27): the features of a document's new rows,
 * computed from what is stored (title, content, link, day, the source's jurisdiction and format),
 * then the rows stored grouped (insert_grouped.ts, ADR 0188).
 */
import type { Db } from "../../db/client.ts";
import type { NewUpdate } from "../../db/queries/ingest.ts";
import type { SourceToSync } from "../../db/queries/sources.ts";
import { insertGrouped, type StoredGrouped } from "./insert_grouped.ts";
import { isOfficialReport } from "./official_report.ts";
import { featuresOf } from "./report_features.ts";

/** Stores `rows`, new items of `source`, each in the change it joins. */
export function insertIngested(
  db: Db,
  batch: {
    source: Pick<SourceToSync, "format" | "sourceType" | "jurisdictionId">;
    rows: readonly NewUpdate[];
  },
): Promise<StoredGrouped> {
  const { source } = batch;
  // A specialist source's reports match any jurisdiction (same_change.ts).
  const jurisdiction = source.sourceType === "specialist" ? null : String(source.jurisdictionId);
  return insertGrouped(
    db,
    batch.rows.map((row) => {
      const official = isOfficialReport({ format: source.format, link: row.sourceUrl });
      const features = featuresOf({
        title: row.title,
        text: row.content,
        link: row.sourceUrl,
        sourceKind: official ? "official_journal" : "regulator",
        jurisdiction,
        publishDate: row.publishDate.toISOString().slice(0, 10),
      });
      return { row, features, official };
    }),
  );
}
