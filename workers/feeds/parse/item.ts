/**
 * The conversion every format shares: from what an adapter extracted (RawItem) to the common
 * FeedItem, with absolute links, plain text and a date.
 */
import { parseFeedDate } from "./dates.ts";
import {
  type AdapterContext,
  type FeedItem,
  MAX_ITEM_TEXT,
  type RawItem,
  type RawText,
} from "./feed_types.ts";
import { decodeEntities } from "./html_entities.ts";
import { htmlToText, truncateText } from "./html_text.ts";
import { resolveHttpUrl } from "./url.ts";
import { markupToText, textOf } from "./xml_node.ts";

const SUMMARY_FROM_CONTENT = 500;
const TITLE_FROM_SUMMARY = 120;

function textOfMarkup(raw: RawText): string {
  return truncateText(markupToText(raw), MAX_ITEM_TEXT);
}

/**
 * Builds the common item, or null when the item has no http(s) link: the link is the dedupe key
 * of legal updates, so an item without one cannot be stored.
 */
export function buildItem(raw: RawItem, ctx: AdapterContext): FeedItem | null {
  let link: string | null = null;
  for (const candidate of raw.links) {
    link = resolveHttpUrl(decodeEntities(candidate), raw.base);
    if (link) break;
  }
  if (!link) return null;
  const description = raw.summary ? textOfMarkup(raw.summary) : "";
  const fullText = raw.content ? textOfMarkup(raw.content) : "";
  const summary = description || truncateText(fullText, SUMMARY_FROM_CONTENT);
  const title = truncateText(htmlToText(textOf(raw.title)), MAX_ITEM_TEXT) ||
    truncateText(summary, TITLE_FROM_SUMMARY) || link;
  const guid = raw.guid ? decodeEntities(raw.guid).trim() : "";
  return {
    title,
    link,
    guid: guid || link,
    publishedAt: parseFeedDate(raw.date) ?? new Date(ctx.fetchedAt.getTime()),
    summary,
    content: fullText || description,
  };
}

/** Builds every item that has a link, in feed order. */
export function buildItems(raws: Iterable<RawItem>, ctx: AdapterContext): FeedItem[] {
  const items: FeedItem[] = [];
  for (const raw of raws) {
    const item = buildItem(raw, ctx);
    if (item) items.push(item);
  }
  return items;
}
