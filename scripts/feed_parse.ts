/**
 * `deno task feed:parse FILE_OR_URL [BASE_URL]`: prints a feed as the pipeline parses it, as
 * JSON {title, items: [{title, link, guid, publishedAt, summary}]}. A URL is fetched through the
 * guarded fetcher (ALLOW_PRIVATE_FETCH=1 to reach private addresses); a file is read from disk,
 * its relative links resolved against BASE_URL (default https://feed.invalid/).
 */
import { guardedFetch } from "../workers/feeds/fetch/fetcher.ts";
import { parseFeed } from "../workers/feeds/parse/parse.ts";

const URL_RE = /^[a-z][a-z0-9+.-]*:\/\//i;
const DEFAULT_FILE_BASE = "https://feed.invalid/";

/** The printed shape of a feed. */
export interface FeedSummary {
  title: string;
  items: { title: string; link: string; guid: string; publishedAt: string; summary: string }[];
}

/** Reads (or fetches) and parses a feed. Throws FetchError, FeedParseError or a file error. */
export async function feedParse(
  target: string,
  fileBase = DEFAULT_FILE_BASE,
): Promise<FeedSummary> {
  const fetchedAt = new Date();
  let bytes: Uint8Array;
  let feedUrl: string;
  if (URL_RE.test(target)) {
    const res = await guardedFetch(target);
    bytes = res.body;
    feedUrl = res.url;
  } else {
    try {
      bytes = await Deno.readFile(target);
    } catch (err) {
      const detail = err instanceof Error ? err.message : String(err);
      throw new Error(`scripts/feed_parse: cannot read ${target}: ${detail}`, { cause: err });
    }
    feedUrl = fileBase;
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
    console.log(JSON.stringify(await feedParse(target, base), null, 2));
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    Deno.exit(1);
  }
}
