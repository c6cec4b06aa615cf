/**
 * The common model every feed format is adapted onto, and the parse error.
 */

/**
 * The longest text of a feed item (title, summary, content), in characters: as much as is
 * stored (../to_updates.ts). It bounds what the filter and the analysis read of a hostile item.
 */
export const MAX_ITEM_TEXT = 20_000;

/** One entry of a feed, whatever its format. */
export interface FeedItem {
  /** Plain text (at most MAX_ITEM_TEXT characters, as summary and content). */
  title: string;
  /** Absolute http(s) URL, resolved against xml:base or the feed URL. */
  link: string;
  /** guid / id / rdf:about, else the link. */
  guid: string;
  /** The item's date, or the fetch time when it has none or it cannot be read. */
  publishedAt: Date;
  /** Plain text of the description / summary (else the start of the content). */
  summary: string;
  /** Plain text of content:encoded / content, else of the description / summary. */
  content: string;
}

/** A parsed feed. */
export interface ParsedFeed {
  /** Plain text; "" when the feed has none. */
  title: string;
  items: FeedItem[];
}

/** What parseFeed needs besides the bytes. */
export interface ParseFeedOptions {
  /** The URL the feed was fetched from: the base of relative links. */
  feedUrl: string;
  /** Given to items without a readable date. */
  fetchedAt: Date;
}

/** The bytes are not a feed: not XML, malformed, refused (entity bomb) or another document. */
export class FeedParseError extends Error {
  override readonly name = "FeedParseError";
}

/** Names of namespaced elements, as prefixed in this document. */
export interface FeedNames {
  contentEncoded: string;
  dcDate: string;
  atomLink: string;
}

/** What the format adapters share. */
export interface AdapterContext extends ParseFeedOptions {
  names: FeedNames;
}

/** A markup-bearing element: its raw value and how to read it. */
export interface RawText {
  value: unknown;
  /** "escaped": HTML escaped in XML (RSS description, Atom type="html"); "markup": XHTML. */
  kind: "escaped" | "markup";
}

/** What an adapter extracts from one item, before the shared conversion (item.ts). */
export interface RawItem {
  title: unknown;
  /** Link candidates in order of preference, maybe relative. */
  links: string[];
  guid?: string;
  date?: string;
  summary?: RawText;
  content?: RawText;
  /** The base URL relative links of this item resolve against. */
  base: string;
}
