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
import type { SessionCache } from "./session_cache.ts";

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
  options: { cache?: SessionCache } = {},
): Promise<ValidatedSession | null> {
  const [id, secret, extra] = token.split(".");
  if (!id || !secret || extra !== undefined || id.length > 64 || secret.length > 64) return null;
  const { cache } = options;
  const cached = cache?.get(id, now.getTime());
  if (cached) {
    if (!constantTimeEqual(hashSecret(secret), cached.secretHash)) return null;
    // Expired, or due for renewal: the database decides (and renews, or removes), as on a miss.
    if (!isDue(cached.session, cached.endsAt, now)) {
      return { session: { ...cached.session }, user: { ...cached.user }, renewed: false };
    }
  }
  const generation = cache?.generation ?? 0;
  const row = await findSessionWithUser(db, id);
  if (!row) return null;
  const secretHash = new Uint8Array(row.secretHash);
  if (!constantTimeEqual(hashSecret(secret), secretHash)) return null;
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
  if (isDue(session, endsAt, now)) {
    session.expiresAt = new Date(Math.min(now.getTime() + SESSION_LIFETIME_MS, endsAt));
    await extendSession(db, id, session.expiresAt);
    renewed = true;
  }
  const user: SessionUser = {
    id: row.userId,
    email: row.email,
    role: row.role,
    firstName: row.firstName,
  };
  cache?.set(
    { session: { ...session }, user: { ...user }, secretHash, endsAt },
    { now: now.getTime(), generation },
  );
  return { session, user, renewed };
}

/**
 * Whether a (valid-looking) session needs the database: expired by now, or in its last
 * SESSION_RENEW_WITHIN_MS and renewable (the absolute end still lies further on).
 */
function isDue(session: SessionInfo, endsAt: number, now: Date): boolean {
  const expiresAt = session.expiresAt.getTime();
  if (expiresAt <= now.getTime() || endsAt <= now.getTime()) return true;
  const renewedUntil = Math.min(now.getTime() + SESSION_LIFETIME_MS, endsAt);
  return !session.setupOnly && expiresAt - now.getTime() < SESSION_RENEW_WITHIN_MS &&
    renewedUntil > expiresAt;
}
