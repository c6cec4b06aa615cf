/**
 * The common model every feed format is adapted onto, and the parse error.
 */

/**
 * The longest text of a feed item (title, summary, content), in characters: as much as is
 * stored (../to_updates.ts). It bounds what the filter and the analysis read of a hostile item.
 */
export const MAX_ITEM_TEXT = 20_000;

/**
 * The most items one document gives: the rest are counted (itemsOverCap), not read. A source
 * publishes far fewer at once (the APIs are asked for 50 or 100); the cap bounds what a hostile
 * document costs the sync's worker and the main thread (ADR 0102).
 */
export const MAX_ITEMS_PER_DOCUMENT = 5_000;

/** Why an item's date is the fetch time: it has none, or none that can be read. */
export type DateFallback = "missing" | "unreadable";

/** One entry of a feed, whatever its format. */
export interface FeedItem {
  /** Plain text (at most MAX_ITEM_TEXT characters, as summary and content). */
  title: string;
  /**
   * The http(s) URL of the item as the feed wrote it (a relative one resolved against xml:base
   * or the feed URL), or null when it has none: such an item is read, but cannot be stored
   * (the link is the dedupe key). Normalisation is the link key's business (domain/link_key.ts).
   */
  link: string | null;
  /** The item's own id as written (guid, Atom id, rdf:about, JSON Feed id), or null. */
  guid: string | null;
  /** The item's date, or the fetch time when it has none or it cannot be read. */
  publishedAt: Date;
  /** Set when publishedAt is the fetch time, saying why; absent when the item's date was read. */
  dateFallback?: DateFallback;
  /** Plain text of the author (author, dc:creator, Atom author name …); "" when none. */
  author: string;
  /** Plain text of the description / summary (else the start of the content). */
  summary: string;
  /** Plain text of content:encoded / content, else of the description / summary. */
  content: string;
}

/** The items read from one document, and the entries left out (ADR 0102). */
export interface DocumentItems {
  /** At most MAX_ITEMS_PER_DOCUMENT, none of them empty, in document order. */
  items: FeedItem[];
  /** Entries dropped for having nothing to read: no title, no link, no text. */
  emptyItems: number;
  /** Entries after the MAX_ITEMS_PER_DOCUMENT-th item, not read. */
  itemsOverCap: number;
}

/** The WebSub discovery links a feed document names (issue 26), resolved to http(s) URLs. */
export interface FeedPushLinks {
  /** Every `rel="hub"` link, in document order (at least one). */
  hubs: string[];
  /** The first `rel="self"` link: the topic to subscribe to; null when the feed has none. */
  self: string | null;
}

/** A parsed feed. */
export interface ParsedFeed extends DocumentItems {
  /** Plain text; "" when the feed has none. */
  title: string;
  /** Set when the document names a WebSub hub (Atom and RSS; parse/push_links.ts). */
  push?: FeedPushLinks;
  /**
   * How often the feed says it should be read, in seconds (<ttl>, sy:updatePeriod; syndication.ts),
   * when it says so: the publisher's word for the schedule (issue 26).
   */
  refreshSeconds?: number;
}

/** What parseFeed needs besides the bytes. */
export interface ParseFeedOptions {
  /** The URL the feed was fetched from: the base of relative links. */
  feedUrl: string;
  /** Given to items without a readable date. */
  fetchedAt: Date;
  /** The Content-Type of the answer, when known: a JSON type means JSON Feed. */
  contentType?: string | null;
}

/** The bytes are not a feed: not XML, malformed, refused (entity bomb) or another document. */
export class FeedParseError extends Error {
  override readonly name = "FeedParseError";
}

/** Names of namespaced elements, as prefixed in this document. */
export interface FeedNames {
  contentEncoded: string;
  atomLink: string;
  /** Dublin Core elements (http://purl.org/dc/elements/1.1/). */
  dcTitle: string;
  dcDate: string;
  dcCreator: string;
  dcDescription: string;
  /** DCMI terms (http://purl.org/dc/terms/). */
  dctermsIssued: string;
  dctermsCreated: string;
  dctermsModified: string;
  /** The RSS syndication module (http://purl.org/rss/1.0/modules/syndication/). */
  syUpdatePeriod: string;
  syUpdateFrequency: string;
}

/** What the format adapters share. */
export interface AdapterContext extends ParseFeedOptions {
  names: FeedNames;
}

/** A markup-bearing element: its raw value and how to read it. */
export interface RawText {
  value: unknown;
  /**
   * "escaped": HTML escaped in XML (RSS description, Atom type="html"); "markup": XHTML, or
   * HTML that is not XML-escaped (JSON Feed content_html); "text": plain text, never markup
   * (JSON Feed content_text, API answers).
   */
  kind: "escaped" | "markup" | "text";
}

/** What an adapter extracts from one item, before the shared conversion (item.ts). */
export interface RawItem {
  /** Title candidates in order of preference (the format's own element, then dc:title). */
  titles: unknown[];
  /** "text" when the titles are plain text that may hold "<" (JSON); default HTML. */
  titleKind?: "html" | "text";
  /** Link candidates in order of preference, maybe relative. */
  links: string[];
  guid?: string;
  /** Date candidates in order of preference; the first readable one is the date. */
  dates: string[];
  /** Author candidates in order of preference. */
  authors?: unknown[];
  /** Description candidates in order of preference (description, then dc:description). */
  summaries?: RawText[];
  content?: RawText;
  /** The base URL relative links of this item resolve against. */
  base: string;
}
