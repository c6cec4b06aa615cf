/**
 * The per-token request limit (issue 28): a fixed one-minute window per token, counted in this
 * process's memory (ADR 0132). Memory is bounded by the tokens used in the
 * last minute: finished windows are swept once a minute.
 */

const WINDOW_MS = 60_000;

/** What one request's turn says: allowed or not, and the figures of the RateLimit headers. */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the window starts again (at least 1). */
  resetSeconds: number;
}

/** Counts each token's requests in its current minute. */
export class TokenRateLimiter {
  private windows = new Map<string, { start: number; count: number }>();
  private lastSweep = 0;

  constructor(private readonly perMinute: number) {}

  /** Counts one request of the token at `now` and decides it. */
  take(tokenId: string, now: number): RateDecision {
    this.sweep(now);
    let window = this.windows.get(tokenId);
    if (!window || now - window.start >= WINDOW_MS) {
      window = { start: now, count: 0 };
      this.windows.set(tokenId, window);
    }
    const allowed = window.count < this.perMinute;
    if (allowed) window.count += 1;
    return {
      allowed,
      limit: this.perMinute,
      remaining: this.perMinute - window.count,
      resetSeconds: Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000)),
    };
  }

  /** Forgets the windows that have ended, at most once a minute (linear in the live tokens). */
  private sweep(now: number): void {
    if (now - this.lastSweep < WINDOW_MS) return;
    this.lastSweep = now;
    for (const [id, window] of this.windows) {
      if (now - window.start >= WINDOW_MS) this.windows.delete(id);
    }
  }
}

/** The RateLimit-* headers (IETF draft, the names the issue gives) of a decision. */
export function rateLimitHeaders(decision: RateDecision): Record<string, string> {
  return {
    "RateLimit-Limit": String(decision.limit),
    "RateLimit-Remaining": String(decision.remaining),
    "RateLimit-Reset": String(decision.resetSeconds),
  };
}
