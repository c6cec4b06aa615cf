/**
 * Text helpers shared by the offline summariser, classifier and impact rules: sentence splitting,
 * word tokens, a light plural stemmer and the stopword list.
 */

// Abbreviations whose trailing period does not end a sentence ("U.S.", "No. 3", "Art. 5", "e.g.").
const ABBREVIATIONS: ReadonlySet<string> = new Set(
  (
    "no nos art arts sec ss reg regs para paras ch cf vs e.g i.e etc inc ltd co corp plc mr mrs " +
    "ms dr prof st jan feb mar apr jun jul aug sep sept oct nov dec u.s u.k e.u approx fig al"
  ).split(" "),
);

/** Collapses runs of whitespace (feeds bring tabs, non-breaking spaces and stray newlines). */
export function normaliseSpace(text: string): string {
  return text.replace(/[\s\u00a0]+/g, " ").trim();
}

/**
 * Splits text into sentences. Paragraph breaks always end a sentence; a period ends one only when
 * followed by a capital, digit or quote and not preceded by a known abbreviation or an initial.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const paragraph of text.split(/\n\s*\n|\r\n\s*\r\n/)) {
    const flat = normaliseSpace(paragraph);
    if (flat === "") continue;
    let start = 0;
    const boundary = /([.!?…]+)["'”’)\]]*\s+(?=["'“‘(\[]?[\p{Lu}\p{N}])/gu;
    for (const match of flat.matchAll(boundary)) {
      const end = match.index + match[0].length;
      // Only the word before the period matters; a short window keeps this linear.
      const before = flat.slice(Math.max(start, match.index - 12), match.index + 1);
      const lastWord = (before.match(/([\p{L}.]+)\.$/u)?.[1] ?? "").toLowerCase();
      // A single capital before the period is an initial ("J. Smith"), not a sentence end.
      const isInitial = /^\p{L}$/u.test(lastWord) && match[1] === ".";
      if (match[1] === "." && (ABBREVIATIONS.has(lastWord) || isInitial)) continue;
      sentences.push(flat.slice(start, end).trim());
      start = end;
    }
    const rest = flat.slice(start).trim();
    if (rest !== "") sentences.push(rest);
  }
  return sentences;
}

/** Lower-case word tokens; "&" reads as "and", apostrophes and possessive 's are dropped. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]s\b|['’]|&/g, (m) => (m === "&" ? " and " : ""))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t !== "");
}

/**
 * A deliberately light stemmer: folds regular plurals onto the singular ("employers" →
 * "employer", "agencies" → "agency") and leaves every other form alone, so that keyword lists
 * stay readable and predictable.
 */
export function stem(token: string): string {
  // endsWith rather than regular expressions: this runs for every word of every update.
  const n = token.length;
  if (n < 4 || token.charCodeAt(n - 1) !== 115 /* s */) return token;
  if (n > 4 && token.endsWith("ies")) return token.slice(0, -3) + "y";
  if (
    n > 4 && (token.endsWith("ches") || token.endsWith("shes") || token.endsWith("sses") ||
      token.endsWith("xes"))
  ) return token.slice(0, -2);
  if (token.endsWith("ss") || token.endsWith("us") || token.endsWith("is")) return token;
  return token.slice(0, -1);
}

/**
 * The offline rules read at most this many characters of an update: a notice states its subject
 * and obligations up front, and a scraped 5 MiB page must not stall a sync.
 */
export const MAX_ANALYSED_CHARS = 20_000;

/** The first MAX_ANALYSED_CHARS characters, cut at a space. */
export function headOf(text: string): string {
  if (text.length <= MAX_ANALYSED_CHARS) return text;
  const cut = text.lastIndexOf(" ", MAX_ANALYSED_CHARS);
  return text.slice(0, cut > 0 ? cut : MAX_ANALYSED_CHARS);
}

/** Counts words as a reader would: whitespace-separated runs. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/).length;
}

/**
 * Cuts text to at most maxWords words at a word boundary and ends it with "…". Prefers the last
 * clause boundary (comma, semicolon, colon) in the final third, so the cut reads cleanly.
 */
export function truncateWords(text: string, maxWords: number): string {
  const words = normaliseSpace(text).split(" ");
  if (words.length <= maxWords) return words.join(" ");
  let kept = words.slice(0, maxWords);
  const minKeep = Math.ceil((maxWords * 2) / 3);
  for (let i = kept.length - 1; i >= minKeep - 1; i--) {
    if (/[,;:]$/.test(kept[i] ?? "")) {
      kept = kept.slice(0, i + 1);
      break;
    }
  }
  const joined = kept.join(" ").replace(/[\s,;:.\-–—]+$/u, "");
  return `${joined}…`;
}

/** Common English function words that carry no topic. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before " +
    "being below between both but by can could did do does doing down during each few for from " +
    "further had has have having he her here hers herself him himself his how i if in into is it " +
    "its itself just me more most my myself no nor not now of off on once only or other our ours " +
    "ourselves out over own same she should so some such than that the their theirs them " +
    "themselves then there these they this those through to too under until up very was we were " +
    "what when where which while who whom why will with would you your yours yourself " +
    "yourselves may might must shall upon within without via per among amongst however " +
    "including include includes new one two three also said says year years"
  ).split(" "),
);

/** Content-word stems of a text: tokens that are not stopwords, not single characters. */
export function contentStems(text: string): string[] {
  return tokenize(text)
    .filter((t) => t.length > 1 && !STOPWORDS.has(t))
    .map(stem);
}
