/**
 * What each source format asks of its source (issue 30): whether its service takes an API key
 * (and refuses every request without one), and whether the source's `language` picks the
 * language of its texts. Keyed by the format's word, so that a format another branch adds reads
 * as "no key, no language" until it has a line here; adapters_test.ts checks that the adapters'
 * own `key` agrees.
 */

/** A format's API key: none taken, taken when given, or needed for every request. */
export type KeyNeed = "none" | "optional" | "required";

/** What a format asks of its source. */
export interface FormatTraits {
  key: KeyNeed;
  /** The source's language field applies (the titles come in that language). */
  language: boolean;
}

const PLAIN: FormatTraits = { key: "none", language: false };

const TRAITS: Readonly<Record<string, FormatTraits>> = {
  "eur-lex-cellar": { key: "none", language: true },
  "govinfo": { key: "required", language: false },
  "congress-gov": { key: "required", language: false },
  "regulations-gov": { key: "required", language: false },
  "open-states": { key: "required", language: false },
};

/** The traits of `format` (a format without a line: no key, no language). */
export function formatTraits(format: string): FormatTraits {
  return Object.hasOwn(TRAITS, format) ? TRAITS[format]! : PLAIN;
}

/**
 * A source that cannot be read until someone enters its key: its format needs one and it holds
 * none (an OPML import never carries keys; ADR 0181).
 */
export function lacksNeededKey(source: { format: string; apiKeySet: boolean }): boolean {
  return formatTraits(source.format).key === "required" && !source.apiKeySet;
}
