/**
 * `deno task feed:parse FILE_OR_URL [BASE_URL] [--format FORMAT] [--selector CSS]`: prints a
 * source as the pipeline reads it, as JSON {title, items: [{title, link, guid, publishedAt,
 * dateFallback, author, summary}], emptyItems, itemsOverCap}: every item the sync gets, those
 * without a link (link null) included, links and guids as the feed wrote them, and the entries
 * the parser left out (empty, or after a document's 5,000th item: ADR 0102). FORMAT is a source format (default auto: RSS, RSS 1.0, Atom,
 * JSON Feed); web-page needs --selector. A URL is fetched through the guarded fetcher, as the
 * format's adapter asks (ALLOW_PRIVATE_FETCH=1 to reach private addresses, read by api/env.ts); a
 * file is read from disk, its relative links resolved against BASE_URL (default
 * https://feed.invalid/).
 */
import { readSettings } from "../api/settings.ts";
import { SOURCE_FORMATS } from "../domain/sources.ts";
import { guardedFetch } from "../workers/feeds/fetch/fetcher.ts";
import type { DateFallback } from "../workers/feeds/parse/feed_types.ts";
import { adapterOf } from "../workers/feeds/sources/adapters.ts";

const URL_RE = /^[a-z][a-z0-9+.-]*:\/\//i;
const DEFAULT_FILE_BASE = "https://feed.invalid/";
const USAGE = "usage: deno task feed:parse FILE_OR_URL [BASE_URL] [--format " +
  `${SOURCE_FORMATS.join("|")}] [--selector CSS]`;

/** One printed item. */
export interface ItemSummary {
  title: string;
  link: string | null;
  guid: string | null;
  publishedAt: string;
  /** Why publishedAt is the fetch time ("missing", "unreadable"), or null when it was read. */
  dateFallback: DateFallback | null;
  author: string;
  summary: string;
}

/** The printed shape of a feed. */
export interface FeedSummary {
  title: string;
  items: ItemSummary[];
  /** Entries dropped for having nothing to read. */
  emptyItems: number;
  /** Entries after the document's MAX_ITEMS_PER_DOCUMENT-th item, not read. */
  itemsOverCap: number;
}

/** Options of {@link feedParse}. */
export interface FeedParseOptions {
  /** What a file's relative links resolve against. Default https://feed.invalid/. */
  fileBase?: string;
  /** Let the fetch of a URL reach loopback and private addresses. Default false. */
  allowPrivate?: boolean;
  /** The source format. Default "auto". */
  format?: string;
  /** The CSS selector of a web-page source. */
  selector?: string;
}

/**
 * Reads (or fetches) and parses a source. Throws FetchError, FeedParseError or a file error.
 */
export async function feedParse(
  target: string,
  options: FeedParseOptions = {},
): Promise<FeedSummary> {
  const adapter = adapterOf(options.format ?? "auto");
  const fetchedAt = new Date();
  let bytes: Uint8Array;
  let feedUrl: string;
  let contentType: string | null = null;
  if (URL_RE.test(target)) {
    const res = await guardedFetch(adapter.fetchUrl?.(target) ?? target, {
      allowPrivate: options.allowPrivate ?? false,
      accept: adapter.accept,
    });
    bytes = res.body;
    feedUrl = res.url;
    contentType = res.headers.get("content-type");
  } else {
    try {
      bytes = await Deno.readFile(target);
    } catch (err) {
      const detail = err instanceof Error ? err.message : String(err);
      throw new Error(`scripts/feed_parse: cannot read ${target}: ${detail}`, { cause: err });
    }
    feedUrl = options.fileBase ?? DEFAULT_FILE_BASE;
  }
  const feed = adapter.parse(bytes, {
    feedUrl,
    fetchedAt,
    contentType,
    selector: options.selector,
  });
  return {
    title: feed.title,
    items: feed.items.map((i) => ({
      title: i.title,
      link: i.link,
      guid: i.guid,
      publishedAt: i.publishedAt.toISOString(),
      dateFallback: i.dateFallback ?? null,
      author: i.author,
      summary: i.summary,
    })),
    emptyItems: feed.emptyItems,
    itemsOverCap: feed.itemsOverCap,
  };
}

/** Splits the command line into the target, the base and the flags; null when it is wrong. */
export function parseArgs(
  args: readonly string[],
): { target: string; options: FeedParseOptions } | null {
  const positional: string[] = [];
  const options: FeedParseOptions = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    if (arg === "--format" || arg === "--selector") {
      const value = args[++i];
      if (value === undefined) return null;
      options[arg === "--format" ? "format" : "selector"] = value;
    } else positional.push(arg);
  }
  const [target, base, ...rest] = positional;
  if (!target || rest.length > 0) return null;
  return { target, options: { ...options, fileBase: base } };
}

if (import.meta.main) {
  const parsed = parseArgs(Deno.args);
  if (!parsed) {
    console.error(USAGE);
    Deno.exit(2);
  }
  try {
    const allowPrivate = readSettings().security.allowPrivateFetch;
    const summary = await feedParse(parsed.target, { ...parsed.options, allowPrivate });
    console.log(JSON.stringify(summary, null, 2));
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    Deno.exit(1);
  }
}
