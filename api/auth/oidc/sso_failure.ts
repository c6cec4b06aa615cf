/**
 * What an error from talking to the provider means for the user: the provider is down or
 * unreachable ("provider": try later), or it refused or sent something that does not check out
 * ("failed": a replayed or expired code, a bad signature, a wrong nonce). The log line keeps the
 * detail; the user sees only the sentence of SSO_ERRORS.
 */
import { ResponseBodyError } from "openid-client";
import { FetchError } from "../../../workers/feeds/fetch/fetch_error.ts";

/** True for a network failure, a timeout, a refused address or a 5xx, anywhere in the causes. */
function isUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof TypeError || current instanceof FetchError) return true;
    if (current instanceof DOMException) return true; // TimeoutError, AbortError
    if (current instanceof ResponseBodyError) return current.status >= 500;
    if (current instanceof Response) return current.status >= 500;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The failure code of an exchange or discovery error. */
export function ssoFailureOf(error: unknown): "provider" | "failed" {
  return isUnreachable(error) ? "provider" : "failed";
}

/** The log line of a provider error: its message and the OAuth error code, never tokens. */
export function describeFailure(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const code = error instanceof ResponseBodyError ? ` (${error.error})` : "";
  return `auth/oidc: ${text}${code}`;
}
