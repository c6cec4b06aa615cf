/**
 * The last step before storage: feed items that pass the source's filter become pending legal
 * updates of that source, with their dedupe key. Pure but for handing the event loop back
 * between items (time_slice.ts): a document may give 5,000 of them.
 */
import type { NewUpdate } from "../../db/queries/ingest.ts";
import { type FeedItem, MAX_ITEM_TEXT } from "./parse/feed_types.ts";
import type { TermMatcher } from "./filter.ts";
import { timeSlicer } from "../time_slice.ts";
import { truncateText } from "./parse/html_text.ts";
import { normaliseUrl } from "../../domain/link_key.ts";

/** The longest title stored (the manual form's limit, spec part 2 §9). */
export const MAX_TITLE = 500;
/** The longest content stored from a feed item (as from a fetched page). */
export const MAX_CONTENT = MAX_ITEM_TEXT;

/** The source fields an update takes. */
export interface UpdateSource {
  id: number;
  jurisdictionId: number;
}

/**
 * The items that match, as new updates: content is the item's text (content, else summary),
 * publishDate its date; items without a link (the sync counts them) or whose link cannot be
 * normalised are skipped, and of items sharing a link only the first is kept.
 */
export async function itemsToUpdates(
  items: readonly FeedItem[],
  matcher: TermMatcher,
  source: UpdateSource,
): Promise<NewUpdate[]> {
  const seen = new Set<string>();
  const rows: NewUpdate[] = [];
  const pace = timeSlicer();
  for (const item of items) {
    await pace();
    if (item.link === null || !matcher(item)) continue;
    let key: string;
    try {
      key = normaliseUrl(item.link);
    } catch {
      continue;
    }
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push({
      title: truncateText(item.title, MAX_TITLE),
      content: truncateText(item.content || item.summary, MAX_CONTENT),
      sourceUrl: item.link,
      sourceUrlKey: key,
      publishDate: item.publishedAt,
      jurisdictionId: source.jurisdictionId,
      rssSourceId: source.id,
    });
  }
  return rows;
}
