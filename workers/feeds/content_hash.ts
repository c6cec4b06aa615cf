/**
 * The hash that tells a changed item from a repeated one (ADR 0079,
 * db/queries/revisions.ts contentHash), of each synced row as the feed gives it, before any
 * full-text fetch, so that a re-sync of an unchanged item always hashes the same. Hashing 10,000
 * items takes tens of ms here: the loop hands the event loop back between slices.
 */
import type { NewUpdate } from "../../db/queries/ingest.ts";
import { contentHash } from "../../db/queries/revisions.ts";
import { timeSlicer } from "../time_slice.ts";

/**
 * Sets each row's contentHash, in place (the rows are the sync's own, fresh from the feed: a copy
 * of 20,000 rows would only feed the garbage collector), and answers them.
 */
export async function withContentHashes<T extends NewUpdate[]>(rows: T): Promise<T> {
  const pace = timeSlicer();
  for (const row of rows) {
    await pace();
    row.contentHash = contentHash(row);
  }
  return rows;
}
