/**
 * The sessions this server instance has checked lately (ADR 0139): a signed-in
 * request whose session was read from the database less than SESSION_CACHE_TTL_MS ago is let
 * through without reading it again. Whatever ends or narrows a sign-in (sign-out, a password
 * change or reset, deactivation, a role or email change, deletion, a revoked token) calls
 * `invalidateAuth` once its change has committed: this instance refuses at once, and every other
 * instance within the TTL, when its entry expires and the database says no.
 */
import type { Context } from "hono";
import type { AppEnv, SessionInfo, SessionUser } from "../context.ts";

/**
 * How long a checked session is believed without the database: the bound on how long another
 * instance may still let a signed-out, deactivated or demoted user through.
 */
export const SESSION_CACHE_TTL_MS = 2_000;
/** Sessions kept at most; beyond it the oldest go first (memory stays bounded under any load). */
export const SESSION_CACHE_MAX_ENTRIES = 20_000;

/** What a checked session needs for the next request's check, without the database. */
export interface CachedSession {
  session: SessionInfo;
  user: SessionUser;
  /** SHA-256 of the token's secret, compared in constant time on every use. */
  secretHash: Uint8Array;
  /** When the session ends whatever renewals (its absolute lifetime), in ms. */
  endsAt: number;
}

interface Entry extends CachedSession {
  checkedAt: number;
}

/** A bounded, short-lived map of checked sessions by session id (one per app instance). */
export class SessionCache {
  #entries = new Map<string, Entry>();
  #generation = 0;
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(options: { ttlMs?: number; maxEntries?: number } = {}) {
    this.#ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.#maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  }

  /**
   * Counts invalidations: a check reads it before going to the database and passes it to set(),
   * so an answer read before an invalidation is not kept after it.
   */
  get generation(): number {
    return this.#generation;
  }

  /** The session checked less than the TTL ago (on the app's clock, `now`), or undefined. */
  get(id: string, now: number): CachedSession | undefined {
    const entry = this.#entries.get(id);
    if (!entry) return undefined;
    // A clock that went back counts as expired too: the entry is only trusted forwards.
    if (now - entry.checkedAt >= this.#ttlMs || now < entry.checkedAt) {
      this.#entries.delete(id);
      return undefined;
    }
    return entry;
  }

  /** Keeps a session just read from the database, unless an invalidation came in meanwhile. */
  set(value: CachedSession, options: { now: number; generation: number }): void {
    if (options.generation !== this.#generation) return;
    const id = value.session.id;
    this.#entries.delete(id); // re-inserted last: the Map's order is the age order
    this.#entries.set(id, { ...value, checkedAt: options.now });
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  /** Forgets one session, every session of a user, or all. */
  invalidate(scope: AuthScope): void {
    this.#generation++;
    if ("all" in scope) {
      this.#entries.clear();
    } else if ("sessionId" in scope) {
      this.#entries.delete(scope.sessionId);
    } else {
      for (const [id, entry] of this.#entries) {
        if (entry.user.id === scope.userId) this.#entries.delete(id);
      }
    }
  }
}

/** Which sign-ins a change affects. */
export type AuthScope = { sessionId: string } | { userId: string } | { all: true };

/**
 * THE call after a change that ends or narrows a sign-in has committed (never inside its
 * transaction: a request could cache the old rows again before the commit): sign-out, password
 * change or reset, deactivation, role change, email change, deletion, token revocation. This
 * instance refuses the old sign-in from the next request on; other instances within
 * SESSION_CACHE_TTL_MS (ADR 0139).
 */
export function invalidateAuth(c: Context<AppEnv>, scope: AuthScope): void {
  c.var.sessionCache?.invalidate(scope);
}
