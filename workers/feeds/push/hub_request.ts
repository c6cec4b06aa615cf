/**
 * Our requests to a hub (W3C WebSub §5.1): a form POST asking it to subscribe (with our callback,
 * the lease we want and the subscription's secret) or unsubscribe. Through the guarded fetcher,
 * as every fetch of a URL we did not choose: the hub's address is checked like a feed's.
 */
import type { SubscriptionRow } from "../../../db/queries/websub_subscriptions.ts";
import { guardedFetch } from "../fetch/fetcher.ts";
import { callbackUrl, LEASE_SECONDS, type PushSettings } from "./push_settings.ts";

/** The mode of a request to a hub. */
export type HubMode = "subscribe" | "unsubscribe";

/**
 * Asks the hub of `sub` to subscribe or unsubscribe. True when it accepted (any 2xx: it verifies
 * our intent by calling back, before or after answering); false when it refused or could not be
 * reached (logged).
 */
export async function askHub(
  sub: Pick<SubscriptionRow, "id" | "hub" | "topic" | "secret">,
  mode: HubMode,
  settings: PushSettings,
): Promise<boolean> {
  const form = new URLSearchParams({
    "hub.callback": callbackUrl(settings, sub.id),
    "hub.mode": mode,
    "hub.topic": sub.topic,
  });
  if (mode === "subscribe") {
    form.set("hub.lease_seconds", String(LEASE_SECONDS));
    form.set("hub.secret", sub.secret);
  }
  try {
    await guardedFetch(sub.hub, {
      post: { body: form.toString(), contentType: "application/x-www-form-urlencoded" },
      maxRedirects: 0,
      maxBytes: 64 * 1024,
      allowPrivate: settings.allowPrivate,
      timeoutMs: settings.timeoutMs,
    });
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.warn(`feeds/push: the hub ${sub.hub} refused to ${mode} ${sub.topic}: ${message}`);
    return false;
  }
}
