/**
 * The conversion every format shares: from what an adapter extracted (RawItem) to the common
 * FeedItem, with links as written (relative ones resolved), plain text and a date.
 */
import { parseFeedDate } from "./dates.ts";
import {
  type FeedItem,
  MAX_ITEM_TEXT,
  type ParseFeedOptions,
  type RawItem,
  type RawText,
} from "./feed_types.ts";
import { decodeEntities } from "./html_entities.ts";
import { collapseWhitespace, htmlToText, truncateText } from "./html_text.ts";
import { linkAsWritten } from "./url.ts";
import { markupToText, textOf } from "./xml_node.ts";

const SUMMARY_FROM_CONTENT = 500;
const TITLE_FROM_SUMMARY = 120;
/** An author is a name or a short list of names; more is not an author. */
const MAX_AUTHOR = 300;

function textOfMarkup(raw: RawText): string {
  const text = raw.kind === "text"
    ? collapseWhitespace(typeof raw.value === "string" ? raw.value : textOf(raw.value))
    : markupToText(raw);
  return truncateText(text, MAX_ITEM_TEXT);
}

/** The first candidate with text, as plain text; "" when none has any. */
function firstText(candidates: readonly unknown[], kind: "html" | "text", max: number): string {
  for (const candidate of candidates) {
    const raw = textOf(candidate);
    const text = kind === "text" ? collapseWhitespace(raw) : htmlToText(raw);
    if (text) return truncateText(text, max);
  }
  return "";
}

function firstMarkup(candidates: readonly RawText[] | undefined): string {
  for (const candidate of candidates ?? []) {
    const text = textOfMarkup(candidate);
    if (text) return text;
  }
  return "";
}

/** The first link candidate that is an http(s) URL, as written; null when there is none. */
function linkOf(raw: RawItem): string | null {
  for (const candidate of raw.links) {
    const link = linkAsWritten(decodeEntities(candidate), raw.base);
    if (link) return link;
  }
  return null;
}

/** The first readable date, else the fetch time and why. */
function dateOf(
  raw: RawItem,
  ctx: ParseFeedOptions,
): Pick<FeedItem, "publishedAt" | "dateFallback"> {
  let written = false;
  for (const candidate of raw.dates) {
    if (!candidate.trim()) continue;
    written = true;
    const date = parseFeedDate(candidate);
    if (date) return { publishedAt: date };
  }
  const publishedAt = new Date(ctx.fetchedAt.getTime());
  return { publishedAt, dateFallback: written ? "unreadable" : "missing" };
}

/**
 * Builds the common item. An item without an http(s) link is still an item (link null): the
 * sync skips it, `feed:parse` shows it.
 */
export function buildItem(raw: RawItem, ctx: ParseFeedOptions): FeedItem {
  const link = linkOf(raw);
  const description = firstMarkup(raw.summaries);
  const fullText = raw.content ? textOfMarkup(raw.content) : "";
  const summary = description || truncateText(fullText, SUMMARY_FROM_CONTENT);
  const title = firstText(raw.titles, raw.titleKind ?? "html", MAX_ITEM_TEXT) ||
    truncateText(summary, TITLE_FROM_SUMMARY) || link || "";
  const guid = raw.guid ? decodeEntities(raw.guid).trim() : "";
  return {
    title,
    link,
    guid: guid || null,
    ...dateOf(raw, ctx),
    author: firstText(raw.authors ?? [], raw.titleKind ?? "html", MAX_AUTHOR),
    summary,
    content: fullText || description,
  };
}
