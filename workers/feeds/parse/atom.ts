/**
 * Atom 1.0 (and 0.3) onto the common model: feed > entry, links by rel, xml:base on the feed
 * and the entry, text constructs of type text, html and xhtml.
 */
import type { AdapterContext, ParsedFeed, RawItem, RawText } from "./feed_types.ts";
import { htmlToText } from "./html_text.ts";
import { buildItems } from "./item.ts";
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

function rawEntry(entry: XmlNode, p: string, base: string, ctx: AdapterContext): RawItem {
  const date = textOf(entry[`${p}published`]) || textOf(entry[`${p}updated`]) ||
    textOf(entry[ctx.names.dcDate]) || textOf(entry[`${p}issued`]) ||
    textOf(entry[`${p}modified`]);
  return {
    title: entry[`${p}title`],
    links: entryLinks(entry[`${p}link`]),
    guid: textOf(entry[`${p}id`]),
    date,
    summary: textConstruct(entry[`${p}summary`]),
    content: textConstruct(entry[`${p}content`]),
    base: resolveBase(attr(entry, "xml:base"), base),
  };
}

/**
 * Adapts a parsed Atom <feed> element. `prefix` is the root's namespace prefix with its colon
 * ("" for the usual default namespace).
 */
export function parseAtom(feed: XmlNode, prefix: string, ctx: AdapterContext): ParsedFeed {
  const base = resolveBase(attr(feed, "xml:base"), ctx.feedUrl);
  const raws = asArray(feed[`${prefix}entry`]).map(asNode).filter((n) => n !== undefined)
    .map((entry) => rawEntry(entry, prefix, base, ctx));
  return { title: htmlToText(textOf(feed[`${prefix}title`])), items: buildItems(raws, ctx) };
}
