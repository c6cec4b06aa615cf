/**
 * What the WebSub subscriber needs of the settings: where the hub calls back, and whether
 * private addresses are allowed (for the callback and for the hub), from PUBLIC_URL and
 * ALLOW_PRIVATE_FETCH; and the constants of its leases.
 */

/** The subscriber's settings (built by sync_deps.ts from the one Settings object). */
export interface PushSettings {
  /** PUBLIC_URL without a trailing slash: callbacks are `${publicUrl}/api/websub/{id}`. */
  publicUrl: string;
  /** ALLOW_PRIVATE_FETCH: an http or private PUBLIC_URL, and a private hub, are allowed. */
  allowPrivate: boolean;
  /** Timeout of a request to a hub. Default 10 s (the fetcher's). */
  timeoutMs?: number;
}

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** The lease we ask for: 10 days (hubs may grant another; we keep what they grant). */
export const LEASE_SECONDS = 10 * 24 * 60 * 60;
/** A live subscription is renewed once its lease ends within a day. */
export const RENEW_MARGIN_MS = DAY_MS;
/** A hub is asked again (renewal, or a subscription it did not verify) at most hourly. */
export const ASK_AGAIN_MS = HOUR_MS;
/**
 * A subscription that failed (hub refused or denied, never verified) is tried again by the
 * sync after a day; one that failed for PUBLIC_URL at once, since that takes no request.
 */
export const RETRY_FAILED_MS = DAY_MS;
/** An unsubscription the hub never verified is forgotten after a day. */
export const FORGET_UNSUBSCRIBE_MS = DAY_MS;

/** The callback URL of a subscription. */
export function callbackUrl(settings: PushSettings, id: string): string {
  return `${settings.publicUrl}/api/websub/${encodeURIComponent(id)}`;
}
