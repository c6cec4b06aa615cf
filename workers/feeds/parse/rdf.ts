/**
 * RSS 1.0 (RDF) onto the common model: rdf:RDF > channel, with the items beside the channel,
 * rdf:about as the id, dc:date as the date, content:encoded for the full text.
 */
import type { AdapterContext, ParsedFeed, RawItem } from "./feed_types.ts";
import { htmlToText } from "./html_text.ts";
import { buildItems } from "./item.ts";
import { resolveBase } from "./url.ts";
import { asArray, asNode, atomAlternates, attr, textOf, type XmlNode } from "./xml_node.ts";

function rawItem(item: XmlNode, base: string, ctx: AdapterContext): RawItem {
  const { dcDate, contentEncoded, atomLink } = ctx.names;
  const about = attr(item, "rdf:about");
  const links = [...asArray(item.link).map(textOf), ...atomAlternates(item[atomLink])];
  if (about) links.push(about);
  return {
    title: item.title,
    links,
    guid: about ?? textOf(item.link),
    date: textOf(item[dcDate]) || textOf(item.pubDate),
    summary: item.description === undefined
      ? undefined
      : { value: item.description, kind: "escaped" },
    content: item[contentEncoded] === undefined
      ? undefined
      : { value: item[contentEncoded], kind: "escaped" },
    base: resolveBase(attr(item, "xml:base"), base),
  };
}

/** Adapts a parsed <rdf:RDF> element. An RDF document without items is an empty feed. */
export function parseRdf(rdf: XmlNode, ctx: AdapterContext): ParsedFeed {
  const channel = asNode(rdf.channel);
  const base = resolveBase(attr(rdf, "xml:base"), ctx.feedUrl);
  // RSS 1.0 puts items beside the channel; some feeds nest them inside it.
  const nodes = [...asArray(rdf.item), ...asArray(channel?.item)];
  const raws = nodes.map(asNode).filter((n) => n !== undefined).map((n) => rawItem(n, base, ctx));
  return { title: htmlToText(textOf(channel?.title)), items: buildItems(raws, ctx) };
}
