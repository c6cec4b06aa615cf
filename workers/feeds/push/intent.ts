/**
 * The hub's verification of our intent (W3C WebSub §5.3): a GET on the callback with hub.mode,
 * hub.topic and hub.challenge. We echo the challenge only for what we asked for: a subscription
 * of this id and topic that we are subscribing (or renewing), or unsubscribing. Anything else
 * answers null, which the route turns into a 404. A denial (§5.2) of a subscription we asked
 * for is recorded: the source polls, and says the hub denied it.
 */
import type { Db } from "../../../db/client.ts";
import {
  deleteSubscription,
  findSubscription,
  markFailed,
  markLive,
} from "../../../db/queries/websub_subscriptions.ts";
import { LEASE_SECONDS } from "./push_settings.ts";

/** A verification or denial as the hub sends it (validated by the route). */
export interface HubVerification {
  mode: "subscribe" | "unsubscribe" | "denied";
  topic: string;
  /** Required for subscribe and unsubscribe; a denial has none. */
  challenge?: string;
  /** The lease the hub grants (subscribe); absent: the one we asked for. */
  leaseSeconds?: number;
}

/**
 * Answers the body of a 200 for a verification of subscription `id` that we asked for (the
 * challenge; "" for a denial), or null for any other: unknown id, another topic or mode.
 */
export async function answerVerification(
  db: Db,
  id: string,
  verification: HubVerification,
  now: Date,
): Promise<string | null> {
  const sub = await findSubscription(db, id);
  if (!sub || sub.topic !== verification.topic) return null;
  const asked = sub.state === "subscribing" || sub.state === "live";
  const { mode, challenge } = verification;
  if (mode === "subscribe" && asked && challenge !== undefined) {
    const leaseMs = (verification.leaseSeconds ?? LEASE_SECONDS) * 1000;
    await markLive(db, id, new Date(now.getTime() + leaseMs));
    return challenge;
  }
  if (mode === "unsubscribe" && sub.state === "unsubscribing" && challenge !== undefined) {
    await deleteSubscription(db, id);
    return challenge;
  }
  if (mode === "denied" && asked) {
    await markFailed(db, id, "hub-denied");
    return "";
  }
  return null;
}
