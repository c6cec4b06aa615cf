/** The session cookie: HttpOnly, SameSite=Lax, Path=/, Secure whenever the page is https. */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { requestScheme } from "../request_origin.ts";
import { SESSION_COOKIE } from "./session.ts";

/** Behind a TLS-terminating proxy the URL says http: the scheme is decided with TRUST_PROXY. */
function isHttps(c: Context): boolean {
  return requestScheme(c) === "https";
}

/**
 * Visible ASCII only: loose on purpose (validateSessionToken judges the token's shape), it keeps
 * out what the database cannot take, such as a forged `%00` that the cookie parser decodes to NUL.
 */
const TOKEN_CHARACTERS = /^[!-~]+$/;

/** The session token the browser sent, or undefined (also for a cookie that cannot be one). */
export function readSessionCookie(c: Context): string | undefined {
  const token = getCookie(c, SESSION_COOKIE);
  return token !== undefined && TOKEN_CHARACTERS.test(token) ? token : undefined;
}

export function writeSessionCookie(c: Context, token: string, expiresAt: Date): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure: isHttps(c),
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: isHttps(c) });
}
