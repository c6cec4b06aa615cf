/**
 * Every source format and its adapter: how its URL is fetched and how the answer becomes the
 * common feed model. The next adapter (EUR-Lex, GovInfo, Open States …) is one file beside
 * these, one line here and one word in domain/sources.ts's SOURCE_FORMATS.
 */
import type { SourceFormat } from "../../../domain/sources.ts";
import { FeedParseError, type ParsedFeed } from "../parse/feed_types.ts";
import { parseFeed } from "../parse/parse.ts";
import type { ParseSourceOptions, SourceAdapter } from "./adapter_types.ts";
import { congressGov } from "./congress_gov.ts";
import { eurLexCellar } from "./eur_lex_cellar.ts";
import { federalRegister } from "./federal_register.ts";
import { govinfo } from "./govinfo.ts";
import { legislationGovUk } from "./legislation_gov_uk.ts";
import { openStates } from "./open_states.ts";
import { parseAsFirstPage } from "./paged.ts";
import { regulationsGov } from "./regulations_gov.ts";
import { ukParliamentBills } from "./uk_parliament_bills.ts";
import { webPage } from "./web_page.ts";

export type { ParseSourceOptions, SourceAdapter } from "./adapter_types.ts";

/** The adapter of each source format. */
export const SOURCE_ADAPTERS: Readonly<Record<SourceFormat, SourceAdapter>> = {
  // RSS 2.0, RSS 1.0, Atom and JSON Feed, recognised from the document.
  "auto": { parse: parseFeed },
  "congress-gov": {
    accept: "application/json",
    parse: parseAsFirstPage(congressGov),
    paged: congressGov,
  },
  "eur-lex-cellar": {
    accept: "application/sparql-results+json",
    parse: parseAsFirstPage(eurLexCellar),
    paged: eurLexCellar,
  },
  "federal-register": federalRegister,
  "govinfo": govinfo,
  "legislation-gov-uk": {
    accept: "application/atom+xml",
    parse: parseAsFirstPage(legislationGovUk),
    paged: legislationGovUk,
  },
  "open-states": {
    accept: "application/json",
    parse: parseAsFirstPage(openStates),
    paged: openStates,
  },
  "regulations-gov": {
    accept: "application/vnd.api+json, application/json",
    parse: parseAsFirstPage(regulationsGov),
    paged: regulationsGov,
  },
  "uk-parliament-bills": ukParliamentBills,
  "web-page": webPage,
};

/** The adapter of a format read from the database, which may hold one this code lacks. */
export function adapterOf(format: string): SourceAdapter {
  const adapter = Object.hasOwn(SOURCE_ADAPTERS, format)
    ? SOURCE_ADAPTERS[format as SourceFormat]
    : undefined;
  if (!adapter) throw new FeedParseError(`feeds/sources: unknown source format "${format}"`);
  return adapter;
}

/** Reads a fetched body by the source's format. Throws FeedParseError. */
export function parseSource(
  format: string,
  bytes: Uint8Array,
  options: ParseSourceOptions,
): ParsedFeed {
  return adapterOf(format).parse(bytes, options);
}
