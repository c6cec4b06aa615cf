/**
 * The obligations backfill (ADR 0104): analysed updates stored before their
 * obligations were extracted (before obligations existed, or by a path that skipped them) get
 * the offline extractor's list, in small batches paced for the event loop, so that a start on a
 * large embedded database keeps answering requests while it runs. Api/bootstrap.ts starts it at
 * each start; once every row is extracted, a run costs one index lookup.
 */
import type { Db } from "../../db/client.ts";
import { runsOnMainThread } from "../../db/client.ts";
import {
  type AnalysedObligations,
  storeAnalysedObligations,
} from "../../db/queries/obligations.ts";
import { unextractedUpdates } from "../../db/queries/obligations_backfill.ts";
import { nextTurn, timeSlicer } from "../time_slice.ts";
import { extractObligations } from "./obligations.ts";

/** The analyser the backfilled obligations are credited to (the offline rules' record name). */
const BACKFILL_ANALYSER = "offline";

/**
 * Updates per batch: on embedded PGlite each batch's statements run on our thread, and marking an
 * update rewrites its row with every index (the trigram one too): 8 updates keep a batch's
 * transaction to a few ms of CPU. The server works in its own process and takes more at once.
 */
export const EMBEDDED_BATCH = 8;
export const SERVER_BATCH = 200;

/** Extracts and stores the obligations of every analysed update that lacks them; answers how many. */
export async function backfillObligations(
  db: Db,
  options: { signal?: AbortSignal; batchSize?: number } = {},
): Promise<number> {
  const limit = options.batchSize ??
    (runsOnMainThread(db) ? EMBEDDED_BATCH : SERVER_BATCH);
  const pace = timeSlicer();
  let afterId = 0;
  let filled = 0;
  while (!options.signal?.aborted) {
    await pace();
    const batch = await unextractedUpdates(db, { afterId, limit });
    if (batch.length === 0) break;
    afterId = batch[batch.length - 1]!.id;
    const items: AnalysedObligations[] = [];
    for (const update of batch) {
      await pace();
      items.push({
        id: update.id,
        analyser: BACKFILL_ANALYSER,
        obligations: extractObligations(update),
      });
    }
    // A turn before every batch's statements: with the extraction's slice before them they would
    // hold the loop for both.
    await nextTurn();
    await db.transaction((tx) => storeAnalysedObligations(tx, items, { onlyUnextracted: true }));
    filled += batch.length;
  }
  return filled;
}
