/**
 * What a publisher says about how often to read it: HTTP Cache-Control max-age (else Expires,
 * against the answer's Date) and the feed's own <ttl> or sy:updatePeriod/updateFrequency (read by
 * the parser, parse/syndication.ts). Only a wait counts: no-cache and a past Expires ask nothing.
 * Linear in the header's length, which is capped before reading; no regular expression over it.
 */

/** Header values longer than this are cut before reading (a hostile one costs no more). */
const MAX_HEADER_CHARS = 1_000;

/** Cache-Control's max-age in seconds, or null when absent, zero or not a number. */
export function maxAgeSeconds(cacheControl: string | null): number | null {
  if (!cacheControl) return null;
  let found: number | null = null;
  for (const part of cacheControl.slice(0, MAX_HEADER_CHARS).split(",")) {
    const [name = "", value = ""] = part.split("=", 2).map((s) => s.trim().toLowerCase());
    if (name === "no-cache" || name === "no-store") return null;
    if (name !== "max-age") continue;
    const digits = value.replace(/^"|"$/g, "");
    if (/^\d{1,10}$/.test(digits) && Number(digits) > 0) found = Number(digits);
  }
  return found;
}

/** Seconds from the answer's Date (else `at`) to its Expires, or null when absent or past. */
export function expiresSeconds(headers: Headers, at: Date): number | null {
  const expires = headers.get("expires");
  if (!expires) return null;
  const end = Date.parse(expires.slice(0, MAX_HEADER_CHARS));
  const dated = Date.parse((headers.get("date") ?? "").slice(0, MAX_HEADER_CHARS));
  const start = Number.isNaN(dated) ? at.getTime() : dated;
  if (Number.isNaN(end) || end <= start) return null;
  return Math.round((end - start) / 1000);
}

/**
 * The longest wait the publisher asked for, in seconds, or null: max-age (which overrides
 * Expires, RFC 9111 §5.3) or Expires, and the feed's refresh interval when it has one.
 */
export function publisherWaitSeconds(
  headers: Headers,
  options: { at: Date; feedRefreshSeconds: number | null },
): number | null {
  const http = maxAgeSeconds(headers.get("cache-control")) ?? expiresSeconds(headers, options.at);
  const waits = [http, options.feedRefreshSeconds].filter((w): w is number => w !== null);
  return waits.length === 0 ? null : Math.max(...waits);
}
