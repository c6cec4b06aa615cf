/**
 * Feed parsing: bytes → text (by the declared encoding) → root check → one fast-xml-parser pass
 * → the adapter of the format (rss.ts, rdf.ts, atom.ts) → the common model (feed_types.ts).
 * Anything that is not a well-formed enough feed throws FeedParseError, never something else.
 */
import { type X2jOptions, XMLParser } from "fast-xml-parser";
import { parseAtom } from "./atom.ts";
import { looksLikeJson, parseJsonFeed } from "./json_feed.ts";
import { type AdapterContext, FeedParseError } from "./feed_types.ts";
import type { FeedNames, ParsedFeed, ParseFeedOptions } from "./feed_types.ts";
import { parseRdf } from "./rdf.ts";
import { parseRss } from "./rss.ts";
import { assertComplete, decodeXmlBytes, sniffRoot } from "./xml_prolog.ts";
import { asNode, type XmlNode } from "./xml_node.ts";

export { FeedParseError } from "./feed_types.ts";
export type { FeedItem, ParsedFeed, ParseFeedOptions } from "./feed_types.ts";

const NAMESPACES = {
  content: "http://purl.org/rss/1.0/modules/content/",
  dc: "http://purl.org/dc/elements/1.1/",
  dcterms: "http://purl.org/dc/terms/",
  atom: "http://www.w3.org/2005/Atom",
  sy: "http://purl.org/rss/1.0/modules/syndication/",
};

// Attributes the adapters read; the others are never materialised.
const KEPT_ATTRIBUTES = new Set("href rel type src xml:base rdf:about isPermaLink".split(" "));
// Elements that may repeat, so that one alone still comes as an array.
const REPEATED = new Set(["item", "entry", "link"]);

// Limits on DOCTYPE-declared entities (the standard XML ones do not count: "external").
// appliesTo exists in fast-xml-parser 5.12 but is missing from its typings, hence the cast.
export const ENTITY_LIMITS = {
  enabled: true,
  maxEntitySize: 10_000,
  maxEntityCount: 100,
  maxExpansionDepth: 5,
  maxTotalExpansions: 1_000,
  maxExpandedLength: 100_000,
  appliesTo: "external",
} as X2jOptions["processEntities"];

const parser = new XMLParser({
  ignoreAttributes: (name: string) => !KEPT_ATTRIBUTES.has(name) && !name.startsWith("xmlns"),
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Callbacks get the matcher instead of a path string built for every tag.
  jPath: false,
  // Markup-bearing elements arrive raw: their HTML (escaped, CDATA or even unescaped) and
  // Atom XHTML keep their order, and the text is read once, by html_text.ts.
  stopNodes: ["..description", "..content:encoded", "..summary", "..content"],
  isArray: (name: string, _path: unknown, _leaf: boolean, isAttribute: boolean) =>
    !isAttribute && REPEATED.has(name.slice(name.indexOf(":") + 1)),
  processEntities: ENTITY_LIMITS,
});

/** Names of namespaced elements as this document prefixes them (xmlns:* on the root). */
function namesOf(root: XmlNode): FeedNames {
  const prefixOf = (uri: string, fallback: string): string => {
    for (const [key, value] of Object.entries(root)) {
      if (value === uri && key.startsWith("@_xmlns:")) return key.slice("@_xmlns:".length);
    }
    return fallback;
  };
  const dc = prefixOf(NAMESPACES.dc, "dc");
  const dcterms = prefixOf(NAMESPACES.dcterms, "dcterms");
  const sy = prefixOf(NAMESPACES.sy, "sy");
  return {
    contentEncoded: `${prefixOf(NAMESPACES.content, "content")}:encoded`,
    atomLink: `${prefixOf(NAMESPACES.atom, "atom")}:link`,
    dcTitle: `${dc}:title`,
    dcDate: `${dc}:date`,
    dcCreator: `${dc}:creator`,
    dcDescription: `${dc}:description`,
    dctermsIssued: `${dcterms}:issued`,
    dctermsCreated: `${dcterms}:created`,
    dctermsModified: `${dcterms}:modified`,
    syUpdatePeriod: `${sy}:updatePeriod`,
    syUpdateFrequency: `${sy}:updateFrequency`,
  };
}

function wrapParserError(err: unknown): FeedParseError {
  const message = err instanceof Error ? err.message : String(err);
  if (/entit/i.test(message)) {
    return new FeedParseError(`feeds/parse: refused: entity limits exceeded (${message})`);
  }
  return new FeedParseError(`feeds/parse: invalid XML (${message})`);
}

/**
 * Parses RSS 2.0, RSS 1.0 (RDF), Atom 1.0 or JSON Feed bytes into the common model. JSON Feed
 * is recognised by a JSON content type or by a document that starts with "{". Relative links
 * resolve against xml:base or `feedUrl`; items without a date (or with an unreadable one) take
 * `fetchedAt` and say so (dateFallback); items without an http(s) link have link null.
 * Throws FeedParseError for anything else: not XML, malformed or truncated XML, an HTML page or
 * another document type, an entity-expansion attack, JSON that is not a JSON Feed.
 */
export function parseFeed(bytes: Uint8Array, options: ParseFeedOptions): ParsedFeed {
  if (looksLikeJson(bytes, options.contentType)) return parseJsonFeed(bytes, options);
  const text = decodeXmlBytes(bytes);
  const root = sniffRoot(text);
  const format = root.local === "rss" || root.local === "feed" || root.name === "rdf:RDF"
    ? root.local
    : undefined;
  if (!format) throw new FeedParseError(`feeds/parse: not a feed (root element <${root.name}>)`);
  assertComplete(text, root);
  let doc: XmlNode;
  try {
    doc = parser.parse(text) as XmlNode;
  } catch (err) {
    throw wrapParserError(err);
  }
  const node = asNode(doc[root.name]) ?? {};
  const ctx: AdapterContext = { ...options, names: namesOf(node) };
  if (format === "rss") return parseRss(node, ctx);
  if (format === "feed") return parseAtom(node, root.name.slice(0, -"feed".length), ctx);
  return parseRdf(node, ctx);
}
