/**
 * Legislative filter terms (spec DECISIONS.md): whole words, case-insensitive, in an item's title
 * and description. Terms are compiled once into one regular expression, since it runs per item.
 */
import { foldText, foundIn, termsRegex } from "../../domain/term_match.ts";

/** What a matcher looks at. */
export interface FilterableItem {
  title: string;
  summary: string;
}

/** Tells whether an item passes a filter. */
export type TermMatcher = (item: FilterableItem) => boolean;

/**
 * Compiles terms into a matcher: true when any term occurs as a whole word (or whole phrase) in
 * the title or summary, ignoring case (the rule of domain/term_match.ts). "act" matches "Act"
 * and "act," but not "contract" or "actor". An empty list matches nothing.
 */
export function compileTerms(terms: readonly string[]): TermMatcher {
  const regex = termsRegex(terms);
  if (regex === null) return () => false;
  return (item) => foundIn(regex, [item.title, item.summary]);
}

/** A matcher that takes every item. */
export const MATCH_ALL: TermMatcher = () => true;

/**
 * Reads a source's comma-separated legislativeFilter into terms: trimmed, non-empty, and without
 * case-insensitive repeats (the first spelling is kept).
 */
export function parseLegislativeFilter(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const part of (text ?? "").split(",")) {
    const term = part.trim();
    const key = foldText(term);
    if (term && !seen.has(key)) {
      seen.add(key);
      terms.push(term);
    }
  }
  return terms;
}

/** The fields of a source that decide its filter. */
export interface SourceFilterFields {
  sourceType: string;
  legislativeFilter?: string | null;
}

/**
 * The matcher of one source: a specialist source with its own legislativeFilter uses those
 * terms; a specialist source without one takes every item; any other (jurisdiction) source uses
 * the global terms.
 */
export function termsForSource(
  source: SourceFilterFields,
  globalTerms: readonly string[],
): TermMatcher {
  if (source.sourceType !== "specialist") return compileTerms(globalTerms);
  const own = parseLegislativeFilter(source.legislativeFilter);
  return own.length > 0 ? compileTerms(own) : MATCH_ALL;
}
