/**
 * RSS 2.0 (and 0.9x) onto the common model: rss > channel > item, with content:encoded,
 * atom:link rel="alternate" and Dublin Core (dublin_core.ts) from their namespaces.
 */
import { dublinCore } from "./dublin_core.ts";
import { FeedParseError } from "./feed_types.ts";
import type { AdapterContext, ParsedFeed, RawItem, RawText } from "./feed_types.ts";
import { htmlToText } from "./html_text.ts";
import { readItems } from "./document_items.ts";
import { pushLinksOf } from "./push_links.ts";
import { feedRefresh } from "./syndication.ts";
import { resolveBase } from "./url.ts";
import { asArray, asNode, atomAlternates, attr, textOf, type XmlNode } from "./xml_node.ts";

/**
 * Whether a permalink guid can serve as the link: an absolute http(s) URL, or a path from the
 * site's root. A guid such as "12345" is an id that many feeds forget to mark
 * isPermaLink="false"; resolved, it would point at a page that does not exist.
 */
function usablePermalink(guid: string): boolean {
  const text = guid.trim();
  return /^https?:\/\//i.test(text) || text.startsWith("/");
}

function itemLinks(item: XmlNode, ctx: AdapterContext): string[] {
  const links: string[] = [];
  for (const link of asArray(item.link)) {
    // Some feeds write <link href="…"/> in RSS, Atom style.
    const href = typeof link === "string" ? link : attr(link, "href") ?? textOf(link);
    if (href) links.push(href);
  }
  links.push(...atomAlternates(item[ctx.names.atomLink]));
  // A guid is a permalink unless it says otherwise (RSS 2.0).
  const guid = textOf(item.guid);
  if (guid && attr(item.guid, "isPermaLink") !== "false" && usablePermalink(guid)) {
    links.push(guid);
  }
  return links;
}

const escaped = (value: unknown): RawText[] =>
  value === undefined ? [] : [{ value, kind: "escaped" }];
// dc:description is parsed like any element: its XML layer is already undone.
const parsedMarkup = (value: unknown): RawText => ({ value, kind: "markup" });

function rawItem(item: XmlNode, base: string, ctx: AdapterContext): RawItem {
  const dc = dublinCore(item, ctx.names);
  const guid = textOf(item.guid);
  return {
    titles: [item.title, ...dc.titles],
    links: itemLinks(item, ctx),
    guid: guid || undefined,
    dates: [textOf(item.pubDate), ...dc.dates],
    authors: [item.author, ...dc.creators],
    summaries: [...escaped(item.description), ...dc.descriptions.map(parsedMarkup)],
    content: escaped(item[ctx.names.contentEncoded])[0],
    base: resolveBase(attr(item, "xml:base"), base),
  };
}

/** Adapts a parsed <rss> element. Throws FeedParseError when it has no <channel>. */
export function parseRss(rss: XmlNode, ctx: AdapterContext): ParsedFeed {
  // An empty <channel/> parses as "": a valid feed with nothing in it, not an error.
  const channel = asNode(rss.channel) ?? (rss.channel === "" ? {} : undefined);
  if (!channel) throw new FeedParseError("feeds/parse: <rss> has no <channel>");
  const base = resolveBase(
    attr(channel, "xml:base"),
    resolveBase(attr(rss, "xml:base"), ctx.feedUrl),
  );
  const nodes = [...asArray(channel.item), ...asArray(rss.item)];
  const rawOf = (value: unknown) => {
    const node = asNode(value);
    return node && rawItem(node, base, ctx);
  };
  const title = htmlToText(textOf(channel.title)) ||
    htmlToText(textOf(channel[ctx.names.dcTitle]));
  const push = pushLinksOf(channel[ctx.names.atomLink], base);
  return {
    title,
    ...feedRefresh(channel, ctx.names),
    ...readItems(nodes, { ...ctx, rawOf }),
    ...(push ? { push } : {}),
  };
}
