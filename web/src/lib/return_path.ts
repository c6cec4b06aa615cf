/**
 * Deep links through sign-in (issue 25, ADR 0099): signed out, a
 * protected page sends to `/auth?next=<the page asked for>`, and sign-in (or the account-setup
 * step after it) goes back there. Only a path of this site is ever followed: `next` comes from
 * the address bar, so anyone can write one, and an open redirect would let a link that looks
 * like ours send a just-signed-in user to another site.
 */

/** The sign-in screen's path and the name of its return parameter. */
export const SIGN_IN_PATH = "/auth";
export const RETURN_PARAM = "next";

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

/** The return path a sign-in screen's query string (`?next=…`) names, or null. */
export function returnPathFrom(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}

/** The sign-in screen that returns to `path` + `search` (plain /auth for "/" and bad paths). */
export function signInPathFor(path: string, search = ""): string {
  const target = safeReturnPath(search ? `${path}?${search.replace(/^\?/, "")}` : path);
  if (target === null || target === "/") return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: target })}`;
}
