/**
 * Deep links through sign-in (issue 25, ADR 0099): signed out, a
 * protected page sends to `/auth?next=<the page asked for>`, and sign-in (or the account-setup
 * step after it) goes back there. Only a path of this site is ever followed: `next` comes from
 * the address bar, so anyone can write one, and an open redirect would let a link that looks
 * like ours send a just-signed-in user to another site.
 */

import { safeReturnPath, SIGN_IN_PATH } from "@api/schemas/return_path.ts";

export { safeReturnPath, SIGN_IN_PATH };

/** The name of the sign-in screen's return parameter. */
export const RETURN_PARAM = "next";

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
