/**
 * Change APIs read in pages (issue 30: EUR-Lex Cellar, legislation.gov.uk, GovInfo, Congress.gov,
 * Regulations.gov, Open States). Such a service answers "what changed since T" a page at a time;
 * an adapter says how to ask for the first page, how to read one page (its items, the next page's
 * request, and where the next read should start), and how the service takes its API key.
 * {@link readPages} walks the pages of one read: bounded pages, the key only in a header and only
 * to the origin of the source's URL (not to another host a page names, nor through a redirect), conditional GET on the first page, the service's least gap
 * between requests, and a 429/5xx thrown as the fetcher's FetchError (with Retry-After) after
 * the pages already read were handed over, so that the next read resumes from the last one.
 */
import { sleep } from "../../sleep.ts";
import { guardedFetch, type GuardedResponse } from "../fetch/fetcher.ts";
import type { ParsedFeed } from "../parse/feed_types.ts";
import type { ParseSourceOptions } from "./adapter_types.ts";

/** Pages one read asks for at most, unless the adapter says otherwise. */
export const DEFAULT_PAGES_PER_READ = 10;

/** One request of a read. */
export interface PageRequest {
  url: string;
  /** The service's own request headers (never the key: {@link readPages} adds it). */
  headers?: Record<string, string>;
}

/** What the first request of a read is made from. */
export interface ReadStart {
  /**
   * Where the last read stopped, in the adapter's own words (a timestamp, an offset mark …), as
   * its {@link PageRead.cursor} gave it; null for a source never read.
   */
  cursor: string | null;
  /** The read's time: a first read looks back from it. */
  now: Date;
  /** The source's language (an ISO 639-1 code such as "en"); null for the adapter's default. */
  language: string | null;
  /**
   * PUBLIC_URL, for a service whose fair-use policy asks for contact details in the User-Agent
   * (legislation.gov.uk); absent when the caller has none.
   */
  publicUrl?: string | null;
}

/** What reading a page needs: the feed options, the request it answers and the read's start. */
export interface PageContext extends ParseSourceOptions {
  request: PageRequest;
  start: ReadStart;
}

/** One page read. */
export interface PageRead {
  feed: ParsedFeed;
  /** The next page of this read; null when the service has no more. */
  next: PageRequest | null;
  /**
   * Where the next read starts once this page's items are stored (at most 1,000 characters);
   * null keeps the previous cursor.
   */
  cursor: string | null;
}

/** How a service takes its API key. */
export interface ApiKeyUse {
  /** The request header that carries it: a query parameter would put the key in logs. */
  header: string;
  /** Without a key the service refuses every request (the source cannot be saved without one). */
  required: boolean;
}

/** How one change API is read in pages. */
export interface PagedSource {
  /** The first request of a read from the source's URL (the service's endpoint). */
  firstPage(endpoint: string, start: ReadStart): PageRequest;
  /** Reads one answer. Throws FeedParseError for an answer it cannot read (the source's error). */
  readPage(bytes: Uint8Array, context: PageContext): PageRead;
  /** Absent for a service without keys. */
  key?: ApiKeyUse;
  /** Pages per read; {@link DEFAULT_PAGES_PER_READ} when absent. */
  pagesPerRead?: number;
  /** The least time between two requests to the service, in ms (Open States: about 6,000). */
  minGapMs?: number;
}

/** Options of {@link readPages}. */
export interface ReadPagesOptions {
  start: ReadStart;
  /** The source's API key, decrypted; null when it has none. */
  apiKey: string | null;
  /** Sent with the first request only (a conditional GET): null when not known. */
  etag?: string | null;
  lastModified?: string | null;
  allowPrivate?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * Takes each page as soon as it is read (store its items and its cursor there), before the next
   * request, so that a failure on page 4 keeps pages 1 to 3.
   */
  onPage(page: PageRead, response: GuardedResponse): Promise<void>;
}

/** What a read did. */
export interface PagesRead {
  /** Pages read (0 when the first answer was 304 Not Modified). */
  pages: number;
  /** The first request was answered 304. */
  notModified: boolean;
  /** The read stopped at its page bound with pages left: the next read resumes there. */
  pagesLeft: boolean;
  /** The first answer (for its ETag, Last-Modified and caching headers). */
  first: GuardedResponse;
}

/**
 * Reads one source's change API: the first page from `start`, then each `next` until the service
 * has no more or `pagesPerRead` were read. Throws the fetcher's FetchError (429 with its
 * Retry-After, 5xx, timeout …) or the adapter's FeedParseError; pages before it were handed to
 * `onPage`.
 */
export async function readPages(
  adapter: PagedSource,
  endpoint: string,
  options: ReadPagesOptions,
): Promise<PagesRead> {
  const limit = adapter.pagesPerRead ?? DEFAULT_PAGES_PER_READ;
  const key = adapter.key && options.apiKey ? { [adapter.key.header]: options.apiKey } : undefined;
  // The key goes to the endpoint's own origin only, whatever URL a page names as the next one.
  const keyOrigin = new URL(endpoint).origin;
  let request: PageRequest | null = adapter.firstPage(endpoint, options.start);
  let first: GuardedResponse | undefined;
  let pages = 0;
  while (request && pages < limit) {
    if (pages > 0 && adapter.minGapMs) {
      await sleep(adapter.minGapMs, options.signal ?? new AbortController().signal);
    }
    const response = await guardedFetch(request.url, {
      headers: request.headers,
      secretHeaders: new URL(request.url).origin === keyOrigin ? key : undefined,
      // Only the first page is conditional: the later ones are new questions.
      etag: pages === 0 ? options.etag : null,
      lastModified: pages === 0 ? options.lastModified : null,
      allowPrivate: options.allowPrivate,
      timeoutMs: options.timeoutMs,
      signal: options.signal,
    });
    first ??= response;
    if (response.notModified) return { pages: 0, notModified: true, pagesLeft: false, first };
    const page = adapter.readPage(response.body, {
      feedUrl: response.url,
      fetchedAt: options.start.now,
      contentType: response.headers.get("content-type"),
      request,
      start: options.start,
    });
    pages++;
    await options.onPage(page, response);
    request = page.next;
  }
  if (!first) throw new Error("feeds/paged: a read without a first request");
  return { pages, notModified: false, pagesLeft: request !== null, first };
}

/**
 * The `parse` of a paged adapter's table entry (a pushed or single document): its first page read
 * as a page of a first read.
 */
export function parseAsFirstPage(
  adapter: PagedSource,
): (bytes: Uint8Array, options: ParseSourceOptions) => ParsedFeed {
  return (bytes, options) =>
    adapter.readPage(bytes, {
      ...options,
      request: { url: options.feedUrl },
      start: { cursor: null, now: options.fetchedAt, language: null },
    }).feed;
}
