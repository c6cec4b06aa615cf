/**
 * Lucia-style sessions (lucia-auth.com's current guide, written into our own code): a token
 * `id.secret`, only SHA-256(secret) stored, constant-time comparison, sliding expiry within an
 * absolute lifetime (a stolen cookie kept in use does not live for ever).
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import type { Db } from "../../db/client.ts";
import {
  deleteSession,
  extendSession,
  findSessionWithUser,
  insertSession,
} from "../../db/queries/sessions.ts";
import type { SessionInfo, SessionUser } from "../context.ts";
import { generateSecureToken } from "./random.ts";

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY;
/** A session used in its last 15 days is extended to a full 30 again. */
export const SESSION_RENEW_WITHIN_MS = 15 * DAY;
/** However often it is renewed, a session ends 90 days after it was opened. */
export const SESSION_MAX_AGE_MS = 90 * DAY;
/** A setup-only session lives just long enough to fill in the setup form. */
export const SETUP_SESSION_LIFETIME_MS = 30 * 60 * 1000;

export const SESSION_COOKIE = "lw_session";

function hashSecret(secret: string): Uint8Array {
  return sha256(new TextEncoder().encode(secret));
}

/** Creates a session and answers the token for the cookie (the only time it exists). */
export async function createSession(
  db: Db,
  userId: string,
  options: { now: Date; setupOnly?: boolean },
): Promise<{ token: string; session: SessionInfo }> {
  const id = generateSecureToken();
  const secret = generateSecureToken();
  const lifetime = options.setupOnly ? SETUP_SESSION_LIFETIME_MS : SESSION_LIFETIME_MS;
  const session: SessionInfo = {
    id,
    userId,
    expiresAt: new Date(options.now.getTime() + lifetime),
    setupOnly: options.setupOnly ?? false,
  };
  await insertSession(db, {
    ...session,
    secretHash: hashSecret(secret),
    createdAt: options.now, // the absolute lifetime counts on the app's clock
  });
  return { token: `${id}.${secret}`, session };
}

export interface ValidatedSession {
  session: SessionInfo;
  user: SessionUser;
  /** True when the expiry moved forward and the cookie must be sent again. */
  renewed: boolean;
}

/** Checks a token; answers null for anything unknown, expired, forged or of an inactive user. */
export async function validateSessionToken(
  db: Db,
  token: string,
  now: Date,
): Promise<ValidatedSession | null> {
  const [id, secret, extra] = token.split(".");
  if (!id || !secret || extra !== undefined || id.length > 64 || secret.length > 64) return null;
  const row = await findSessionWithUser(db, id);
  if (!row) return null;
  if (!constantTimeEqual(hashSecret(secret), new Uint8Array(row.secretHash))) return null;
  const endsAt = row.createdAt.getTime() + SESSION_MAX_AGE_MS;
  if (row.expiresAt.getTime() <= now.getTime() || endsAt <= now.getTime() || !row.isActive) {
    await deleteSession(db, id);
    return null;
  }
  const session: SessionInfo = {
    id: row.id,
    userId: row.userId,
    expiresAt: row.expiresAt,
    setupOnly: row.setupOnly,
  };
  let renewed = false;
  const renewedUntil = Math.min(now.getTime() + SESSION_LIFETIME_MS, endsAt);
  if (
    !row.setupOnly && row.expiresAt.getTime() - now.getTime() < SESSION_RENEW_WITHIN_MS &&
    renewedUntil > row.expiresAt.getTime()
  ) {
    session.expiresAt = new Date(renewedUntil);
    await extendSession(db, id, session.expiresAt);
    renewed = true;
  }
  const user: SessionUser = {
    id: row.userId,
    email: row.email,
    role: row.role,
    firstName: row.firstName,
  };
  return { session, user, renewed };
}
