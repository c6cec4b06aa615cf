/**
 * A login's secrets between GET /api/auth/oidc/login and the callback (ADR 0134):
 * the nonce, the PKCE verifier and the return path in the database, found by SHA-256 of `state`;
 * `state` itself in a short-lived HttpOnly cookie, so that only the browser that started the
 * login can finish it (a callback URL planted in another browser signs nobody in). Taken once.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { insertOidcLogin, takeOidcLogin } from "../../../db/queries/oidc.ts";
import type { AppEnv } from "../../context.ts";
import { requestScheme } from "../../request_origin.ts";
import type { LoginSecrets } from "./relying_party.ts";

export const STATE_COOKIE = "lw_oidc_state";
/** Only the two OIDC calls need it. */
const COOKIE_PATH = "/api/auth/oidc";
/** Time to sign in at the provider (a password, perhaps a second factor). */
export const LOGIN_LIFETIME_MS = 10 * 60 * 1000;

const hashOf = (state: string) => sha256(new TextEncoder().encode(state));

/** A login in progress: its secrets and the page of ours to go to afterwards. */
export interface PendingLogin {
  secrets: LoginSecrets;
  returnPath: string;
}

/** Stores the login and gives the browser its `state` cookie. */
export async function saveLogin(c: Context<AppEnv>, login: PendingLogin): Promise<void> {
  const now = c.var.now();
  const { state, nonce, codeVerifier } = login.secrets;
  await insertOidcLogin(c.var.db, {
    stateHash: hashOf(state),
    nonce,
    codeVerifier,
    returnPath: login.returnPath,
    expiresAt: new Date(now.getTime() + LOGIN_LIFETIME_MS),
  }, now);
  // Lax: the provider's redirect back is a top-level GET from its site, which Lax lets through.
  setCookie(c, STATE_COOKIE, state, {
    httpOnly: true,
    sameSite: "Lax",
    path: COOKIE_PATH,
    secure: requestScheme(c) === "https",
    maxAge: LOGIN_LIFETIME_MS / 1000,
  });
}

/**
 * Takes the login the callback's `state` names, when the browser's cookie holds the same state
 * and it has not expired; null otherwise. The cookie is cleared and the login used up either way.
 */
export async function takeLogin(
  c: Context<AppEnv>,
  state: string | undefined,
): Promise<PendingLogin | null> {
  const cookie = getCookie(c, STATE_COOKIE);
  deleteCookie(c, STATE_COOKIE, { path: COOKIE_PATH, secure: requestScheme(c) === "https" });
  if (!state || !cookie) return null;
  const encoder = new TextEncoder();
  if (!constantTimeEqual(encoder.encode(state), encoder.encode(cookie))) return null;
  const row = await takeOidcLogin(c.var.db, hashOf(state));
  if (!row || row.expiresAt.getTime() <= c.var.now().getTime()) return null;
  return {
    secrets: { state, nonce: row.nonce, codeVerifier: row.codeVerifier },
    returnPath: row.returnPath,
  };
}
