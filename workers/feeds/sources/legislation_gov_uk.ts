/**
 * The "legislation-gov-uk" format: legislation.gov.uk's Atom feeds of new legislation
 * (https://www.legislation.gov.uk/new/data.feed) and of its Publication Log
 * (https://www.legislation.gov.uk/update/data.feed), newest first, 20 entries a page, the next
 * page a `<link rel="next">`. Fields read of an entry: id (the item's `/id/…` address, its guid),
 * the `<link>` without rel (the document; else the id without "/id"), title, summary,
 * updated (the item's date: when the site published it) and published, ukm:DocumentMainType, ukm:Year and ukm:Number (each in a Value
 * attribute) and its effects (legislation_effects.ts), which become the update's text.
 *
 * A read walks from the first page down to the entries older than its cursor (the newest
 * `updated` the last read saw; a week back for a source never read) and stops there. The
 * cursor moves only when a walk ends (the feed's end, the cursor reached, or the read's last
 * page), so a read cut short by a 429 or a 5xx starts again from the top (ADR
 * XXXX-legislation-gov-uk-reads). The walk's newest time and page count travel in the next
 * page's URL fragment, which no request sends. Requests name LegalWatch and PUBLIC_URL in
 * their User-Agent, as the site's fair-use policy asks, and keep well under its 3,000 requests
 * per 5 minutes.
 */
import { type X2jOptions, XMLParser } from "fast-xml-parser";
import { readItems } from "../parse/document_items.ts";
import { FeedParseError, type RawItem } from "../parse/feed_types.ts";
import { collapseWhitespace } from "../parse/html_text.ts";
import { ENTITY_LIMITS } from "../parse/parse.ts";
import { parseFeedDate } from "../parse/dates.ts";
import { resolveHttpUrl } from "../parse/url.ts";
import { assertComplete, decodeXmlBytes, sniffRoot } from "../parse/xml_prolog.ts";
import { asArray, asNode, attr, textOf, type XmlNode } from "../parse/xml_node.ts";
import { effectSentences } from "./legislation_effects.ts";
import type { PageContext, PagedSource, PageRead, PageRequest, ReadStart } from "./paged.ts";
import { DEFAULT_PAGES_PER_READ } from "./paged.ts";

const MODULE = "feeds/legislation-gov-uk";
const UKM = "http://www.legislation.gov.uk/namespaces/metadata";
/** How far a source never read looks back. */
export const UK_FIRST_LOOK_BACK_MS = 7 * 24 * 3_600_000;
/** Pages one read walks at most. */
export const UK_PAGES_PER_READ = DEFAULT_PAGES_PER_READ;

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
const CITATIONS: Record<string, string> = {
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
  const citation = CITATIONS[type];
  if (citation) return `${citation} ${year}/${number}`;
  return type.endsWith("Act") ? `${year} c. ${number}` : undefined;
}

/** The `<link>` without rel: the document. */
function documentLink(links: unknown): string | undefined {
  return asArray(links).map((link) => attr(link, "rel") === undefined ? attr(link, "href") : "")
    .find((href) => href);
}

/** The `<link rel="next">` of the feed. */
function nextLink(links: unknown): string | undefined {
  return attr(asArray(links).find((link) => attr(link, "rel") === "next"), "href");
}

function rawEntry(entry: XmlNode, names: { atom: string; ukm: string }, base: string): RawItem {
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

/** The parsed <feed> and the prefixes of Atom and of the metadata namespace. */
function parseAtomFeed(bytes: Uint8Array) {
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

/** The User-Agent naming LegalWatch and where it runs (PUBLIC_URL), as the site asks. */
export function legislationUserAgent(publicUrl: string | null | undefined): string {
  let contact: string | null = null;
  try {
    // The URL parser drops line breaks: the header cannot be split.
    if (publicUrl) contact = new URL(publicUrl).href;
  } catch {
    // an unreadable PUBLIC_URL: the name alone
  }
  return `LegalWatch/1.0 (${contact ? `+${contact}; ` : ""}legislation monitor)`;
}

function firstPage(endpoint: string, start: ReadStart): PageRequest {
  return {
    url: endpoint,
    headers: {
      accept: "application/atom+xml",
      "user-agent": legislationUserAgent(start.publicUrl),
    },
  };
}

/** Where the walk stands: the newest `updated` so far and the page number (the URL fragment). */
function walkOf(request: PageRequest) {
  const hash = new URL(request.url).hash.slice(1, 200);
  const state = new URLSearchParams(hash);
  const newest = Date.parse(state.get("newest") ?? "");
  const page = Number(state.get("page") ?? "1");
  return {
    newest: Number.isNaN(newest) ? null : newest,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Reads one page of the feed. Throws FeedParseError. */
export function readLegislationPage(bytes: Uint8Array, context: PageContext): PageRead {
  const { feed, atom, ukm } = parseAtomFeed(bytes);
  const walk = walkOf(context.request);
  const cursor = parseFeedDate(context.start.cursor);
  const since = cursor?.getTime() ?? context.start.now.getTime() - UK_FIRST_LOOK_BACK_MS;
  const entries: XmlNode[] = [];
  let newest = walk.newest;
  let reachedCursor = false;
  for (const value of asArray(feed[`${atom}entry`])) {
    const entry = asNode(value);
    if (!entry) continue;
    const updated = parseFeedDate(textOf(entry[`${atom}updated`]))?.getTime();
    // Newest first: the first entry older than the cursor ends the walk.
    if (updated !== undefined && updated < since) {
      reachedCursor = true;
      break;
    }
    if (updated !== undefined && (newest === null || updated > newest)) newest = updated;
    entries.push(entry);
  }
  const base = context.feedUrl;
  const items = readItems(entries, { ...context, rawOf: (e) => rawEntry(e, { atom, ukm }, base) });
  const href = reachedCursor ? null : resolveHttpUrl(nextLink(feed[`${atom}link`]), base);
  const ends = href === null || walk.page >= UK_PAGES_PER_READ;
  let next: PageRequest | null = null;
  if (href && !ends) {
    const url = new URL(href);
    url.hash = new URLSearchParams({
      ...(newest === null ? {} : { newest: new Date(newest).toISOString() }),
      page: String(walk.page + 1),
    }).toString();
    next = { url: url.href, headers: context.request.headers };
  }
  return {
    feed: {
      title: collapseWhitespace(textOf(feed[`${atom}title`])) || "legislation.gov.uk",
      ...items,
    },
    next,
    cursor: ends && newest !== null ? new Date(newest).toISOString() : null,
  };
}

/** The paged adapter of adapters.ts (no key). */
export const legislationGovUk: PagedSource = {
  firstPage,
  readPage: readLegislationPage,
  pagesPerRead: UK_PAGES_PER_READ,
  // 3,000 requests per 5 minutes is 10 a second for all clients of one address: 4 at most.
  minGapMs: 250,
};
