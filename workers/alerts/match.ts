/**
 * Whether an approved update fits an alert's keywords: any keyword as a whole word or phrase,
 * ignoring case, in the title, the summary or the content (the rule of domain/term_match.ts, the
 * legislative terms' rule). Jurisdictions and industries are decided by the SQL prefilter
 * (db/queries/alert_matching.ts), which also narrows the alerts by keyword: each alert stores
 * the first word of each keyword (`matchWords`, '*' for "any text"), each update offers its set
 * of words, and the GIN index finds the alerts whose words meet it. This module confirms.
 */
import { foundIn, isOneWord, termKeyWord, termsRegex, textWords } from "../../domain/term_match.ts";

/** Stands in `matchWords` for "any update passes the keyword prefilter". */
export const ANY_WORD = "*";

/**
 * What an alert stores for the prefilter: the first word of each keyword, or '*' when it has no
 * keywords (any text) or a keyword without a word ("++", which the regex alone can judge).
 */
export function matchWordsOf(keywords: readonly string[]): string[] {
  if (keywords.length === 0) return [ANY_WORD];
  const words = new Set<string>();
  for (const keyword of keywords) words.add(termKeyWord(keyword) ?? ANY_WORD);
  return [...words];
}

/** The text of an update that keywords are looked for in. */
export interface MatchableText {
  title: string;
  summary: string | null;
  content: string;
}

/** An update made ready for many keyword checks: its words, and the answers so far. */
export class PreparedText {
  readonly words: Set<string>;
  private readonly texts: string[];
  private readonly answers = new Map<string, boolean>();

  constructor(text: MatchableText) {
    this.texts = [text.title, text.summary ?? "", text.content];
    this.words = new Set<string>();
    for (const part of this.texts) textWords(part, this.words);
  }

  /** The update's words plus '*': what the prefilter compares with `matchWords`. */
  prefilterWords(): string[] {
    return [...this.words, ANY_WORD];
  }

  /** True when the alert's keywords accept the update (no keywords accept every update). */
  matches(keywords: readonly string[]): boolean {
    return keywords.length === 0 || keywords.some((keyword) => this.has(keyword));
  }

  /** One keyword, answered once per update (many alerts share keywords). */
  private has(keyword: string): boolean {
    const key = keyword.normalize("NFC").trim().toLowerCase();
    let answer = this.answers.get(key);
    if (answer === undefined) {
      if (isOneWord(key)) {
        answer = this.words.has(key);
      } else {
        const regex = termsRegex([keyword]);
        answer = regex !== null && foundIn(regex, this.texts);
      }
      this.answers.set(key, answer);
    }
    return answer;
  }
}
