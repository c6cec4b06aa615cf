/**
 * The one rule for where a sign-in may send the browser afterwards (ADR 0099): a path of this site,
 * never another origin (an open redirect), never the sign-in itself. The web's sign-in screens and
 * the single sign-on's login call (api/routes/oidc.ts) both read `next` through it.
 */

/** The sign-in screen's path. */
export const SIGN_IN_PATH = "/auth";

/** Longer than any page of ours with its query; anything longer is refused, not cut. */
const MAX_LENGTH = 2048;
/** A base that is never ours: a path that leaves it names another origin. */
const BASE = "https://return-path.invalid";
/** Pages that would bring the user back to signing in. */
const NOT_A_RETURN = new Set([SIGN_IN_PATH, "/forgot-password"]);

/** No control character, no backslash (browsers read "\" as "/" in a URL): one linear pass. */
function plainCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return false;
  }
  return true;
}

/**
 * `raw` as a same-origin path to return to ("/tasks?task=5"), or null when it is missing, not a
 * path of this site ("//host", "/\host", "https://…", "javascript:…"), or the sign-in itself.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_LENGTH || !raw.startsWith("/") || raw.startsWith("//")) {
    return null;
  }
  if (!plainCharacters(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || NOT_A_RETURN.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
