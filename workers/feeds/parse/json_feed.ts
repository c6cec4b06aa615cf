/**
 * JSON Feed 1.1 and 1.0 (https://jsonfeed.org/version/1.1) onto the common model: a fourth
 * feed format beside RSS, RSS 1.0 and Atom. JSON.parse is linear in its input, which the fetcher
 * caps at 5 MiB.
 */
import {
  FeedParseError,
  type ParsedFeed,
  type ParseFeedOptions,
  type RawItem,
  type RawText,
} from "./feed_types.ts";
import { collapseWhitespace } from "./html_text.ts";
import { readItems } from "./document_items.ts";
import { asObject, asString, entriesOf, type JsonObject, parseJson } from "./json_values.ts";

const VERSION_PREFIX = "https://jsonfeed.org/version/";

/**
 * Whether a document is JSON rather than XML: by its first character when that is "{" or "<",
 * else by a JSON content type (application/json, application/feed+json).
 */
export function looksLikeJson(bytes: Uint8Array, contentType?: string | null): boolean {
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && (bytes[i] ?? 0) <= 0x20) i++;
  if (bytes[i] === 0x7b) return true; // "{"
  if (bytes[i] === 0x3c) return false; // "<"
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return type.endsWith("/json") || type.endsWith("+json");
}

/** The names of a JSON Feed author list (1.1 `authors`, 1.0 `author`). */
function authorNames(node: JsonObject): string {
  const people = Array.isArray(node.authors) ? node.authors : [node.author];
  return people.map((person) => asString(asObject(person)?.name)?.trim())
    .filter((name) => name).join(", ");
}

function rawItem(item: JsonObject, feedAuthors: string, options: ParseFeedOptions): RawItem {
  const summary = asString(item.summary);
  const html = asString(item.content_html);
  const text = asString(item.content_text);
  const content: RawText | undefined = html
    ? { value: html, kind: "markup" }
    : text
    ? { value: text, kind: "text" }
    : undefined;
  const id = item.id;
  return {
    titles: [asString(item.title)],
    titleKind: "text",
    links: [asString(item.url), asString(item.external_url)].filter((l) => l !== undefined),
    // Version 1.0 allowed numbers as ids.
    guid: typeof id === "string" ? id : typeof id === "number" ? String(id) : undefined,
    dates: [asString(item.date_published) ?? "", asString(item.date_modified) ?? ""],
    authors: [authorNames(item), feedAuthors],
    summaries: summary ? [{ value: summary, kind: "text" }] : [],
    content,
    base: options.feedUrl,
  };
}

/** Parses a JSON Feed. Throws FeedParseError for invalid JSON or JSON that is not a feed. */
export function parseJsonFeed(bytes: Uint8Array, options: ParseFeedOptions): ParsedFeed {
  const feed = asObject(parseJson(bytes, "feeds/parse"));
  if (!feed || !asString(feed.version)?.startsWith(VERSION_PREFIX)) {
    throw new FeedParseError("feeds/parse: not a feed (JSON without a jsonfeed.org version)");
  }
  if (feed.items !== undefined && !Array.isArray(feed.items)) {
    throw new FeedParseError("feeds/parse: invalid JSON Feed (items is not a list)");
  }
  const feedAuthors = authorNames(feed);
  const rawOf = (entry: unknown) => {
    const item = asObject(entry);
    return item && rawItem(item, feedAuthors, options);
  };
  return {
    title: collapseWhitespace(asString(feed.title) ?? ""),
    ...readItems(entriesOf(feed.items), { ...options, rawOf }),
  };
}
