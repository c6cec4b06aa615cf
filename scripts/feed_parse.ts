/**
 * `deno task feed:parse FILE_OR_URL [BASE_URL]`: prints a feed as the pipeline parses it, as
 * JSON {title, items: [{title, link, guid, publishedAt, summary}]}. A URL is fetched through the
 * guarded fetcher (ALLOW_PRIVATE_FETCH=1 to reach private addresses, read by api/env.ts); a file
 * is read from disk, its relative links resolved against BASE_URL (default https://feed.invalid/).
 */
import { readEnv } from "../api/env.ts";
import { guardedFetch } from "../workers/feeds/fetch/fetcher.ts";
import { parseFeed } from "../workers/feeds/parse/parse.ts";

const URL_RE = /^[a-z][a-z0-9+.-]*:\/\//i;
const DEFAULT_FILE_BASE = "https://feed.invalid/";

/** The printed shape of a feed. */
export interface FeedSummary {
  title: string;
  items: { title: string; link: string; guid: string; publishedAt: string; summary: string }[];
}

/** Options of {@link feedParse}. */
export interface FeedParseOptions {
  /** What a file's relative links resolve against. Default https://feed.invalid/. */
  fileBase?: string;
  /** Let the fetch of a URL reach loopback and private addresses. Default false. */
  allowPrivate?: boolean;
}

/** Reads (or fetches) and parses a feed. Throws FetchError, FeedParseError or a file error. */
export async function feedParse(
  target: string,
  options: FeedParseOptions = {},
): Promise<FeedSummary> {
  const fetchedAt = new Date();
  let bytes: Uint8Array;
  let feedUrl: string;
  if (URL_RE.test(target)) {
    const res = await guardedFetch(target, { allowPrivate: options.allowPrivate ?? false });
    bytes = res.body;
    feedUrl = res.url;
  } else {
    try {
      bytes = await Deno.readFile(target);
    } catch (err) {
      const detail = err instanceof Error ? err.message : String(err);
      throw new Error(`scripts/feed_parse: cannot read ${target}: ${detail}`, { cause: err });
    }
    feedUrl = options.fileBase ?? DEFAULT_FILE_BASE;
  }
  const feed = parseFeed(bytes, { feedUrl, fetchedAt });
  return {
    title: feed.title,
    items: feed.items.map((i) => ({
      title: i.title,
      link: i.link,
      guid: i.guid,
      publishedAt: i.publishedAt.toISOString(),
      summary: i.summary,
    })),
  };
}

if (import.meta.main) {
  const [target, base] = Deno.args;
  if (!target) {
    console.error("usage: deno task feed:parse FILE_OR_URL [BASE_URL]");
    Deno.exit(2);
  }
  try {
    const allowPrivate = readEnv().ALLOW_PRIVATE_FETCH;
    console.log(JSON.stringify(await feedParse(target, { fileBase: base, allowPrivate }), null, 2));
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    Deno.exit(1);
  }
}
