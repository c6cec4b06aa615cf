/**
 * Refuses, when an alert is saved, a webhook URL on a private, loopback or reserved address
 * (issue 25 item 8, ADR 0111): the same address guard the delivery goes
 * through (workers/feeds/fetch/address_guard.ts), so the owner learns it in the form, not at the
 * first test or delivery. ALLOW_PRIVATE_FETCH turns the check off, as it does the guard.
 */
import { assertPublicHost, type Resolver } from "../../workers/feeds/fetch/address_guard.ts";
import { FetchError } from "../../workers/feeds/fetch/fetch_error.ts";
import { ApiError } from "../errors.ts";
import { ALERT_MESSAGES } from "../schemas/alerts.ts";

/** How long the save waits for the resolver: a slow DNS must not hold the form. */
export const WEBHOOK_RESOLVE_MS = 2_000;

/**
 * Throws a 400 with a field error on webhookUrl when its host is, or resolves to, a non-public
 * address. A name that does not resolve (yet), or a resolver slower than WEBHOOK_RESOLVE_MS, is
 * let through: the delivery's own guard still refuses it, and its history says why.
 */
export async function assertPublicWebhook(
  url: string,
  options: { allowPrivate: boolean; resolve?: Resolver },
): Promise<void> {
  if (options.allowPrivate) return;
  try {
    await assertPublicHost(new URL(url).hostname, {
      resolve: options.resolve,
      signal: AbortSignal.timeout(WEBHOOK_RESOLVE_MS),
    });
  } catch (error) {
    if (error instanceof FetchError && error.blockedBy === "address") {
      const message = ALERT_MESSAGES.webhookUrlPrivate;
      throw new ApiError(400, message, { errors: { webhookUrl: message } });
    }
  }
}
