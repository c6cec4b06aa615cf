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

/** Characters that end a sentence; a run of them ("?!", "...") ends it once. */
const TERMINATORS = ".!?…";
/** Closing quotes and brackets that belong to the sentence they follow. */
const CLOSERS = "\"'”’)]";
/** Opening quotes and brackets that may precede the next sentence's first letter. */
const OPENERS = "\"'“‘([";
/** The word before a period is looked for in this many characters (the longest abbreviation). */
const ABBREVIATION_WINDOW = 12;

const isLetter = (c: string) => c.toLowerCase() !== c.toUpperCase();
const startsSentence = (c: string) => /^[\p{Lu}\p{N}]$/u.test(c);

/** The letters and dots before `at` (a period), at most ABBREVIATION_WINDOW back, lower-cased. */
function wordBefore(flat: string, at: number, from: number): string {
  let i = at;
  const stop = Math.max(from, at - ABBREVIATION_WINDOW);
  while (i > stop && (flat[i - 1] === "." || isLetter(flat[i - 1]!))) i--;
  return flat.slice(i, at).replace(/^\.+/, "").toLowerCase();
}

/**
 * Where the sentence that has a terminator at `i` ends (after its closers and the space), or -1
 * when the terminator does not end one: no space after it, no capital or digit next, or a lone
 * period after a known abbreviation ("Art. 5", "e.g. The") or an initial ("J. Smith").
 */
function sentenceEnd(flat: string, i: number, from: number): { end: number; next: number } {
  let j = i;
  while (j < flat.length && TERMINATORS.includes(flat[j]!)) j++;
  const run = j - i;
  while (j < flat.length && CLOSERS.includes(flat[j]!)) j++;
  if (flat[j] !== " ") return { end: -1, next: j };
  let k = j + 1;
  if (OPENERS.includes(flat[k] ?? "")) k++;
  if (!startsSentence(flat[k] ?? "")) return { end: -1, next: j };
  if (run === 1 && flat[i] === ".") {
    const word = wordBefore(flat, i, from);
    const initial = word.length === 1 && isLetter(word);
    if (ABBREVIATIONS.has(word) || initial) return { end: -1, next: j };
  }
  return { end: j, next: j + 1 };
}

/** The paragraphs of a text: runs of lines between blank (whitespace-only) lines. */
function paragraphs(text: string): string[] {
  const found: string[] = [];
  let current: string[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() !== "") {
      current.push(line);
      continue;
    }
    if (current.length > 0) found.push(current.join("\n"));
    current = [];
  }
  if (current.length > 0) found.push(current.join("\n"));
  return found;
}

/**
 * Splits text into sentences. Paragraph breaks always end a sentence; a terminator ends one only
 * when followed by a space and a capital, digit or opening quote, and a lone period not after a
 * known abbreviation or an initial. One pass over the characters with bounded look-back, no
 * regular expression that could backtrack: feed text is untrusted and can be megabytes long
 * (ADR 0103).
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const paragraph of paragraphs(text)) {
    const flat = normaliseSpace(paragraph);
    let start = 0;
    let i = 0;
    while (i < flat.length) {
      if (!TERMINATORS.includes(flat[i]!)) {
        i++;
        continue;
      }
      const { end, next } = sentenceEnd(flat, i, start);
      if (end >= 0) {
        sentences.push(flat.slice(start, end).trim());
        start = end;
      }
      i = next;
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
