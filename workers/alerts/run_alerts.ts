/**
 * One pass of the alert engine, the one file that knows both steps: match the approvals waiting
 * in the queue (expand.ts), then send what is due (deliver.ts). The cron tick runs it every
 * minute; `deno task alerts:run` runs it once, with `--digest` sending that digest now.
 */
import type { Db } from "../../db/client.ts";
import { deliverDue, type DeliverOptions, type DeliverSummary } from "./deliver.ts";
import { expandApprovals, type ExpandSummary } from "./expand.ts";
import type { AlertSettings } from "./settings.ts";

/** What one pass did. */
export interface AlertRunSummary {
  matched: ExpandSummary;
  delivered: DeliverSummary;
}

/** Matches the queued approvals, then sends every due delivery. */
export async function runAlerts(
  db: Db,
  settings: AlertSettings,
  options: DeliverOptions,
): Promise<AlertRunSummary> {
  const matched = await expandApprovals(db, { now: options.now() });
  const delivered = await deliverDue(db, settings, options);
  return { matched, delivered };
}
