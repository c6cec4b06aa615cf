/**
 * The one rule for "a term occurs in a text" (ADR 0069): whole words or whole phrases, any run
 * of blanks matching the blanks of a phrase, compared after one folding of case and form
 * ({@link foldText}, ADR 0095). The legislative filter of the feed sync
 * (workers/feeds/filter.ts) and the keywords of alerts (domain/alert_rule.ts) both use it.
 *
 * Text and terms are folded first and then compared exactly, so the word lookup
 * ({@link textWords}, {@link termKeyWord}) and the regex agree on every one-word term. Every
 * pattern is a set of escaped literals between lookarounds of one character, so a test runs in
 * time linear in the text for a given set of terms: nothing backtracks on hostile text.
 */

// A word character is a letter, a combining mark, a digit or "_", in any script.
const WORD = "[\\p{L}\\p{M}\\p{N}_]";
const WORD_RUN = /[\p{L}\p{M}\p{N}_]+/gu;
const ONE_WORD = /^[\p{L}\p{M}\p{N}_]+$/u;
// Without the "u" flag, so astral characters count through their surrogates.
const NON_ASCII = /[\u0080-\uffff]/;

/**
 * The version of the word rule ({@link foldText} and what a word is). Words stored from it (an
 * alert's `match_words`) record it; bump it whenever the rule changes so that the stored words
 * are rebuilt (db/queries/alert_rule.ts, run at start by api/bootstrap.ts).
 */
export const MATCH_WORDS_VERSION = 1;

/**
 * The form every text and term is compared in: NFC, then full case folding (upper then lower
 * case, so "Straße", "STRAẞE" and "STRASSE" all give "strasse", "µ" gives "μ", "ſ" gives "s"), final
 * sigma as sigma, and the dot of a capital "İ" dropped, so that "İstanbul", "ISTANBUL" and
 * "istanbul" are one word. Linear in the text; ASCII text only needs lower case.
 */
export function foldText(text: string): string {
  if (!NON_ASCII.test(text)) return text.toLowerCase();
  return text.normalize("NFC").toUpperCase().toLowerCase()
    .replaceAll("ß", "ss") // the capital "ẞ" lower-cases to "ß" and not to "ss"
    .replaceAll("ς", "σ")
    .replaceAll("i\u0307", "i")
    // Case mapping can decompose ("ΐ" upper-cased is three code points): compose again.
    .normalize("NFC");
}

function termPattern(foldedTerm: string): string {
  // Escape every syntax character (in "u" mode no others may be escaped), then let any run of
  // spaces match.
  const escaped = foldedTerm.replace(/[\\^$.*+?()[\]{}|\/]/g, "\\$&");
  return escaped.trim().split(/\s+/).join("\\s+");
}

/**
 * One regular expression that finds any of the terms as a whole word or phrase in a folded
 * text (use {@link foundIn}): "act" finds "Act" and "act," but not "contract" or "actor". Null
 * when no term is left after trimming (no terms match nothing).
 */
export function termsRegex(terms: readonly string[]): RegExp | null {
  const patterns = terms.map((t) => foldText(t).trim()).filter(Boolean).map(termPattern);
  if (patterns.length === 0) return null;
  return new RegExp(`(?<!${WORD})(?:${patterns.join("|")})(?!${WORD})`, "u");
}

/** True when the regex finds a term in any of the texts (each folded and searched on its own). */
export function foundIn(regex: RegExp, texts: readonly string[]): boolean {
  return texts.some((text) => regex.test(foldText(text)));
}

/**
 * The words of a text, folded: what a prefilter compares with {@link termKeyWord}. One linear
 * pass.
 */
export function textWords(text: string, into: Set<string> = new Set()): Set<string> {
  for (const [word] of foldText(text).matchAll(WORD_RUN)) into.add(word);
  return into;
}

/**
 * The first word of a term, folded, or null when it has none ("++"). A text in which the term
 * occurs has this word among its {@link textWords} (the term's words are whole words there, in
 * the same folding), so looking it up finds every candidate; the regex then decides phrases.
 */
export function termKeyWord(term: string): string | null {
  const [first] = foldText(term).match(WORD_RUN) ?? [];
  return first ?? null;
}

/** True when the term is one word and nothing else: then the word lookup alone decides it. */
export function isOneWord(term: string): boolean {
  return ONE_WORD.test(foldText(term).trim());
}
