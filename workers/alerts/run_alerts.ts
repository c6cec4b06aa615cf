/**
 * One pass of the alert engine, the one file that knows every step: match the approvals waiting
 * in the queue (expand.ts), follow the revisions of delivered updates (revisions.ts), send what
 * is due (deliver.ts), then delete the unsubscribe secrets that have expired. The cron tick runs
 * it every minute; `deno task alerts:run` runs it once, with `--digest` sending that digest now.
 */
import type { Db } from "../../db/client.ts";
import { pruneUnsubscribeTokens } from "../../db/queries/alerts.ts";
import { deliverDue, type DeliverOptions, type DeliverSummary } from "./deliver.ts";
import { expandApprovals, type ExpandSummary } from "./expand.ts";
import { expandRevisions, type RevisionSummary } from "./revisions.ts";
import type { AlertSettings } from "./settings.ts";

/** What one pass did. */
export interface AlertRunSummary {
  matched: ExpandSummary;
  revised: RevisionSummary;
  delivered: DeliverSummary;
  /** Unsubscribe secrets deleted for being older than UNSUBSCRIBE_TOKEN_MS. */
  expiredTokens: number;
}

/**
 * Matches the queued approvals, follows the queued revisions, sends every due delivery, and
 * prunes the expired unsubscribe secrets (ADR 0093).
 */
export async function runAlerts(
  db: Db,
  settings: AlertSettings,
  options: DeliverOptions,
): Promise<AlertRunSummary> {
  const matched = await expandApprovals(db, { now: options.now() });
  // After the approvals: a revision follows the delivery its approval just got.
  const revised = await expandRevisions(db, { now: options.now() });
  const delivered = await deliverDue(db, settings, options);
  // An index range scan that finds nothing on most ticks (db/schema.ts created_at index).
  const expiredTokens = await pruneUnsubscribeTokens(db, options.now());
  return { matched, revised, delivered, expiredTokens };
}
