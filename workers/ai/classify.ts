/**
 * The offline keyword classifier: scores an update against the weighted vocabulary of each of the
 * 14 categories (title counted more than body) and answers 'General' when nothing is convincing.
 */
import { CATEGORIES, type Category, FALLBACK_CATEGORY } from "../../domain/categories.ts";
import { CATEGORY_KEYWORDS, termsOf } from "./category_keywords.ts";
import { headOf, stem, tokenize } from "./text.ts";

/** A title hit counts this many times a body hit: titles name the subject, bodies wander. */
export const TITLE_WEIGHT = 2;
/** The best score must reach this for a category to be chosen over 'General'. */
export const MIN_SCORE = 3;

interface Term {
  key: string;
  category: Category;
  weight: number;
  parts: string[];
  prefixLast: boolean;
}

// Terms by their first word's stem; single-word prefix terms ("cyber*") by their first three
// letters, so each token looks at a handful of candidates instead of the whole vocabulary.
const exactIndex = new Map<string, Term[]>();
const prefixIndex = new Map<number, Term[]>();
const PREFIX_KEY = 3;

// A number made of the first three characters: cheaper to look up than a sliced string.
function prefixKey(token: string): number {
  return (token.charCodeAt(0) * 65_536 + token.charCodeAt(1)) * 65_536 + token.charCodeAt(2);
}

function addTo<K>(index: Map<K, Term[]>, key: K, term: Term): void {
  const list = index.get(key);
  if (list) list.push(term);
  else index.set(key, [term]);
}

for (const category of CATEGORIES) {
  for (const [weightText, list] of Object.entries(CATEGORY_KEYWORDS[category])) {
    for (const raw of termsOf(list)) {
      const prefixLast = raw.endsWith("*");
      const tokens = tokenize(raw.replace(/\*$/, ""));
      const parts = tokens.map((t, i) => (prefixLast && i === tokens.length - 1 ? t : stem(t)));
      const key = `${category}|${raw}`;
      const term = { key, category, weight: Number(weightText), parts, prefixLast };
      const first = parts[0];
      if (first === undefined) continue;
      if (prefixLast && parts.length === 1) {
        if (first.length < PREFIX_KEY) throw new Error(`ai/classify: prefix too short: ${raw}`);
        addTo(prefixIndex, prefixKey(first), term);
      } else addTo(exactIndex, first, term);
    }
  }
}

function matchesAt(term: Term, tokens: string[], stems: string[], i: number): boolean {
  const last = term.parts.length - 1;
  for (let j = 0; j <= last; j++) {
    const part = term.parts[j] ?? "";
    const ok = term.prefixLast && j === last
      ? (tokens[i + j] ?? "").startsWith(part)
      : stems[i + j] === part;
    if (!ok) return false;
  }
  return true;
}

/**
 * Counts the terms found in a text. At each position the longest matching phrase wins and its
 * words are consumed, so "personal data" does not also count as "data".
 */
export function findTerms(text: string): Map<Term, number> {
  const tokens = tokenize(text);
  const stems = tokens.map(stem);
  const hits = new Map<Term, number>();
  const matched: Term[] = [];
  let i = 0;
  while (i < tokens.length) {
    matched.length = 0;
    let longest = 0;
    const token = tokens[i] ?? "";
    for (const list of [exactIndex.get(stems[i] ?? ""), prefixIndex.get(prefixKey(token))]) {
      if (list === undefined) continue;
      for (const term of list) {
        if (term.parts.length < longest || !matchesAt(term, tokens, stems, i)) continue;
        if (term.parts.length > longest) {
          longest = term.parts.length;
          matched.length = 0;
        }
        matched.push(term);
      }
    }
    for (const term of matched) hits.set(term, (hits.get(term) ?? 0) + 1);
    i += Math.max(1, longest);
  }
  return hits;
}

function scoreText(text: string, factor: number, scores: Map<Category, number>): void {
  for (const [term, count] of findTerms(text)) {
    // Repeats add less and less: a body that says "tax" ten times is not ten times as taxing.
    const value = term.weight * (1 + 0.5 * Math.log(count)) * factor;
    scores.set(term.category, (scores.get(term.category) ?? 0) + value);
  }
}

/** One category's score for an update. */
export interface CategoryScore {
  category: Category;
  score: number;
}

/** Every category with a positive score, best first (ties in the order of CATEGORIES). */
export function scoreCategories(input: { title: string; content: string }): CategoryScore[] {
  const scores = new Map<Category, number>();
  scoreText(input.title, TITLE_WEIGHT, scores);
  scoreText(headOf(input.content), 1, scores);
  return CATEGORIES.filter((c) => (scores.get(c) ?? 0) > 0)
    .map((category) => ({ category, score: scores.get(category) ?? 0 }))
    .sort((a, b) => b.score - a.score);
}

/** Classifies an update into one of the 14 categories; 'General' below MIN_SCORE. */
export function classify(input: { title: string; content: string }): Category {
  const best = scoreCategories(input)[0];
  return best !== undefined && best.score >= MIN_SCORE ? best.category : FALLBACK_CATEGORY;
}
