/**
 * Full text for items that bring only a title or a short teaser (a source's fetchFullText): the
 * linked page is fetched through the guarded fetcher (fetch/page_fetch.ts) and its main text
 * becomes the update's content, so that the analysis has something to read. Bounded: at most
 * MAX_FULL_TEXT_PAGES pages per source and sync, one page per host at a time, two at once.
 */
import type { NewUpdate } from "../../db/queries/ingest.ts";
import { fetchPageText } from "./fetch/page_fetch.ts";
import { hostKey, runLimited } from "./fetch/host_pool.ts";
import { truncateText } from "./parse/html_text.ts";
import { MAX_CONTENT } from "./to_updates.ts";

/** An item whose text (content, else summary) is shorter than this gets its page's text. */
export const SHORT_TEXT = 200;
/** Pages fetched per source and sync; items beyond keep what the feed gave. */
export const MAX_FULL_TEXT_PAGES = 10;

/** How the pages are fetched. */
export interface FullTextOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * Replaces the content of the first MAX_FULL_TEXT_PAGES rows whose content is short by their
 * page's main text, when the page gives a longer one. A page that cannot be fetched leaves its
 * row as it was. Answers how many rows got their page's text.
 */
export async function addFullText(
  rows: readonly NewUpdate[],
  options: FullTextOptions,
): Promise<number> {
  const short = rows.filter((row) => row.content.length < SHORT_TEXT)
    .slice(0, MAX_FULL_TEXT_PAGES);
  let filled = 0;
  const limits = { concurrency: 2, perKey: 1, keyOf: (row: NewUpdate) => hostKey(row.sourceUrl) };
  await runLimited(short, limits, async (row) => {
    if (options.signal?.aborted) return;
    const page = await fetchPageText(row.sourceUrl, options);
    if (!page.ok || page.text.length <= row.content.length) return;
    row.content = truncateText(page.text, MAX_CONTENT);
    filled++;
  });
  return filled;
}
