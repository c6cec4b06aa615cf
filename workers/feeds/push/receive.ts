/**
 * Content distribution (W3C WebSub §8): what a hub POSTs to a callback. Only a body signed with
 * the subscription's secret, for a live subscription of an active source, is read; anything
 * else is dropped (the hub is answered 2xx all the same, as the Recommendation asks, so that a
 * forger learns nothing). The body's size is bounded by the route, as a fetch's.
 */
import type { Db } from "../../../db/client.ts";
import type { SourceToSync } from "../../../db/queries/sources.ts";
import { findSubscription, sourceOfLivePush } from "../../../db/queries/websub_subscriptions.ts";
import { verifySignature } from "./signature.ts";

/** A document a hub pushed to a callback. */
export interface PushedDocument {
  body: Uint8Array;
  /** The X-Hub-Signature header. */
  signature: string | null;
  contentType: string | null;
}

/**
 * The source whose document `pushed` is, when it is signed with subscription `id`'s secret and
 * the subscription is live and its source active; null (logged) when it is to be dropped.
 */
export async function sourceOfPush(
  db: Db,
  id: string,
  pushed: PushedDocument,
): Promise<SourceToSync | null> {
  const sub = await findSubscription(db, id);
  if (!sub) return null;
  if (!verifySignature(pushed.signature, pushed.body, sub.secret)) {
    console.warn(`feeds/push: dropped a push to ${id}: missing or wrong signature`);
    return null;
  }
  const source = await sourceOfLivePush(db, id);
  if (!source) console.warn(`feeds/push: dropped a push to ${id}: not live, or source off`);
  return source;
}
