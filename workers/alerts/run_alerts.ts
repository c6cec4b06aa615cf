/**
 * One pass of the alert engine, the one file that knows every step: match the approvals waiting
 * in the queue (expand.ts), follow the revisions of delivered updates (revisions.ts), then send
 * what is due (deliver.ts). The cron tick runs it every
 * minute; `deno task alerts:run` runs it once, with `--digest` sending that digest now.
 */
import type { Db } from "../../db/client.ts";
import { deliverDue, type DeliverOptions, type DeliverSummary } from "./deliver.ts";
import { expandApprovals, type ExpandSummary } from "./expand.ts";
import { expandRevisions, type RevisionSummary } from "./revisions.ts";
import type { AlertSettings } from "./settings.ts";

/** What one pass did. */
export interface AlertRunSummary {
  matched: ExpandSummary;
  revised: RevisionSummary;
  delivered: DeliverSummary;
}

/** Matches the queued approvals, follows the queued revisions, then sends every due delivery. */
export async function runAlerts(
  db: Db,
  settings: AlertSettings,
  options: DeliverOptions,
): Promise<AlertRunSummary> {
  const matched = await expandApprovals(db, { now: options.now() });
  // After the approvals: a revision follows the delivery its approval just got.
  const revised = await expandRevisions(db, { now: options.now() });
  const delivered = await deliverDue(db, settings, options);
  return { matched, revised, delivered };
}
