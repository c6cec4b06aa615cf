/**
 * The vocabulary of push (WebSub, issue 26): the states of a source's subscription at a hub and
 * why a source that names a hub still polls. The subscriber is workers/feeds/push/.
 */

/**
 * A subscription's state: "subscribing" (asked, the hub has not verified our intent yet), "live"
 * (verified: the hub pushes until the lease ends), "unsubscribing" (the source was deleted or
 * turned off; waiting for the hub to verify), "failed" (the source polls; `PushReason` says why).
 */
export const PUSH_STATES = ["subscribing", "live", "unsubscribing", "failed"] as const;

/** A subscription state. */
export type PushState = (typeof PUSH_STATES)[number];

/**
 * Why a source with a hub polls instead: PUBLIC_URL is not one the hub can call (http, or a
 * private address, without ALLOW_PRIVATE_FETCH), the hub refused or could not be reached, the
 * hub denied the subscription, or it never verified our intent.
 */
export const PUSH_REASONS = [
  "public-url-unreachable",
  "hub-refused",
  "hub-denied",
  "not-verified",
] as const;

/** A reason a source polls although it names a hub. */
export type PushReason = (typeof PUSH_REASONS)[number];
