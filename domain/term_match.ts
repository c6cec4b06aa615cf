/**
 * The one rule for "a term occurs in a text" (ADR 0069): whole words or whole
 * phrases, ignoring case, any run of blanks matching the blanks of a phrase, in NFC. The
 * legislative filter of the feed sync (workers/feeds/filter.ts) and the keywords of alerts
 * (workers/alerts/match.ts) both use it.
 *
 * Every pattern is a set of escaped literals between lookarounds of one character, so a test
 * runs in time linear in the text for a given set of terms: nothing backtracks on hostile text.
 */

// A word character is a letter, a combining mark, a digit or "_", in any script.
const WORD = "[\\p{L}\\p{M}\\p{N}_]";
const WORD_RUN = /[\p{L}\p{M}\p{N}_]+/gu;
const ONE_WORD = /^[\p{L}\p{M}\p{N}_]+$/u;

function termPattern(term: string): string {
  // Escape every syntax character (in "u" mode no others may be escaped), then let any run of
  // spaces match.
  const escaped = term.replace(/[\\^$.*+?()[\]{}|\/]/g, "\\$&");
  return escaped.trim().split(/\s+/).join("\\s+");
}

/** Text in NFC (only non-ASCII text can differ between composed and decomposed forms). */
export function normaliseText(text: string): string {
  return /[\u0080-\uffff]/.test(text) ? text.normalize("NFC") : text;
}

/**
 * One regular expression that finds any of the terms as a whole word or phrase, ignoring case:
 * "act" finds "Act" and "act," but not "contract" or "actor". Null when no term is left after
 * trimming (no terms match nothing).
 */
export function termsRegex(terms: readonly string[]): RegExp | null {
  const patterns = terms.map((t) => t.normalize("NFC").trim()).filter(Boolean).map(termPattern);
  if (patterns.length === 0) return null;
  return new RegExp(`(?<!${WORD})(?:${patterns.join("|")})(?!${WORD})`, "iu");
}

/** True when the regex finds a term in any of the texts (each searched on its own). */
export function foundIn(regex: RegExp, texts: readonly string[]): boolean {
  return texts.some((text) => regex.test(normaliseText(text)));
}

/**
 * The words of a text, lower-cased: what a prefilter compares with {@link termKeyWord}. One
 * linear pass.
 */
export function textWords(text: string, into: Set<string> = new Set()): Set<string> {
  for (const [word] of normaliseText(text).toLowerCase().matchAll(WORD_RUN)) into.add(word);
  return into;
}

/**
 * The first word of a term, lower-cased, or null when it has none ("++"). A text in which the
 * term occurs has this word among its {@link textWords} (the term's words are whole words
 * there), so looking it up finds every candidate; the regex then decides. The one exception is
 * the handful of letters whose case folding differs from toLowerCase ("ſ" for "s", the Kelvin
 * sign for "k"), which the regex matches and the lookup does not.
 */
export function termKeyWord(term: string): string | null {
  const [first] = term.normalize("NFC").toLowerCase().match(WORD_RUN) ?? [];
  return first ?? null;
}

/** True when the term is one word and nothing else: then the word lookup alone decides it. */
export function isOneWord(term: string): boolean {
  return ONE_WORD.test(term.normalize("NFC").trim());
}
