/**
 * The "eur-lex-cellar" format: acts of the Official Journal (L and C series) from the Cellar
 * SPARQL endpoint (https://publications.europa.eu/webapi/rdf/sparql), read in pages since the
 * last read (the questions: eur_lex_cellar_query.ts; ADR 0159).
 *
 * The answer is SPARQL 1.1 Query Results JSON (`head.vars`, `results.bindings[]`, each variable a
 * `{type, value, datatype?, "xml:lang"?}`); a value is read whatever its type says: "uri",
 * "literal" with or without a datatype (xsd:string, xsd:anyURI, xsd:date, xsd:dateTime) and the
 * "typed-literal" of older Virtuoso. Variables read: work, modified (cmr:lastModificationDate),
 * celex (cdm:resource_legal_id_celex), eli (cdm:resource_legal_eli), title (the expression's
 * cdm:expression_title in the source's language), date (cdm:work_date_document), entryIntoForce
 * (the earliest cdm:resource_legal_date_entry-into-force) and series ("L" or "C"). Virtuoso
 * reports an error (a syntax error, a timeout) as plain text, often with status 200: that is a
 * FeedParseError naming its first line.
 *
 * An act's link is its EUR-Lex page (https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:…,
 * in the source's language), its guid the CELEX number, and its content opens with "CELEX number
 * …" and the ELI, where the grouping of one change finds the act's `eu:…` key.
 */
import { readItems } from "../parse/document_items.ts";
import { FeedParseError, type RawItem } from "../parse/feed_types.ts";
import { asObject, asString, type JsonObject, objectsOf } from "../parse/json_values.ts";
import {
  CELLAR_PAGE_SIZE,
  cellarFirstPage,
  cellarLanguage,
  type CellarPosition,
  cellarRequest,
  type CellarWindow,
  endpointOfRequest,
  formatCellarCursor,
  reachesNow,
  windowAt,
  windowOfRequest,
} from "./eur_lex_cellar_query.ts";
import type { PageContext, PagedSource, PageRead } from "./paged.ts";

const MODULE = "feeds/eur-lex-cellar";
/** Where an act's page is. */
export const EUR_LEX_BASE = "https://eur-lex.europa.eu/legal-content/";
// A CELEX number: sector, year, type letters, number, then a corrigendum's "R(01)" or a
// consolidated version's "-20260303". One class under one bounded quantifier.
const CELEX_SHAPE = /^[0-9CE][0-9A-Z()-]{5,30}$/;
const DAY = /^\d{4}-\d{2}-\d{2}/;
const ERROR_LINE_CHARS = 200;

/** The value of one variable of a binding, whatever its type; undefined when unbound. */
function valueOf(binding: JsonObject, name: string): string | undefined {
  const term = asObject(binding[name]);
  const type = asString(term?.type);
  if (type !== "literal" && type !== "typed-literal" && type !== "uri") return undefined;
  return asString(term?.value)?.trim() || undefined;
}

/** The first line of a text answer, for the error message. */
function firstLine(text: string): string {
  const start = text.trimStart();
  const end = start.indexOf("\n");
  // Control characters would garble a log line.
  // deno-lint-ignore no-control-regex
  const line = (end < 0 ? start : start.slice(0, end)).replace(/[\u0000-\u001f\u007f]/g, " ");
  return line.length > ERROR_LINE_CHARS ? `${line.slice(0, ERROR_LINE_CHARS)}…` : line;
}

/** The bindings of a SPARQL JSON answer. Throws FeedParseError for anything else. */
export function cellarBindings(bytes: Uint8Array): JsonObject[] {
  const text = new TextDecoder().decode(bytes);
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    const line = firstLine(text);
    throw new FeedParseError(
      line
        ? `${MODULE}: the endpoint answered an error instead of results: ${line}`
        : `${MODULE}: the endpoint answered nothing`,
    );
  }
  const bindings = asObject(asObject(answer)?.results)?.bindings;
  if (!Array.isArray(bindings)) {
    throw new FeedParseError(`${MODULE}: the answer is not SPARQL results (no results.bindings)`);
  }
  return objectsOf(bindings);
}

