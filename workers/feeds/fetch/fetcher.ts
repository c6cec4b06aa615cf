/**
 * The one guarded fetcher every server-side fetch of an admin-supplied URL goes through
 * (spec DECISIONS.md "Legal updates and sources"): http(s) only, public addresses only (checked
 * after DNS resolution and again on every redirect hop), one timeout over the whole exchange, a
 * body cap enforced while streaming, conditional GET, and typed errors. Known limit (DNS rebinding
 * between the check and the connection): see address_guard.ts.
 */
import { assertHttpScheme, assertPublicHost } from "./address_guard.ts";
import { readCapped } from "./body_reader.ts";
import { FetchError, parseRetryAfter } from "./fetch_error.ts";

/** The User-Agent of every server-side fetch. */
export const USER_AGENT = "LegalWatch/1.0 (+feed monitor)";
/** The Accept header sent when the caller gives none: feeds first, anything else accepted. */
export const DEFAULT_ACCEPT =
  "application/rss+xml, application/atom+xml, application/feed+json, application/rdf+xml;q=0.9, " +
  "application/xml;q=0.9, text/xml;q=0.9, application/json;q=0.9, text/html;q=0.8, */*;q=0.5";

const MIB = 1024 * 1024;
/** The largest body a fetch accepts by default: the sync's size limit (and a pushed document's). */
export const MAX_BODY_BYTES = 5 * MIB;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Options of {@link guardedFetch}. */
export interface GuardedFetchOptions {
  /** Limit over the whole exchange, redirects and body included. Default 10,000 ms. */
  timeoutMs?: number;
  /** Largest body accepted. Default 5 MiB. */
  maxBytes?: number;
  /** Redirect hops followed. Default 5. */
  maxRedirects?: number;
  /** Sent as If-None-Match. */
  etag?: string | null;
  /** Sent as If-Modified-Since. */
  lastModified?: string | null;
  /** Skip the address checks (ALLOW_PRIVATE_FETCH, passed in by the caller). Default false. */
  allowPrivate?: boolean;
  /** Accept header. Default {@link DEFAULT_ACCEPT}. */
  accept?: string;
  /** Aborts the fetch (kind "aborted"). */
  signal?: AbortSignal;
  /**
   * A POST with this body instead of a GET (the alert webhooks). Give `maxRedirects: 0` with it:
   * a redirect is then an error instead of a second request.
   */
  post?: { body: string; contentType: string; headers?: Record<string, string> };
  /** More request headers (an API's own), sent on every hop. */
  headers?: Record<string, string>;
  /**
   * Headers that carry a secret (a source's API key, issue 30): sent only to the first URL's
   * origin. A redirect to another origin drops them for that hop and every later one.
   */
  secretHeaders?: Record<string, string>;
}

/** A successful guarded fetch (2xx, or 304 with `notModified`). */
export interface GuardedResponse {
  status: number;
  /** The final URL, after redirects. */
  url: string;
  headers: Headers;
  body: Uint8Array;
  /** True for a 304 answer to a conditional GET; body is then empty. */
  notModified: boolean;
}

/**
 * Fetches `url` with the guards above. Resolves for 2xx and 304; throws {@link FetchError} for
 * everything else (refused scheme or address, non-2xx status with Retry-After, timeout, body too
 * large, redirect loop or too many redirects, network failure).
 */
export async function guardedFetch(
  url: string,
  options: GuardedFetchOptions = {},
): Promise<GuardedResponse> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const signal = options.signal
    ? AbortSignal.any([timeout.signal, options.signal])
    : timeout.signal;
  try {
    return await exchange(url, options, signal);
  } catch (err) {
    if (err instanceof FetchError) throw err;
    if (timeout.signal.aborted) {
      throw new FetchError("timeout", `feeds/fetcher: timeout after ${timeoutMs / 1000} s`, {
        timeoutSeconds: timeoutMs / 1000,
        cause: err,
      });
    }
    if (options.signal?.aborted) {
      throw new FetchError("aborted", "feeds/fetcher: aborted", { cause: err });
    }
    const detail = err instanceof Error ? err.message : String(err);
    throw new FetchError("network", `feeds/fetcher: ${detail}`, { cause: err });
  } finally {
    clearTimeout(timer);
  }
}

async function exchange(
  url: string,
  options: GuardedFetchOptions,
  signal: AbortSignal,
): Promise<GuardedResponse> {
  const allowPrivate = options.allowPrivate ?? false;
  const maxRedirects = options.maxRedirects ?? 5;
  const headers = new Headers({
    "user-agent": USER_AGENT,
    accept: options.accept ?? DEFAULT_ACCEPT,
  });
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  if (options.etag) headers.set("if-none-match", options.etag);
  if (options.lastModified) headers.set("if-modified-since", options.lastModified);
  const post = options.post;
  if (post) {
    for (const [name, value] of Object.entries(post.headers ?? {})) headers.set(name, value);
    headers.set("content-type", post.contentType);
  }

  let current = parseUrl(url);
  const secretOrigin = current.origin;
  for (const [name, value] of Object.entries(options.secretHeaders ?? {})) headers.set(name, value);
  const seen = new Set<string>();
  // Redirects are followed by hand so that every hop passes the same checks.
  for (let hop = 0;; hop++) {
    assertHttpScheme(current);
    if (!allowPrivate) await assertPublicHost(current.hostname, { signal });
    seen.add(current.href);
    const res = await fetch(current, {
      headers,
      redirect: "manual",
      signal,
      ...(post ? { method: "POST", body: post.body } : {}),
    });
    if (REDIRECT_STATUSES.has(res.status)) {
      await res.body?.cancel();
      const location = res.headers.get("location");
      if (!location) {
        throw new FetchError("redirect", `feeds/fetcher: HTTP ${res.status} without Location`, {
          status: res.status,
        });
      }
      const next = parseUrl(location, current);
      if (seen.has(next.href)) {
        throw new FetchError("redirect", `feeds/fetcher: redirect loop at ${next.href}`);
      }
      if (maxRedirects === 0) {
        throw new FetchError(
          "redirect",
          `feeds/fetcher: HTTP ${res.status} to ${next.href} not followed`,
          { status: res.status },
        );
      }
      if (hop >= maxRedirects) {
        throw new FetchError("redirect", `feeds/fetcher: more than ${maxRedirects} redirects`);
      }
      if (next.origin !== secretOrigin) {
        for (const name of Object.keys(options.secretHeaders ?? {})) headers.delete(name);
      }
      current = next;
      continue;
    }
    if (res.status === 304) {
      await res.body?.cancel();
      return {
        status: 304,
        url: current.href,
        headers: res.headers,
        body: new Uint8Array(),
        notModified: true,
      };
    }
    if (res.status < 200 || res.status > 299) {
      await res.body?.cancel();
      const reason = res.statusText ? ` ${res.statusText}` : "";
      throw new FetchError("status", `feeds/fetcher: HTTP ${res.status}${reason}`, {
        status: res.status,
        retryAfterMs: parseRetryAfter(res.headers.get("retry-after")),
      });
    }
    const body = await readCapped(res, options.maxBytes ?? MAX_BODY_BYTES);
    return {
      status: res.status,
      url: current.href,
      headers: res.headers,
      body,
      notModified: false,
    };
  }
}

function parseUrl(text: string, base?: URL): URL {
  try {
    return new URL(text, base);
  } catch {
    throw new FetchError("blocked", `feeds/fetcher: invalid URL ${JSON.stringify(text)}`, {
      blockedBy: "url",
    });
  }
}
