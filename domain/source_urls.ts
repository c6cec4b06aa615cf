/**
 * What a change-API source's URL must say for its format to read it (issue 30 follow-ups), in
 * one table keyed by format: the source body schema checks it at every save (create, update,
 * OPML import) and the adapters read the same rule, so that a URL the form accepts is one the
 * sync can read. Only paths and required parameters are checked, never the host: the tests
 * serve these APIs on 127.0.0.1 and mirrors exist (ADR 0182). Paths are split
 * on "/", never matched by a backtracking pattern.
 */
import { openStatesUrlProblem } from "./open_states_url.ts";

/** What each change API's URL must be, as the Source Management form shows it. */
export const SOURCE_URL_MESSAGES = {
  govinfo:
    "A GovInfo URL must name a collection in its path (/collections/PLAW, FR, CFR, BILLS…), e.g. https://api.govinfo.gov/collections/PLAW",
  congress:
    "A Congress.gov URL must be its bill list, /v3/bill or /v3/bill/{congress}, e.g. https://api.congress.gov/v3/bill",
  regulations:
    "A Regulations.gov URL must be its document search, /v4/documents, e.g. https://api.regulations.gov/v4/documents",
  cellar:
    "A Cellar URL must be its SPARQL endpoint (a path ending in /sparql), e.g. https://publications.europa.eu/webapi/rdf/sparql",
  legislation:
    "A legislation.gov.uk URL must be one of its Atom feeds (a path ending in /data.feed), e.g. https://www.legislation.gov.uk/new/data.feed",
} as const;

/** A GovInfo collection code (PLAW, FR, CFR, BILLS, CREC …). */
const COLLECTION_CODE = /^[A-Za-z]{2,12}$/;
const CONGRESS_NUMBER = /^\d{1,3}$/;

/** The non-empty segments of the URL's path; null when it is not a URL. */
function segmentsOf(url: string): string[] | null {
  try {
    return new URL(url).pathname.split("/").filter(Boolean);
  } catch {
    return null;
  }
}

/** A rule on the path's segments: true when the format can read it. */
const pathRule = (message: string, fits: (segments: string[]) => boolean) => (url: string) => {
  const segments = segmentsOf(url);
  return segments && fits(segments) ? null : message;
};

const RULES: Readonly<Record<string, (url: string) => string | null>> = {
  "open-states": openStatesUrlProblem,
  "govinfo": pathRule(
    SOURCE_URL_MESSAGES.govinfo,
    ([first, code]) => first === "collections" && code !== undefined && COLLECTION_CODE.test(code),
  ),
  "congress-gov": pathRule(
    SOURCE_URL_MESSAGES.congress,
    (s) =>
      s[0] === "v3" && s[1] === "bill" &&
      (s.length === 2 || (s.length === 3 && CONGRESS_NUMBER.test(s[2]!))),
  ),
  "regulations-gov": pathRule(
    SOURCE_URL_MESSAGES.regulations,
    (s) => s.length === 2 && s[0] === "v4" && s[1] === "documents",
  ),
  "eur-lex-cellar": pathRule(SOURCE_URL_MESSAGES.cellar, (s) => s.at(-1) === "sparql"),
  "legislation-gov-uk": pathRule(SOURCE_URL_MESSAGES.legislation, (s) => s.at(-1) === "data.feed"),
};

/**
 * Why a source of `format` cannot read `url`, in words that say what to write; null when it can
 * (and for every format without a rule: feeds, web pages, the Federal Register, UK bills).
 */
export function sourceUrlProblem(format: string, url: string): string | null {
  return Object.hasOwn(RULES, format) ? RULES[format]!(url) : null;
}
