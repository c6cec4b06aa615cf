/**
 * The decision "are two reports one change?" (ADR 0126), precision first: when
 * in doubt, apart.
 * 1. A corrigendum, a consolidated version and the act itself are never one change.
 * 2. Official identifiers: when both reports are about acts of one scheme, they are one change
 *    if those acts are the same and apart otherwise ("2026/1432" vs "2026/1433", or one act
 *    against a press release about several), however alike their words.
 * 3. Otherwise near-duplicate text: same jurisdiction (or a specialist source, of none), at most
 *    {@link DAY_WINDOW} days apart, no different numbers in the titles, and either a MinHash
 *    similarity of title and text of at least {@link SIMILARITY_THRESHOLD} (ADR 0124) with alike
 *    titles, or one title holding every word of the other, of at least {@link MIN_HELD_TITLE_WORDS}
 *    words ("Publication of Amended Russian Harmful Foreign Activities Sanctions Regulations"
 *    names the journal's "Russian Harmful Foreign Activities Sanctions Regulations";
 *    ADR 0151), or, for text not written from one template, the same key facts (a date ahead, a
 *    rate, a sum) and title words in common (shared_facts.ts, ADR 0175).
 */
import { estimatedSimilarity } from "./minhash.ts";
import type { ReportFeatures } from "./report_features.ts";
import { oneChangeByFacts } from "./shared_facts.ts";

/** The most days between two near-duplicate reports (labelled set: 0 to 5 days). */
export const DAY_WINDOW = 7;
/** The least estimated Jaccard similarity of word shingles (chosen on the labelled set). */
export const SIMILARITY_THRESHOLD = 0.5;
/** The least Jaccard similarity of the titles' words (chosen on the labelled set). */
export const TITLE_THRESHOLD = 0.8;
/**
 * The fewest words of a title another title holds whole for the two to be one change without
 * alike text: a short title ("Form PF", "Dear CEO letter") names a subject, not one change
 * (ADR 0151).
 */
export const MIN_HELD_TITLE_WORDS = 5;

/**
 * The text similarity from which two reports are written from one template: the rule "one
 * change by its key facts" is not for them (ADR 0175; template pairs of the labelled
 * set reach 0.34 to 0.68, reports of one change worded apart 0.02 to 0.24).
 */
export const TEMPLATE_SIMILARITY = 0.3;

/** The decision and its reason (for the audit history and the evaluation). */
export interface Verdict {
  same: boolean;
  reason: string;
}

/** Options of {@link sameChange}, for the evaluation's sweeps. */
export interface SameChangeOptions {
  threshold?: number;
  titleThreshold?: number;
  dayWindow?: number;
  /** false: without the rule "one title holds the other" (the bench shows its share). */
  titleHeld?: boolean;
  /** false: without the rule "one change by its key facts" (the bench shows its share). */
  keyFacts?: boolean;
  /** Another measure of text similarity in place of MinHash's (the bench compares trigrams). */
  textSimilarity?: (a: ReportFeatures, b: ReportFeatures) => number;
}

// Two keys name one act; a bill's congress counts only when both reports say it.
function sameAct(x: string, y: string): boolean {
  if (x === y) return true;
  const [bx, cx] = x.split("@");
  const [by, cy] = y.split("@");
  return bx === by && (cx === undefined || cy === undefined);
}

function sameActs(xs: string[], ys: string[]): boolean {
  return xs.every((x) => ys.some((y) => sameAct(x, y))) &&
    ys.every((y) => xs.some((x) => sameAct(x, y)));
}

/** By identifiers: true or false when they decide, null when the reports share no scheme. */
function byIdentifiers(a: ReportFeatures, b: ReportFeatures): Verdict | null {
  let shared: string | null = null;
  for (const [scheme, keys] of a.own) {
    const other = b.own.get(scheme);
    if (!other) continue;
    if (!sameActs(keys, other)) {
      return { same: false, reason: `different acts: ${keys.join(" ")} / ${other.join(" ")}` };
    }
    shared ??= keys.join(" ");
  }
  return shared === null ? null : { same: true, reason: `same act: ${shared}` };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function sharedWords(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared;
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const shared = sharedWords(a, b);
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/**
 * Whether one title holds every word of the other, a title of at least
 * {@link MIN_HELD_TITLE_WORDS} words: a regulator's or a digest's heading that names the act by
 * its whole title ("US: …", "Publication of Amended …"). Acts of one series whose titles differ
 * only by "(Amendment)" or "(No. 2)" are told apart before this: by their identifiers, or by the
 * numbers of their titles.
 */
function holdsTitle(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const smaller = a.size <= b.size ? a : b;
  return smaller.size >= MIN_HELD_TITLE_WORDS &&
    sharedWords(a, b) === smaller.size;
}

/** Decides whether two reports are one change. */
export function sameChange(
  a: ReportFeatures,
  b: ReportFeatures,
  options: SameChangeOptions = {},
): Verdict {
  if (a.variant !== b.variant) return { same: false, reason: `${a.variant} / ${b.variant}` };
  const ids = byIdentifiers(a, b);
  if (ids) return ids;
  if (a.jurisdiction !== null && b.jurisdiction !== null && a.jurisdiction !== b.jurisdiction) {
    return { same: false, reason: "different jurisdictions" };
  }
  if (Math.abs(a.day - b.day) > (options.dayWindow ?? DAY_WINDOW)) {
    return { same: false, reason: "too far apart in time" };
  }
  if (
    a.titleNumbers.length > 0 && b.titleNumbers.length > 0 &&
    !sameList(a.titleNumbers, b.titleNumbers)
  ) {
    return { same: false, reason: "different numbers in the titles" };
  }
  const similarity = options.textSimilarity?.(a, b) ??
    estimatedSimilarity(a.signature, b.signature);
  const titles = jaccard(a.titleWords, b.titleWords);
  const reason = `text similarity ${similarity.toFixed(2)}, titles ${titles.toFixed(2)}`;
  if (
    similarity >= (options.threshold ?? SIMILARITY_THRESHOLD) &&
    titles >= (options.titleThreshold ?? TITLE_THRESHOLD)
  ) return { same: true, reason };
  if (options.titleHeld !== false && holdsTitle(a.titleWords, b.titleWords)) {
    return { same: true, reason: `one title holds the other, ${reason}` };
  }
  // Alike text that failed the rules above is a template filled for another subject (two
  // airworthiness directives, two fines): their common date or rate proves nothing.
  const byFacts = options.keyFacts === false || similarity >= TEMPLATE_SIMILARITY
    ? null
    : oneChangeByFacts(a, b);
  if (byFacts) return { same: true, reason: `${byFacts}, ${reason}` };
  return { same: false, reason };
}
