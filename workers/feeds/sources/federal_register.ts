/**
 * The "federal-register" format: the Federal Register API's document search
 * (https://www.federalregister.gov/developers/documentation/api/v1, GET /documents.json).
 * The answer's `results[]` are the items; fields read: title, abstract, html_url,
 * publication_date (YYYY-MM-DD), type ("Rule", "Proposed Rule", "Notice", "Presidential
 * Document"), document_number and agencies[].name (raw_name when name is missing).
 */
import { readItems } from "../parse/document_items.ts";
import {
  FeedParseError,
  type ParsedFeed,
  type RawItem,
  type RawText,
} from "../parse/feed_types.ts";
import {
  asObject,
  asString,
  entriesOf,
  type JsonObject,
  objectsOf,
  parseJson,
} from "../parse/json_values.ts";
import type { ParseSourceOptions, SourceAdapter } from "./adapter_types.ts";

const MODULE = "feeds/federal-register";
/** Documents asked for per sync when the source's URL does not say. */
export const FEDERAL_REGISTER_PAGE_SIZE = 100;

/**
 * The API query for a source's URL: the website's search page (/documents/search?…) becomes the
 * API's documents.json with the same conditions; the newest documents come first, 100 of them,
 * unless the URL asks otherwise.
 */
export function federalRegisterUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.pathname.replace(/\/+$/, "") === "/documents/search") {
    parsed.pathname = "/api/v1/documents.json";
  }
  if (!parsed.searchParams.has("order")) parsed.searchParams.set("order", "newest");
  if (!parsed.searchParams.has("per_page")) {
    parsed.searchParams.set("per_page", String(FEDERAL_REGISTER_PAGE_SIZE));
  }
  return parsed.href;
}

function agencyNames(document: JsonObject): string {
  return objectsOf(document.agencies)
    .map((agency) => (asString(agency.name) ?? asString(agency.raw_name) ?? "").trim())
    .filter((name) => name).join(", ");
}

/** What one result gives the shared item conversion (item.ts). */
function rawDocument(document: JsonObject, options: ParseSourceOptions): RawItem {
  const abstract = asString(document.abstract);
  const type = asString(document.type)?.trim();
  const agencies = agencyNames(document);
  // What the analysis reads: what kind of document, by whom, then the abstract.
  const heading = [type, agencies && `by ${agencies}`].filter((part) => part).join(" ");
  const content: RawText | undefined = heading || abstract
    ? { value: [heading && `${heading}.`, abstract].filter((p) => p).join(" "), kind: "text" }
    : undefined;
  return {
    titles: [asString(document.title)],
    titleKind: "text",
    links: [asString(document.html_url) ?? ""],
    guid: asString(document.document_number),
    dates: [asString(document.publication_date) ?? ""],
    authors: [agencies],
    summaries: abstract ? [{ value: abstract, kind: "text" }] : [],
    content,
    base: options.feedUrl,
  };
}

/** Reads a documents.json answer. Throws FeedParseError when it has no results[]. */
export function parseFederalRegister(bytes: Uint8Array, options: ParseSourceOptions): ParsedFeed {
  const answer = asObject(parseJson(bytes, MODULE));
  // A search without matches answers {"count": 0, …} without results.
  const empty = answer?.results === undefined && answer?.count === 0;
  if (!answer || !(Array.isArray(answer.results) || empty)) {
    throw new FeedParseError(`${MODULE}: the answer is not a document search (no results[])`);
  }
  const rawOf = (entry: unknown) => {
    const document = asObject(entry);
    return document && rawDocument(document, options);
  };
  const description = asString(answer.description);
  return {
    title: description ?? "Federal Register",
    ...readItems(entriesOf(answer.results), { ...options, rawOf }),
  };
}

/** The adapter of adapters.ts. */
export const federalRegister: SourceAdapter = {
  fetchUrl: federalRegisterUrl,
  accept: "application/json",
  parse: parseFederalRegister,
};
