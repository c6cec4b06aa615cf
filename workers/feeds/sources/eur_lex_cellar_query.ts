/**
 * The questions the "eur-lex-cellar" format asks the Cellar SPARQL endpoint
 * (https://publications.europa.eu/webapi/rdf/sparql): acts of the Official Journal's L and C
 * series whose Cellar record changed (cmr:lastModificationDate) in a bounded window, ordered by
 * that time and the work, a page of {@link CELLAR_PAGE_SIZE} rows at an offset. A read resumes
 * from its cursor, "the last modified time read and how many rows of that time were read"
 * (ADR 0159).
 *
 * The window a page asks for is written into the query as a comment line, so that reading its
 * answer knows where the page stood without a second copy of the state.
 */
import type { PageRequest, ReadStart } from "./paged.ts";

/** Rows a page asks for. */
export const CELLAR_PAGE_SIZE = 100;
/** The widest window of modification times one query covers: it keeps a query well within the
 * endpoint's ~60 s limit, however many records changed since the cursor. */
export const CELLAR_WINDOW_MS = 24 * 3_600_000;
/** How far a source never read looks back. */
export const CELLAR_FIRST_LOOK_BACK_MS = 7 * 24 * 3_600_000;
/** Records changed this recently are left for the next read: the endpoint loads them late. */
export const CELLAR_SETTLE_MS = 3_600_000;
/** A record of an act dated this long before its window is a catalogue edit, not a new act. */
const OLD_ACT_MS = 365 * 24 * 3_600_000;

/** The EU's language authority codes of the official languages, by ISO 639-1 code. */
export const EU_LANGUAGES: Readonly<Record<string, string>> = {
  bg: "BUL",
  cs: "CES",
  da: "DAN",
  de: "DEU",
  el: "ELL",
  en: "ENG",
  es: "SPA",
  et: "EST",
  fi: "FIN",
  fr: "FRA",
  ga: "GLE",
  hr: "HRV",
  hu: "HUN",
  it: "ITA",
  lt: "LIT",
  lv: "LAV",
  mt: "MLT",
  nl: "NLD",
  pl: "POL",
  pt: "POR",
  ro: "RON",
  sk: "SLK",
  sl: "SLV",
  sv: "SWE",
};

/** The ISO 639-1 code a source's language is read in: English for none or a non-EU one. */
export function cellarLanguage(language: string | null): string {
  const code = language?.trim().toLowerCase().slice(0, 2) ?? "";
  return Object.hasOwn(EU_LANGUAGES, code) ? code : "en";
}

/** Where a read stands: rows modified before `from`, and the first `offset` rows at `from`, are read. */
export interface CellarPosition {
  from: Date;
  offset: number;
}

/** The window one page asks for: the position and the (excluded) end of its modification times. */
export interface CellarWindow extends CellarPosition {
  until: Date;
}

const MARKER = "# legalwatch-window ";
const OFFSET_LIMIT = 1_000_000;

/** The cursor text of a position ("2026-11-20T09:15:00.123Z;3"). */
export function formatCellarCursor(position: CellarPosition): string {
  return `${position.from.toISOString()};${position.offset}`;
}

/** Reads a cursor; null for none or one this code did not write (the read starts afresh). */
export function parseCellarCursor(cursor: string | null): CellarPosition | null {
  if (!cursor || cursor.length > 100) return null;
  const [time, offsetText] = cursor.split(";");
  const from = new Date(time ?? "");
  const offset = Number(offsetText);
  if (Number.isNaN(from.getTime()) || !Number.isInteger(offset) || offset < 0) return null;
  return { from, offset: Math.min(offset, OFFSET_LIMIT) };
}

/** The window of the page at `position`: a day at most, and never the last settle time. */
export function windowAt(position: CellarPosition, now: Date): CellarWindow {
  const settled = now.getTime() - CELLAR_SETTLE_MS;
  const end = Math.min(position.from.getTime() + CELLAR_WINDOW_MS, settled);
  return { ...position, until: new Date(Math.max(end, position.from.getTime())) };
}

/** True when the window ends where the settled records end: no later window to ask for yet. */
export function reachesNow(window: CellarWindow, now: Date): boolean {
  return window.until.getTime() >= now.getTime() - CELLAR_SETTLE_MS;
}

