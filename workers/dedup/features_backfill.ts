/**
 * The features backfill (issue 27, ADR 0141): reports stored before grouping
 * existed get their features, so that new reports can join them. It groups nothing: each stays a
 * change of one (precision first; an admin joins older duplicates by hand). Api/bootstrap.ts
 * starts it at each start, in small batches paced for the event loop as the obligations backfill
 * is (ADR 0104); once every report has features, a run costs one anti-join.
 */
import type { Db } from "../../db/client.ts";
import { runsOnMainThread } from "../../db/client.ts";
import {
  type FeaturelessReport,
  featurelessReports,
  insertFeatures,
} from "../../db/queries/report_features.ts";
import { nextTurn, timeSlicer } from "../time_slice.ts";
import { rowFeatures } from "./row_features.ts";
import { toStored } from "./stored_features.ts";

/** Reports per batch: embedded PGlite runs the statements on our thread, a server in its own. */
export const EMBEDDED_BATCH = 50;
export const SERVER_BATCH = 500;

function featuresRow(report: FeaturelessReport) {
  const { features, official } = rowFeatures(report, report);
  return toStored(report.id, features, { official });
}

/** Computes and stores the features of every report without them; answers how many. */
export async function backfillFeatures(
  db: Db,
  options: { signal?: AbortSignal; batchSize?: number } = {},
): Promise<number> {
  const limit = options.batchSize ?? (runsOnMainThread(db) ? EMBEDDED_BATCH : SERVER_BATCH);
  const pace = timeSlicer();
  let afterId = 0;
  let filled = 0;
  while (!options.signal?.aborted) {
    await pace();
    const batch = await featurelessReports(db, { afterId, limit });
    if (batch.length === 0) break;
    afterId = batch[batch.length - 1]!.id;
    const rows = [];
    for (const report of batch) {
      await pace();
      rows.push(featuresRow(report));
    }
    await nextTurn();
    await insertFeatures(db, rows);
    filled += batch.length;
  }
  return filled;
}
