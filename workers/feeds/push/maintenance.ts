/**
 * The push maintenance job (every 15 minutes, workers/jobs.ts): renews the leases that end within
 * RENEW_MARGIN_MS, tells the hub to stop for sources deleted or turned off (best effort: a hub
 * that refuses or is gone changes nothing, the row goes), and forgets unsubscriptions the hub
 * never verified.
 */
import type { Db } from "../../../db/client.ts";
import {
  deleteSubscription,
  forgetUnverifiedUnsubscriptions,
  markRequested,
  markUnsubscribing,
  subscriptionsToEnd,
  subscriptionsToRenew,
} from "../../../db/queries/websub_subscriptions.ts";
import { askHub } from "./hub_request.ts";
import {
  ASK_AGAIN_MS,
  FORGET_UNSUBSCRIBE_MS,
  type PushSettings,
  RENEW_MARGIN_MS,
} from "./push_settings.ts";

/** What one run did. */
export interface MaintenanceSummary {
  renewed: number;
  unsubscribed: number;
  forgotten: number;
}

/** One run of the job at `now`. Hub failures are logged (askHub), never thrown. */
export async function maintainPush(
  db: Db,
  settings: PushSettings,
  now: Date,
): Promise<MaintenanceSummary> {
  const summary: MaintenanceSummary = { renewed: 0, unsubscribed: 0, forgotten: 0 };
  for (const sub of await subscriptionsToEnd(db)) {
    await markUnsubscribing(db, sub.id, now);
    // Only a subscription the hub may hold is worth a request; a refused one just goes.
    const hubMayPush = sub.state === "live" || sub.state === "subscribing";
    if (!hubMayPush || !await askHub(sub, "unsubscribe", settings)) {
      await deleteSubscription(db, sub.id);
    }
    summary.unsubscribed++;
  }
  const toRenew = await subscriptionsToRenew(db, {
    before: new Date(now.getTime() + RENEW_MARGIN_MS),
    askedBefore: new Date(now.getTime() - ASK_AGAIN_MS),
  });
  for (const sub of toRenew) {
    // Still live while the hub verifies the renewal (its callback extends the lease).
    await markRequested(db, sub.id, now);
    if (await askHub(sub, "subscribe", settings)) summary.renewed++;
  }
  const forgetBefore = new Date(now.getTime() - FORGET_UNSUBSCRIBE_MS);
  summary.forgotten = await forgetUnverifiedUnsubscriptions(db, forgetBefore);
  return summary;
}
