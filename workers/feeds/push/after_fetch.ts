/**
 * What the sync calls with every document it fetched (sync.ts): when the feed names a hub, make
 * sure the source is subscribed there, or says why it polls (W3C WebSub §5.1). A subscription
 * already live or asked for is left alone; a failed one is tried again after RETRY_FAILED_MS.
 * Never rejects: push is a bonus over polling, never a reason for a sync to fail.
 */
import { encodeHexLowerCase } from "@oslojs/encoding";
import type { Db } from "../../../db/client.ts";
import {
  markFailed,
  saveSubscription,
  subscriptionOfSource,
  type SubscriptionRow,
} from "../../../db/queries/websub_subscriptions.ts";
import { callbackReachable } from "./callback_reachable.ts";
import { discoverPush, type FetchedFeed, type PushTarget } from "./discovery.ts";
import { askHub } from "./hub_request.ts";
import { ASK_AGAIN_MS, type PushSettings, RETRY_FAILED_MS } from "./push_settings.ts";

/** What subscribing needs besides the fetched document. */
export interface PushContext {
  db: Db;
  settings: PushSettings;
  now: Date;
}

/** Whether `existing` (for the same hub and topic) should be asked for again now. */
function worthAsking(existing: SubscriptionRow | null, target: PushTarget, now: Date): boolean {
  if (!existing || existing.hub !== target.hub || existing.topic !== target.topic) return true;
  const since = now.getTime() - existing.requestedAt.getTime();
  switch (existing.state) {
    case "live":
    case "unsubscribing":
      return false;
    case "subscribing": // the hub never verified: ask again, hourly at most
      return since >= ASK_AGAIN_MS;
    case "failed": // PUBLIC_URL may have changed (a restart); a hub may have recovered
      return existing.reason === "public-url-unreachable" || since >= RETRY_FAILED_MS;
  }
}

/** A new random secret: 32 bytes, as hex (the HMAC key the hub signs pushes with). */
function newSecret(): string {
  return encodeHexLowerCase(crypto.getRandomValues(new Uint8Array(32)));
}

/**
 * Subscribes source `sourceId` at the hub its fetched feed names, if it names one and is not
 * subscribed yet; records why it polls instead when PUBLIC_URL cannot be reached or the hub
 * refuses. A feed without a hub changes nothing (a live lease simply runs out).
 */
export async function pushAfterFetch(
  sourceId: number,
  fetched: FetchedFeed,
  ctx: PushContext,
): Promise<void> {
  try {
    const target = discoverPush(fetched);
    if (!target) return;
    const existing = await subscriptionOfSource(ctx.db, sourceId);
    if (!worthAsking(existing, target, ctx.now)) return;
    const reachable = await callbackReachable(ctx.settings);
    const row = {
      id: crypto.randomUUID(),
      sourceId,
      ...target,
      secret: newSecret(),
      state: reachable ? "subscribing" as const : "failed" as const,
      reason: reachable ? null : "public-url-unreachable" as const,
      requestedAt: ctx.now,
    };
    // Stored before asking: a hub may verify our intent before it answers the request.
    await saveSubscription(ctx.db, row);
    if (reachable && !await askHub(row, "subscribe", ctx.settings)) {
      await markFailed(ctx.db, row.id, "hub-refused");
    }
  } catch (error) {
    console.error(`feeds/push: could not subscribe source ${sourceId}:`, error);
  }
}
