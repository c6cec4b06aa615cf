/**
 * Personal API tokens (issue 28): `lw_` and 32 random bytes in base64url, of which only the
 * SHA-256 is stored. Checking one hashes whatever was presented and looks the hash up by its
 * unique index: an unknown, malformed, expired or revoked token, or one of a deactivated account,
 * costs the same one lookup and ends in the same null, and nothing secret is compared in
 * JavaScript. Nothing is cached, so a revocation or deactivation holds on every instance at the
 * next request (ADR 0131).
 */
import type { Db } from "../../db/client.ts";
import {
  type ApiTokenRow,
  findApiTokenByHash,
  insertApiToken,
  touchApiToken,
} from "../../db/queries/api_tokens.ts";
import { API_TOKEN_PREFIX, type ApiTokenScope } from "../../domain/api_tokens.ts";
import { hashUrlToken, newUrlToken } from "../../workers/alerts/tokens.ts";
import type { SessionUser } from "../context.ts";
import { generateSecureToken } from "./random.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Last used" is written at most this often per token (one write a minute, not one a call). */
export const LAST_USED_EVERY_MS = 60_000;

/**
 * Longer presented values are hashed as the empty string: hashing stays bounded (the header's
 * length is the caller's), and a real token is 46 characters.
 */
const MAX_PRESENTED = 200;

/** A caller authenticated by a token: the token's id and scopes, and its owner as stored. */
export interface ApiTokenCaller {
  tokenId: string;
  scopes: readonly ApiTokenScope[];
  /** The owner with the role the account holds (the request's user may have less: bearer.ts). */
  owner: SessionUser;
}

/** A new token: the prefix and 256 random bits (43 base64url characters). */
export function newApiToken(): string {
  return `${API_TOKEN_PREFIX}${newUrlToken()}`;
}

/** Makes and stores a token; answers its row and the token (the only time the token exists). */
export async function createApiToken(
  db: Db,
  userId: string,
  options: { name: string; scopes: ApiTokenScope[]; expiresInDays: number; now: Date },
): Promise<{ token: string; row: ApiTokenRow }> {
  const token = newApiToken();
  const row: ApiTokenRow = {
    id: generateSecureToken(),
    userId,
    name: options.name,
    scopes: options.scopes,
    createdAt: options.now,
    expiresAt: new Date(options.now.getTime() + options.expiresInDays * DAY_MS),
    lastUsedAt: null,
  };
  await insertApiToken(db, { ...row, tokenHash: hashUrlToken(token) });
  return { token, row };
}

/** The caller a presented token stands for, or null (one answer for every kind of refusal). */
export async function authenticateApiToken(
  db: Db,
  presented: string,
  now: Date,
): Promise<ApiTokenCaller | null> {
  const candidate = presented.length <= MAX_PRESENTED ? presented : "";
  const row = await findApiTokenByHash(db, hashUrlToken(candidate));
  if (!row || !row.isActive || row.expiresAt.getTime() <= now.getTime()) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
    await touchApiToken(db, row.id, now);
  }
  return {
    tokenId: row.id,
    scopes: row.scopes,
    owner: { id: row.userId, email: row.email, role: row.role, firstName: row.firstName },
  };
}
