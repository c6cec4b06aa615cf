/**
 * The alert rule in code (ADR 0095): whether an update's text fits an alert's
 * keywords, and the words an alert stores so that SQL can decide or narrow that. Any keyword
 * as a whole word or phrase in the title, the summary or the content, by the word rule of
 * domain/term_match.ts (the legislative terms' rule). Jurisdictions and industries are the SQL
 * half of the rule (db/queries/alert_rule.ts). Deliveries, the Atom feed and the test message
 * all answer through these two modules.
 *
 * The prefilter: each alert stores the first word of each keyword (`matchWords`, '*' for "any
 * text") with the word rule's version, each update offers its set of words, and the GIN index
 * finds the alerts whose words meet it; when every keyword is one word those words decide.
 */
import { ANY_WORD } from "./alerts.ts";
import {
  foldText,
  foundIn,
  isOneWord,
  MATCH_WORDS_VERSION,
  termKeyWord,
  termsRegex,
  textWords,
} from "./term_match.ts";

export { ANY_WORD };

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

/**
 * The prefilter columns of an alert with these keywords (`matchWords`, `wordsDecide`), and the
 * version of the word rule that made them: every write of `keywords` stores all three.
 */
export function keywordColumns(keywords: readonly string[]) {
  return {
    matchWords: matchWordsOf(keywords),
    wordsDecide: keywords.every(isOneWord),
    matchWordsVersion: MATCH_WORDS_VERSION,
  };
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
    const key = foldText(keyword).trim();
    let answer = this.answers.get(key);
    if (answer === undefined) {
      if (isOneWord(key)) {
        answer = this.words.has(key);
      } else {
        const regex = termsRegex([key]);
        answer = regex !== null && foundIn(regex, this.texts);
      }
      this.answers.set(key, answer);
    }
    return answer;
  }
}