const xsdDateTime = (date: Date) => `"${date.toISOString()}"^^xsd:dateTime`;

/** The SPARQL SELECT of one page. */
export function cellarQuery(window: CellarWindow, language: string): string {
  const eu = EU_LANGUAGES[language] ?? "ENG";
  const oldest = new Date(window.from.getTime() - OLD_ACT_MS).toISOString().slice(0, 10);
  return `${MARKER}${window.from.toISOString()} ${window.offset} ${window.until.toISOString()}
PREFIX cdm: <http://publications.europa.eu/ontology/cdm#>
PREFIX cmr: <http://publications.europa.eu/ontology/cdm/cmr#>
PREFIX xsd: <http://www.w3.org/2001/XMLSchema#>
SELECT ?work ?modified (SAMPLE(?celexValue) AS ?celex) (SAMPLE(?eliValue) AS ?eli)
  (SAMPLE(?titleValue) AS ?title) (MIN(?dateValue) AS ?date)
  (MIN(?forceValue) AS ?entryIntoForce) (SAMPLE(?seriesValue) AS ?series)
WHERE {
  ?work cmr:lastModificationDate ?modified .
  FILTER(?modified >= ${xsdDateTime(window.from)} && ?modified < ${xsdDateTime(window.until)})
  ?work cdm:resource_legal_published_in_official-journal ?journal .
  ?journal cdm:official-journal_part_of_collection_document ?collection .
  VALUES ?collection {
    <http://publications.europa.eu/resource/authority/document-collection/OJ-L>
    <http://publications.europa.eu/resource/authority/document-collection/OJ-C>
  }
  BIND(STRAFTER(STR(?collection), "document-collection/OJ-") AS ?seriesValue)
  ?work cdm:resource_legal_id_celex ?celexValue .
  OPTIONAL { ?work cdm:work_date_document ?dateValue }
  FILTER(!BOUND(?dateValue) || ?dateValue >= "${oldest}"^^xsd:date)
  OPTIONAL { ?work cdm:resource_legal_eli ?eliValue }
  OPTIONAL { ?work cdm:resource_legal_date_entry-into-force ?forceValue }
  OPTIONAL {
    ?expression cdm:expression_belongs_to_work ?work ;
      cdm:expression_uses_language <http://publications.europa.eu/resource/authority/language/${eu}> ;
      cdm:expression_title ?titleValue .
  }
}
GROUP BY ?work ?modified
ORDER BY ?modified ?work
OFFSET ${window.offset}
LIMIT ${CELLAR_PAGE_SIZE}
`;
}

/** The GET of one page: the query and the result format in the URL, as the endpoint takes them. */
export function cellarRequest(
  endpoint: string,
  window: CellarWindow,
  language: string,
): PageRequest {
  const url = new URL(endpoint);
  url.searchParams.set("query", cellarQuery(window, language));
  url.searchParams.set("format", "application/sparql-results+json");
  return { url: url.href, headers: { accept: "application/sparql-results+json" } };
}

/** The first page of a read: from the cursor, or a week back for a source never read. */
export function cellarFirstPage(endpoint: string, start: ReadStart): PageRequest {
  const position = parseCellarCursor(start.cursor) ??
    { from: new Date(start.now.getTime() - CELLAR_FIRST_LOOK_BACK_MS), offset: 0 };
  return cellarRequest(endpoint, windowAt(position, start.now), cellarLanguage(start.language));
}

/** The window a page's request asked for (from its query's first line); null for another URL. */
export function windowOfRequest(request: PageRequest): CellarWindow | null {
  let query: string | null;
  try {
    query = new URL(request.url).searchParams.get("query");
  } catch {
    return null;
  }
  if (!query?.startsWith(MARKER)) return null;
  const line = query.slice(MARKER.length, query.indexOf("\n"));
  const [from, offset, until] = line.split(" ");
  const position = parseCellarCursor(`${from};${offset}`);
  const end = new Date(until ?? "");
  return position && !Number.isNaN(end.getTime()) ? { ...position, until: end } : null;
}

/** The endpoint of a page's request (its URL without the query). */
export function endpointOfRequest(request: PageRequest): string {
  const url = new URL(request.url);
  url.searchParams.delete("query");
  url.searchParams.delete("format");
  return url.href;
}
