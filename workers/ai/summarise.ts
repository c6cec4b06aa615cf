/**
 * The offline extractive summary: the most informative sentences of an update, in their original
 * order, within a word budget. The scoring is documented in docs/offline_analysis.md.
 */
import {
  contentStems,
  countWords,
  headOf,
  normaliseSpace,
  splitSentences,
  truncateWords,
} from "./text.ts";

/** The summary's word budget (spec: at most 60 words). */
export const SUMMARY_MAX_WORDS = 60;

// Weights of the three signals; see docs/offline_analysis.md for why each exists.
const LEAD_BONUS = 0.6; // the first sentence of a notice usually states what it does
const POSITION_BONUS = 0.4; // decays linearly from the first sentence to the last
const TITLE_OVERLAP_WEIGHT = 1.0; // share of the title's content words the sentence repeats
const SHORT_SENTENCE_WORDS = 5; // fragments ("Read more.") are rarely informative
// Cookie banners, share links and "click here" lines come along with scraped pages.
const BOILERPLATE = new RegExp(
  "\\b(click here|read more|subscribe|cookies?|share this|sign up|all rights reserved)\\b|" +
    "https?://",
  "i",
);

interface ScoredSentence {
  index: number;
  text: string;
  words: number;
  score: number;
}

/** Scores each sentence: term frequency of its content words, position and title overlap. */
export function scoreSentences(title: string, sentences: string[]): ScoredSentence[] {
  const stemsBySentence = sentences.map((s) => contentStems(s));
  const frequency = new Map<string, number>();
  for (const stems of stemsBySentence) {
    for (const s of stems) frequency.set(s, (frequency.get(s) ?? 0) + 1);
  }
  const maxFrequency = Math.max(1, ...frequency.values());
  const titleStems = new Set(contentStems(title));
  const count = sentences.length;

  return sentences.map((text, index) => {
    const distinct = new Set(stemsBySentence[index]);
    let termScore = 0;
    for (const s of distinct) termScore += (frequency.get(s) ?? 0) / maxFrequency;
    // Dividing by the square root keeps long sentences from winning on length alone.
    termScore /= Math.sqrt(Math.max(1, distinct.size));
    let overlap = 0;
    for (const s of titleStems) if (distinct.has(s)) overlap++;
    const titleScore = titleStems.size > 0 ? overlap / titleStems.size : 0;
    const position = count > 1 ? 1 - index / (count - 1) : 1;
    let score = termScore + TITLE_OVERLAP_WEIGHT * titleScore + POSITION_BONUS * position +
      (index === 0 ? LEAD_BONUS : 0);
    const words = countWords(text);
    if (words < SHORT_SENTENCE_WORDS) score *= 0.5;
    if (BOILERPLATE.test(text)) score *= 0.2;
    return { index, text, words, score };
  });
}

/**
 * Summarises an update in at most SUMMARY_MAX_WORDS words. The best sentence always leads the
 * selection (cut at a word boundary with "…" when it alone is too long); the next best are added
 * while they fit; the result keeps the original order. Empty content summarises the title.
 */
export function summarise(title: string, content: string): string {
  const sentences = splitSentences(headOf(content));
  if (sentences.length === 0) return truncateWords(normaliseSpace(title), SUMMARY_MAX_WORDS);

  const ranked = scoreSentences(title, sentences).sort((a, b) =>
    b.score - a.score || a.index - b.index
  );
  const best = ranked[0];
  if (best === undefined) return truncateWords(normaliseSpace(title), SUMMARY_MAX_WORDS);
  if (best.words > SUMMARY_MAX_WORDS) return truncateWords(best.text, SUMMARY_MAX_WORDS);

  const chosen = [best];
  let used = best.words;
  for (const candidate of ranked.slice(1)) {
    if (used + candidate.words > SUMMARY_MAX_WORDS) continue;
    // Skip near-empty and boilerplate lines rather than padding the budget with them.
    if (candidate.score < best.score * 0.25) continue;
    chosen.push(candidate);
    used += candidate.words;
  }
  return chosen.sort((a, b) => a.index - b.index).map((s) => s.text).join(" ");
}
