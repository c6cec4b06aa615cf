/**
 * Whether a hub can call us back at PUBLIC_URL: an https URL of a public address. An http URL or a
 * private address (localhost, 10.x, a name that resolves to one) is taken only with
 * ALLOW_PRIVATE_FETCH (tests, demos); otherwise the source simply polls and says why.
 */
import { assertPublicHost, type Resolver } from "../fetch/address_guard.ts";
import type { PushSettings } from "./push_settings.ts";

/** True when the hub can reach `settings.publicUrl` (see the module's comment). */
export async function callbackReachable(
  settings: PushSettings,
  options: { resolve?: Resolver } = {},
): Promise<boolean> {
  if (settings.allowPrivate) return true;
  const url = new URL(settings.publicUrl);
  if (url.protocol !== "https:") return false;
  try {
    await assertPublicHost(url.hostname, { resolve: options.resolve });
    return true;
  } catch {
    return false;
  }
}
