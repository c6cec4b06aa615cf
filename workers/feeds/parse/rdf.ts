/**
 * RSS 1.0 (RDF) onto the common model: rdf:RDF > channel, with the items beside the channel,
 * rdf:about as the id, Dublin Core (dc:date above all) for what RSS 1.0 itself lacks,
 * content:encoded for the full text.
 */
import { dublinCore } from "./dublin_core.ts";
import type { AdapterContext, ParsedFeed, RawItem, RawText } from "./feed_types.ts";
import { htmlToText } from "./html_text.ts";
import { readItems } from "./document_items.ts";
import { feedRefresh } from "./syndication.ts";
import { resolveBase } from "./url.ts";
import { asArray, asNode, atomAlternates, attr, textOf, type XmlNode } from "./xml_node.ts";

const escaped = (value: unknown): RawText[] =>
  value === undefined ? [] : [{ value, kind: "escaped" }];
// dc:description is parsed like any element: its XML layer is already undone.
const parsedMarkup = (value: unknown): RawText => ({ value, kind: "markup" });

function rawItem(item: XmlNode, base: string, ctx: AdapterContext): RawItem {
  const dc = dublinCore(item, ctx.names);
  const about = attr(item, "rdf:about");
  const links = [...asArray(item.link).map(textOf), ...atomAlternates(item[ctx.names.atomLink])];
  if (about) links.push(about);
  return {
    titles: [item.title, ...dc.titles],
    links,
    guid: about,
    // RSS 1.0 has no date of its own: dc:date is its date; pubDate is a stray from RSS 2.0.
    dates: [...dc.dates, textOf(item.pubDate)],
    authors: dc.creators,
    summaries: [...escaped(item.description), ...dc.descriptions.map(parsedMarkup)],
    content: escaped(item[ctx.names.contentEncoded])[0],
    base: resolveBase(attr(item, "xml:base"), base),
  };
}

/** Adapts a parsed <rdf:RDF> element. An RDF document without items is an empty feed. */
export function parseRdf(rdf: XmlNode, ctx: AdapterContext): ParsedFeed {
  const channel = asNode(rdf.channel);
  const base = resolveBase(attr(rdf, "xml:base"), ctx.feedUrl);
  // RSS 1.0 puts items beside the channel; some feeds nest them inside it.
  const nodes = [...asArray(rdf.item), ...asArray(channel?.item)];
  const rawOf = (value: unknown) => {
    const node = asNode(value);
    return node && rawItem(node, base, ctx);
  };
  const title = htmlToText(textOf(channel?.title)) ||
    htmlToText(textOf(channel?.[ctx.names.dcTitle]));
  return { title, ...feedRefresh(channel, ctx.names), ...readItems(nodes, { ...ctx, rawOf }) };
}