/** An act's EUR-Lex page in `language` (an ISO 639-1 code). */
export function eurLexPage(celex: string, language: string): string {
  return `${EUR_LEX_BASE}${language.toUpperCase()}/TXT/?uri=CELEX:${encodeURIComponent(celex)}`;
}

const dayOf = (value: string | undefined) => value && DAY.exec(value)?.[0];

function rawAct(binding: JsonObject, language: string, base: string): RawItem {
  const celexValue = valueOf(binding, "celex")?.toUpperCase();
  const celex = celexValue && CELEX_SHAPE.test(celexValue) ? celexValue : undefined;
  const eliValue = valueOf(binding, "eli");
  const eli = eliValue && /^https?:\/\//.test(eliValue) ? eliValue : undefined;
  const date = dayOf(valueOf(binding, "date"));
  const inForce = dayOf(valueOf(binding, "entryIntoForce"));
  const series = valueOf(binding, "series");
  const journal = `Official Journal of the European Union${
    series === "L" || series === "C" ? ` (OJ ${series})` : ""
  }`;
  // What the grouping and the analysis read first: the act's identifiers, then its dates.
  const heading = [
    celex && `CELEX number ${celex}`,
    eli && `ELI ${eli}`,
    journal,
    date && `Date of document: ${date}`,
    inForce && `Entry into force: ${inForce}`,
  ].filter((part) => part).join(". ");
  return {
    titles: [valueOf(binding, "title")],
    titleKind: "text",
    links: [celex ? eurLexPage(celex, language) : eli ?? ""],
    guid: celex,
    dates: [date ?? "", valueOf(binding, "modified") ?? ""],
    authors: [journal],
    content: celex || eli ? { value: `${heading}.`, kind: "text" } : undefined,
    base,
  };
}

/** Where the read stands after `rows` of the page `window` asked for; null when none is readable. */
function positionAfter(rows: JsonObject[], window: CellarWindow | null): CellarPosition | null {
  let last: number | null = null;
  let count = 0;
  for (const row of rows) {
    const time = Date.parse(valueOf(row, "modified") ?? "");
    if (Number.isNaN(time)) continue;
    if (time === last) count++;
    else [last, count] = [time, 1];
  }
  if (last === null) return null;
  // Rows of the window's own start time continue the offset it started at.
  const offset = window && last === window.from.getTime() ? window.offset + count : count;
  return { from: new Date(last), offset };
}

/** The next page and the cursor after a page (ADR 0159). */
function nextOf(rows: JsonObject[], context: PageContext): Omit<PageRead, "feed"> {
  const window = windowOfRequest(context.request);
  const position = positionAfter(rows, window);
  const cursor = position && formatCellarCursor(position);
  // A document read alone (not a page this adapter asked for) has no next page.
  if (!window) return { next: null, cursor };
  const { now, language } = context.start;
  const ask = (at: CellarPosition) =>
    cellarRequest(endpointOfRequest(context.request), windowAt(at, now), cellarLanguage(language));
  if (rows.length >= CELLAR_PAGE_SIZE) return { next: position && ask(position), cursor };
  // A short page ends its window: the next one starts where it ended, once that time settled.
  if (reachesNow(window, now)) return { next: null, cursor };
  const after = { from: window.until, offset: 0 };
  return { next: ask(after), cursor: formatCellarCursor(after) };
}

/** Reads one page of the endpoint's answer. Throws FeedParseError. */
export function readCellarPage(bytes: Uint8Array, context: PageContext): PageRead {
  const rows = cellarBindings(bytes);
  const language = cellarLanguage(context.start.language);
  const rawOf = (row: JsonObject) => rawAct(row, language, context.feedUrl);
  const items = readItems(rows, { ...context, rawOf });
  return { feed: { title: "EUR-Lex: Official Journal", ...items }, ...nextOf(rows, context) };
}

/** The paged adapter of adapters.ts (no key: the endpoint is open). */
export const eurLexCellar: PagedSource = {
  firstPage: cellarFirstPage,
  readPage: readCellarPage,
  // No published request limit: one question a second is polite to a shared endpoint.
  minGapMs: 1_000,
};
