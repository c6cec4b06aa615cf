/**
 * Sorts a feed's rows (hashed: content_hash.ts) by what the database holds under their link
 * keys: new ones to insert, and stored ones whose text hash differs, which may be revisions
 * (db/queries/revisions.ts decides, comparing the stored text). Rows whose hash is the stored one
 * are dropped: nothing changed. So are rows of an update another source (or an admin, by hand)
 * brought: two feeds carrying one link with different texts would otherwise revise it back and
 * forth on every sync. One pass, linear in the rows.
 */
import type { NewUpdate } from "../../db/queries/ingest.ts";
import type { StoredItem } from "../../db/queries/revisions.ts";

/** A stored item whose feed text hashes differently now, with the update it belongs to. */
export interface ChangedRow {
  id: number;
  row: NewUpdate;
}

/** The rows to insert and the stored ones that changed. */
export interface SortedRows {
  fresh: NewUpdate[];
  changed: ChangedRow[];
}

/**
 * Sorts the rows of source `sourceId` against `stored` (by sourceUrlKey); a key repeated in the
 * feed counts once.
 */
export function sortByStored(
  rows: readonly NewUpdate[],
  stored: ReadonlyMap<string, StoredItem>,
  sourceId: number,
): SortedRows {
  const fresh: NewUpdate[] = [];
  const changed: ChangedRow[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const item = stored.get(row.sourceUrlKey);
    if (!item) {
      fresh.push(row);
      continue;
    }
    if (seen.has(row.sourceUrlKey)) continue;
    seen.add(row.sourceUrlKey);
    if (item.rssSourceId === sourceId && item.contentHash !== row.contentHash) {
      changed.push({ id: item.id, row });
    }
  }
  return { fresh, changed };
}
