/**
 * A sync's read of a change API (issue 30; sources/paged.ts): the source's key decrypted, its
 * pages walked from the stored cursor in the source's language, each page's items ingested and
 * then its cursor stored, so that a failure on page 4 keeps pages 1 to 3 and the next read
 * resumes after page 3. The first page is a conditional GET; a 429/5xx is the fetcher's
 * FetchError, recorded by the sync's failure path (Retry-After honoured there).
 */
import { storeReadCursor } from "../../db/queries/source_keys.ts";
import type { SourceToSync } from "../../db/queries/sources.ts";
import type { ParsedFeed } from "./parse/feed_types.ts";
import { type PagedSource, readPages } from "./sources/paged.ts";
import { apiKeyFor } from "./sources/source_key.ts";
import type { SyncContext } from "./sync.ts";

/** What a paged read needs besides the sync's context: its time and the ingest step. */
export interface PagedReadContext extends SyncContext {
  at: Date;
  /** Ingests one page's feed (sync.ts ingestFeed). */
  ingest(feed: ParsedFeed): Promise<void>;
}

/** What a paged read came to. */
export interface PagedRead {
  /** The first answer's headers (validators, caching). */
  headers: Headers;
  notModified: boolean;
  /** Every page's items under the first page's feed; null when nothing was read (304). */
  feed: ParsedFeed | null;
}

/** Reads a source's change API from where it stopped. Throws what the read throws. */
export async function readPagedSource(
  source: SourceToSync,
  paged: PagedSource,
  ctx: PagedReadContext,
): Promise<PagedRead> {
  const apiKey = await apiKeyFor(paged, source.apiKeyEncrypted, ctx.secrets);
  const feeds: ParsedFeed[] = [];
  const read = await readPages(paged, source.url, {
    start: {
      cursor: source.readCursor,
      now: ctx.at,
      language: source.language,
      // legislation.gov.uk's fair-use policy asks for a contact in the User-Agent.
      publicUrl: ctx.push?.publicUrl ?? null,
    },
    apiKey,
    etag: source.etag,
    lastModified: source.lastModified,
    allowPrivate: ctx.allowPrivate ?? false,
    timeoutMs: ctx.fetchTimeoutMs,
    signal: ctx.signal,
    async onPage(page) {
      await ctx.ingest(page.feed);
      feeds.push(page.feed);
      // Only once the page's items are stored: a failure before this reads the page again.
      if (page.cursor !== null) await storeReadCursor(ctx.db, source.id, page.cursor);
    },
  });
  const [first] = feeds;
  // The schedule reads the activity of every page's items (at most pagesPerRead × 5,000).
  const feed = first ? { ...first, items: feeds.flatMap((f) => f.items) } : null;
  return { headers: read.first.headers, notModified: read.notModified, feed };
}
