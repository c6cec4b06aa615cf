/**
 * The fetch openid-client uses to reach the identity provider (discovery, keys, tokens): the
 * feeds' address guard first, so that an issuer, or an endpoint its discovery document names,
 * on a loopback or private address is refused unless ALLOW_PRIVATE_FETCH (tests, demos).
 * Redirects are not followed (openid-client asks for `redirect: "manual"`).
 */
import type { CustomFetch } from "openid-client";
import { assertHttpScheme, assertPublicHost } from "../../../workers/feeds/fetch/address_guard.ts";

/** A fetch for openid-client that checks every address before connecting. */
export function providerFetch(options: { allowPrivate: boolean }): CustomFetch {
  return async (url, init) => {
    const target = new URL(url);
    assertHttpScheme(target);
    if (!options.allowPrivate) await assertPublicHost(target.hostname, { signal: init.signal });
    // openid-client's body type names Uint8Array<ArrayBufferLike>; fetch takes any Uint8Array.
    return await fetch(url, init as RequestInit);
  };
}
