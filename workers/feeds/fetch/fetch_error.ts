/**
 * The one error type of the guarded fetcher, so that the sync can tell a refused address from a
 * timeout or an HTTP status, and back off as a 429 or 503 asks.
 */

/** Why a guarded fetch failed. */
export type FetchErrorKind =
  | "blocked" // scheme or address refused
  | "status" // the server answered with a non-2xx status other than 304
  | "timeout"
  | "too_large"
  | "redirect" // loop, too many hops, or a redirect without a usable Location
  | "network"
  | "aborted"; // the caller's signal fired

/** What a "blocked" fetch was refused for: its scheme or URL, its address, or a name that does not resolve. */
export type BlockedBy = "url" | "address" | "dns";

/**
 * A failed guarded fetch. `status` and `retryAfterMs` are set for HTTP status errors; `status` also
 * for a redirect not followed (none allowed, or no Location), so that a webhook test can say
 * which status its receiver answered.
 */
export class FetchError extends Error {
  override readonly name = "FetchError";
  /** Why it failed. */
  readonly kind: FetchErrorKind;
  /** The HTTP status, for kind "status". */
  readonly status?: number;
  /** How long the server asked us to wait (Retry-After), in milliseconds. */
  readonly retryAfterMs?: number;
  /** For kind "blocked": what was refused (so users read why without parsing the message). */
  readonly blockedBy?: BlockedBy;
  /** For kind "timeout": how long the fetch waited, in seconds. */
  readonly timeoutSeconds?: number;

  constructor(
    kind: FetchErrorKind,
    message: string,
    options: {
      status?: number;
      retryAfterMs?: number;
      blockedBy?: BlockedBy;
      timeoutSeconds?: number;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
    this.retryAfterMs = options.retryAfterMs;
    this.blockedBy = options.blockedBy;
    this.timeoutSeconds = options.timeoutSeconds;
  }
}

/**
 * Reads a Retry-After header (delta seconds or an HTTP-date) as a delay in milliseconds from
 * `now`. Returns undefined when the header is absent or unreadable; a date in the past gives 0.
 */
export function parseRetryAfter(
  value: string | null,
  now: number = Date.now(),
): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}
