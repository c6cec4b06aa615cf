/**
 * The items of one document, as every format adapter reads them: entries in document order
 * become items (item.ts) until MAX_ITEMS_PER_DOCUMENT are kept; the entries after that are only
 * counted, never read, and empty entries (no title, no link, no text) are dropped and counted.
 * So a document of a million entries costs one pass over the list and at most 5,000 built
 * items, and the sync's worker sends back only what the sync can use (ADR 0102).
 */
import {
  type DocumentItems,
  type FeedItem,
  MAX_ITEMS_PER_DOCUMENT,
  type ParseFeedOptions,
  type RawItem,
} from "./feed_types.ts";
import { buildItem } from "./item.ts";

/** How an adapter reads its entries. */
export interface EntryReader<T> extends ParseFeedOptions {
  /** What the adapter extracts from one entry; undefined when it is no item (not an object). */
  rawOf(entry: T): RawItem | undefined;
  /** The cap; default MAX_ITEMS_PER_DOCUMENT (smaller in tests). */
  maxItems?: number;
}

/** An item with nothing to read: no title (which falls back on the text and link), no link. */
export function isEmptyItem(item: FeedItem): boolean {
  return item.title === "" && item.link === null && item.content === "";
}

/**
 * Whether an entry has no candidate at all for a title, a link or a text: such an entry is
 * dropped before its item is built (dates read, texts converted), which makes a document of
 * millions of `{}` cost a pass over the list and little more.
 */
function nothingToRead(raw: RawItem): boolean {
  return raw.content === undefined && (raw.summaries?.length ?? 0) === 0 &&
    raw.titles.every((title) => title === undefined || title === "") &&
    raw.links.every((link) => link.trim() === "");
}

/** Reads the entries of a document into at most `maxItems` items, counting what is left out. */
export function readItems<T>(entries: readonly T[], reader: EntryReader<T>): DocumentItems {
  const max = reader.maxItems ?? MAX_ITEMS_PER_DOCUMENT;
  const items: FeedItem[] = [];
  let emptyItems = 0;
  let index = 0;
  for (; index < entries.length && items.length < max; index++) {
    const raw = reader.rawOf(entries[index]!);
    const item = raw && !nothingToRead(raw) ? buildItem(raw, reader) : undefined;
    if (item && !isEmptyItem(item)) items.push(item);
    else emptyItems++;
  }
  return { items, emptyItems, itemsOverCap: entries.length - index };
}
