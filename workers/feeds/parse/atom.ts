/**
 * Atom 1.0 (and 0.3) onto the common model: feed > entry, links by rel, xml:base on the feed
 * and the entry, text constructs of type text, html and xhtml.
 */
import { dublinCore } from "./dublin_core.ts";
import type { AdapterContext, ParsedFeed, RawItem, RawText } from "./feed_types.ts";
import { htmlToText } from "./html_text.ts";
import { readItems } from "./document_items.ts";
import { pushLinksOf } from "./push_links.ts";
import { feedRefresh } from "./syndication.ts";
import { resolveBase } from "./url.ts";
import { asArray, asNode, attr, textOf, type XmlNode } from "./xml_node.ts";

/** The hrefs of an entry's links: rel="alternate" (HTML first), then the others but self/edit. */
function entryLinks(value: unknown): string[] {
  const html: string[] = [];
  const alternates: string[] = [];
  const others: string[] = [];
  for (const link of asArray(value)) {
    const href = attr(link, "href") ?? (typeof link === "string" ? link : undefined);
    if (!href) continue;
    const rel = attr(link, "rel") ?? "alternate";
    const type = attr(link, "type") ?? "";
    if (rel === "alternate") (type === "" || type.includes("html") ? html : alternates).push(href);
    else if (rel !== "self" && rel !== "edit") others.push(href);
  }
  return [...html, ...alternates, ...others];
}

/** A text construct; out-of-line (src) and non-text media content carry no text. */
function textConstruct(value: unknown): RawText | undefined {
  if (value === undefined || attr(value, "src")) return undefined;
  const type = attr(value, "type") ?? "text";
  if (type === "xhtml" || type.endsWith("+xml") || type.endsWith("/xml")) {
    return { value, kind: "markup" };
  }
  if (type === "text" || type === "html" || type.startsWith("text/")) {
    return { value, kind: "escaped" };
  }
  return undefined;
}

/** The names of an Atom author (or contributor) list: each person's <name>. */
function authorNames(value: unknown, p: string): string[] {
  return asArray(value).map((person) => textOf(asNode(person)?.[`${p}name`] ?? person))
    .filter((name) => name.trim() !== "");
}

function rawEntry(entry: XmlNode, p: string, feed: FeedContext, ctx: AdapterContext): RawItem {
  const dc = dublinCore(entry, ctx.names);
  const summary = textConstruct(entry[`${p}summary`]);
  const entryAuthors = authorNames(entry[`${p}author`], p);
  return {
    titles: [entry[`${p}title`], ...dc.titles],
    links: entryLinks(entry[`${p}link`]),
    guid: textOf(entry[`${p}id`]) || undefined,
    // Atom 0.3's issued and modified come after Atom 1.0's published and updated.
    dates: [
      textOf(entry[`${p}published`]),
      textOf(entry[`${p}updated`]),
      textOf(entry[`${p}issued`]),
      textOf(entry[`${p}modified`]),
      ...dc.dates,
    ],
    // An entry without an author has the feed's (RFC 4287 §4.2.1).
    authors: [entryAuthors.join(", "), feed.authors, ...dc.creators],
    summaries: [
      ...(summary ? [summary] : []),
      // dc:description is parsed like any element: its XML layer is already undone.
      ...dc.descriptions.map((value): RawText => ({ value, kind: "markup" })),
    ],
    content: textConstruct(entry[`${p}content`]),
    base: resolveBase(attr(entry, "xml:base"), feed.base),
  };
}

interface FeedContext {
  base: string;
  authors: string;
}

/**
 * Adapts a parsed Atom <feed> element. `prefix` is the root's namespace prefix with its colon
 * ("" for the usual default namespace).
 */
export function parseAtom(feed: XmlNode, prefix: string, ctx: AdapterContext): ParsedFeed {
  const context = {
    base: resolveBase(attr(feed, "xml:base"), ctx.feedUrl),
    authors: authorNames(feed[`${prefix}author`], prefix).join(", "),
  };
  const rawOf = (value: unknown) => {
    const entry = asNode(value);
    return entry && rawEntry(entry, prefix, context, ctx);
  };
  const title = htmlToText(textOf(feed[`${prefix}title`])) ||
    htmlToText(textOf(feed[ctx.names.dcTitle]));
  // The hub and self links are the feed's own <link>s (or atom:links, when written so).
  const links = [...asArray(feed[`${prefix}link`]), ...asArray(feed[ctx.names.atomLink])];
  const push = pushLinksOf(links, context.base);
  return {
    title,
    ...feedRefresh(feed, ctx.names),
    ...readItems(asArray(feed[`${prefix}entry`]), { ...ctx, rawOf }),
    ...(push ? { push } : {}),
  };
}
