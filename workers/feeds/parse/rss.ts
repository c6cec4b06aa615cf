/**
 * RSS 2.0 (and 0.9x) onto the common model: rss > channel > item, with content:encoded,
 * dc:date and atom:link rel="alternate" from their namespaces.
 */
import { FeedParseError } from "./feed_types.ts";
import type { AdapterContext, ParsedFeed, RawItem } from "./feed_types.ts";
import { htmlToText } from "./html_text.ts";
import { buildItems } from "./item.ts";
import { resolveBase } from "./url.ts";
import { asArray, asNode, atomAlternates, attr, textOf, type XmlNode } from "./xml_node.ts";

function itemLinks(item: XmlNode, ctx: AdapterContext): string[] {
  const links: string[] = [];
  for (const link of asArray(item.link)) {
    // Some feeds write <link href="…"/> in RSS, Atom style.
    const href = typeof link === "string" ? link : attr(link, "href") ?? textOf(link);
    if (href) links.push(href);
  }
  links.push(...atomAlternates(item[ctx.names.atomLink]));
  // A guid is a permalink unless it says otherwise (RSS 2.0).
  if (item.guid !== undefined && attr(item.guid, "isPermaLink") !== "false") {
    links.push(textOf(item.guid));
  }
  return links;
}

function rawItem(item: XmlNode, base: string, ctx: AdapterContext): RawItem {
  const { dcDate, contentEncoded } = ctx.names;
  return {
    title: item.title,
    links: itemLinks(item, ctx),
    guid: textOf(item.guid),
    date: textOf(item.pubDate) || textOf(item[dcDate]),
    summary: item.description === undefined
      ? undefined
      : { value: item.description, kind: "escaped" },
    content: item[contentEncoded] === undefined
      ? undefined
      : { value: item[contentEncoded], kind: "escaped" },
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
  const raws = nodes.map(asNode).filter((n) => n !== undefined).map((n) => rawItem(n, base, ctx));
  return { title: htmlToText(textOf(channel.title)), items: buildItems(raws, ctx) };
}
