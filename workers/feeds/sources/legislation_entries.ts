/**
 * Reading legislation.gov.uk's Atom feeds: the document (fast-xml-parser under the feed parser's
 * entity limits, after its prolog checks) and one entry as the shared item conversion takes it.
 * An entry's guid is its `/id/…` address, its link the `<link>` without rel (else the id without
 * "/id"), its date `updated` (when the site published it), then `published`; its author the type
 * in words; its text the citation the grouping reads ("S.I. 2026/412", "S.S.I.", "S.R.", or
 * "2026 c. 3" for an act, from ukm:DocumentMainType, ukm:Year and ukm:Number), its effects
 * (legislation_effects.ts) and its summary (ADR 0160).
 */
import { type X2jOptions, XMLParser } from "fast-xml-parser";
import { FeedParseError, type RawItem } from "../parse/feed_types.ts";
import { collapseWhitespace } from "../parse/html_text.ts";
import { ENTITY_LIMITS } from "../parse/parse.ts";
import { assertComplete, decodeXmlBytes, sniffRoot } from "../parse/xml_prolog.ts";
import { asArray, asNode, attr, textOf, type XmlNode } from "../parse/xml_node.ts";
import { effectSentences } from "./legislation_effects.ts";

const MODULE = "feeds/legislation-gov-uk";
const UKM = "http://www.legislation.gov.uk/namespaces/metadata";
const KEPT = new Set(
  ("href rel type Value Date Type AffectedURI AffectingURI AffectedProvisions " +
    "AffectingProvisions").split(" "),
);
const REPEATED = new Set(["entry", "link", "Effect", "InForce"]);
const parser = new XMLParser({
  ignoreAttributes: (name: string) => !KEPT.has(name) && !name.startsWith("xmlns"),
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  jPath: false,
  isArray: (name: string, _path: unknown, _leaf: boolean, isAttribute: boolean) =>
    !isAttribute && REPEATED.has(name.slice(name.indexOf(":") + 1)),
  processEntities: ENTITY_LIMITS as X2jOptions["processEntities"],
});

/** The citation of an instrument, in the words the grouping's patterns read (id_families.ts). */
const CITATIONS: Readonly<Record<string, string>> = {
  UnitedKingdomStatutoryInstrument: "S.I.",
  // Welsh instruments are numbered in the UK series.
  WelshStatutoryInstrument: "S.I.",
  ScottishStatutoryInstrument: "S.S.I.",
  NorthernIrelandStatutoryRule: "S.R.",
};
const NUMBER = /^\d{1,5}$/;

/** "UnitedKingdomStatutoryInstrument" → "UK Statutory Instrument". */
function typeLabel(type: string): string {
  return type.slice(0, 100).replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^United Kingdom /, "UK ");
}

/** The heading the grouping reads: "S.I. 2026/412" (or "2026 c. 12" for an act). */
function citationOf(type: string, year: string, number: string): string | undefined {
  if (!NUMBER.test(year) || !NUMBER.test(number)) return undefined;
  const citation = Object.hasOwn(CITATIONS, type) ? CITATIONS[type] : undefined;
  if (citation) return `${citation} ${year}/${number}`;
  return type.endsWith("Act") ? `${year} c. ${number}` : undefined;
}

/** The `<link>` without rel: the document. */
function documentLink(links: unknown): string | undefined {
  return asArray(links).map((link) => attr(link, "rel") === undefined ? attr(link, "href") : "")
    .find((href) => href);
}

/** The `<link rel="next">` of the feed. */
export function nextLink(links: unknown): string | undefined {
  return attr(asArray(links).find((link) => attr(link, "rel") === "next"), "href");
}

/** What the shared item conversion reads of one entry. */
export function legislationEntry(
  entry: XmlNode,
  names: { atom: string; ukm: string },
  base: string,
): RawItem {
  const { atom, ukm } = names;
  const value = (name: string) => attr(entry[`${ukm}:${name}`], "Value")?.trim() ?? "";
  const type = value("DocumentMainType");
  const citation = citationOf(type, value("Year"), value("Number"));
  const id = textOf(entry[`${atom}id`]).trim();
  const summary = collapseWhitespace(textOf(entry[`${atom}summary`]));
  const heading = [citation, type && typeLabel(type)].filter((part) => part).join(", ");
  const text = [heading && `${heading}.`, ...effectSentences(entry, ukm), summary]
    .filter((part) => part).join(" ");
  return {
    titles: [entry[`${atom}title`]],
    titleKind: "text",
    links: [documentLink(entry[`${atom}link`]) ?? id.replace("/id/", "/")],
    guid: id || undefined,
    // When the site published it: an old act's new effects are news of today, not of 2006.
    dates: [textOf(entry[`${atom}updated`]), textOf(entry[`${atom}published`])],
    authors: [type && typeLabel(type)],
    summaries: summary ? [{ value: summary, kind: "text" }] : [],
    content: text ? { value: text, kind: "text" } : undefined,
    base,
  };
}

/**
 * The parsed <feed> and the prefixes of Atom and of the metadata namespace. Throws
 * FeedParseError for a document that is not an Atom feed or not well-formed.
 */
export function parseLegislationFeed(bytes: Uint8Array) {
  const text = decodeXmlBytes(bytes);
  const root = sniffRoot(text);
  if (root.local !== "feed") {
    throw new FeedParseError(`${MODULE}: not an Atom feed (root element <${root.name}>)`);
  }
  assertComplete(text, root);
  let doc: XmlNode;
  try {
    doc = parser.parse(text) as XmlNode;
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    throw new FeedParseError(`${MODULE}: invalid XML (${detail})`);
  }
  const feed = asNode(doc[root.name]) ?? {};
  const ukmAttr = Object.entries(feed).find(([key, v]) => v === UKM && key.startsWith("@_xmlns:"));
  const ukm = ukmAttr ? ukmAttr[0].slice("@_xmlns:".length) : "ukm";
  return { feed, atom: root.name.slice(0, -"feed".length), ukm };
}
