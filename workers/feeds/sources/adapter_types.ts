/** What a source adapter is (adapters.ts holds one per source format). */
import type { ParsedFeed, ParseFeedOptions } from "../parse/feed_types.ts";
import type { PagedSource } from "./paged.ts";

/** What reading a fetched body needs: the feed options and the source's own settings. */
export interface ParseSourceOptions extends ParseFeedOptions {
  /** The CSS selector of a "web-page" source. */
  selector?: string | null;
}

/** How one source format is fetched and read. */
export interface SourceAdapter {
  /**
   * The URL fetched for a source's URL, e.g. an API's query with the order and page size the
   * adapter needs; the URL itself when absent.
   */
  fetchUrl?(url: string): string;
  /** The Accept header of the fetch; the fetcher's (feeds first) when absent. */
  accept?: string;
  /** Reads the fetched body. Throws FeedParseError for a body it cannot read. */
  parse(bytes: Uint8Array, options: ParseSourceOptions): ParsedFeed;
  /**
   * Set for a change API read in pages (paged.ts): the sync then walks its pages from where the
   * last read stopped instead of fetching one document.
   */
  paged?: PagedSource;
}
