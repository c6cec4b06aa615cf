/**
 * Legislative filter terms (DECISIONS.md): whole words, case-insensitive, in an item's title and
 * description. Terms are compiled once into one regular expression, since it runs per item.
 */

/** What a matcher looks at. */
export interface FilterableItem {
  title: string;
  summary: string;
}

/** Tells whether an item passes a filter. */
export type TermMatcher = (item: FilterableItem) => boolean;

// A word character is a letter, a combining mark, a digit or "_", in any script.
const WORD = "[\\p{L}\\p{M}\\p{N}_]";

function termPattern(term: string): string {
  // Escape every syntax character (in "u" mode no others may be escaped), then let any run of
  // spaces match.
  const escaped = term.replace(/[\\^$.*+?()[\]{}|\/]/g, "\\$&");
  return escaped.trim().split(/\s+/).join("\\s+");
}

/**
 * Compiles terms into a matcher: true when any term occurs as a whole word (or whole phrase) in
 * the title or summary, ignoring case. "act" matches "Act" and "act," but not "contract" or
 * "actor". An empty list matches nothing.
 */
export function compileTerms(terms: readonly string[]): TermMatcher {
  const patterns = terms.map((t) => t.normalize("NFC").trim()).filter(Boolean).map(termPattern);
  if (patterns.length === 0) return () => false;
  const re = new RegExp(`(?<!${WORD})(?:${patterns.join("|")})(?!${WORD})`, "iu");
  return (item) => re.test(normalise(item.title)) || re.test(normalise(item.summary));
}

function normalise(text: string): string {
  // Only non-ASCII text can differ between composed and decomposed forms.
  return /[\u0080-\uffff]/.test(text) ? text.normalize("NFC") : text;
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
    const key = term.toLowerCase();
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
