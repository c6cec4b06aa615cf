/**
 * Obligations: the duties an update states, each tied to the words that state it (issue 16).
 * `citation` is a sentence of the update's title or content, verbatim up to whitespace; these
 * helpers are the one definition of "verbatim" that the analysers, the edit call and the detail
 * page's highlighting share. Everything here runs in linear time over the text.
 */

/** Who wrote an obligation: the analyser, or an admin (added or changed in the portal). */
export const OBLIGATION_SOURCES = ["ai", "admin"] as const;

/** An obligation's origin. */
export type ObligationSource = (typeof OBLIGATION_SOURCES)[number];

/** One duty of an update. */
export interface Obligation {
  /** Who must act ("Controllers"), or UNSPECIFIED_ACTOR when the text does not say. */
  actor: string;
  /** What they must do, as the text puts it ("must notify the regulator within 72 hours"). */
  action: string;
  /** "YYYY-MM-DD", or null when the text fixes no date. */
  deadline: string | null;
  /** The sentence stating it, verbatim from the title or content. */
  citation: string;
  /** 0 to 1: how sure whoever wrote it is. */
  confidence: number;
}

/** Bounds every writer keeps to (the edit call refuses more; the analysers cut). */
export const OBLIGATION_LIMITS = {
  /** Obligations kept per update: beyond this a text is a code, not a notice. */
  perUpdate: 30,
  actorChars: 200,
  actionChars: 1_000,
  /** A citation shorter than this points at nothing in particular ("must"). */
  citationMinChars: 10,
  citationMaxChars: 2_000,
} as const;

/** The actor of a duty whose text names none ("Returns must be filed by …"). */
export const UNSPECIFIED_ACTOR = "Not specified";

/** True for "YYYY-MM-DD" naming a day that exists (not "2027-02-30"). */
export function isIsoDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

const SPACE_RUN = /\s+/g;

/** Collapses each run of whitespace (tabs, newlines, no-break spaces) to one space and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(SPACE_RUN, " ").trim();
}

/**
 * A checker of citations against an update's title and content, each collapsed once: true when
 * the citation, collapsed the same way, occurs in either. Case and punctuation must match.
 */
export function citationChecker(
  texts: { title: string; content: string },
): (citation: string) => boolean {
  const title = collapseWhitespace(texts.title);
  const content = collapseWhitespace(texts.content);
  return (citation) => {
    const wanted = collapseWhitespace(citation);
    if (wanted.length < OBLIGATION_LIMITS.citationMinChars) return false;
    return title.includes(wanted) || content.includes(wanted);
  };
}

/** A run of text [start, end) in the original string's UTF-16 offsets. */
export interface TextRange {
  start: number;
  end: number;
}

/** The text with whitespace collapsed, and for each of its characters the original offset. */
function collapseWithOffsets(text: string): { collapsed: string; offsets: Int32Array } {
  const offsets = new Int32Array(text.length + 1);
  const parts: string[] = [];
  let length = 0;
  let last = 0;
  const take = (from: number, to: number) => {
    for (let i = from; i < to; i++) offsets[length + i - from] = i;
    parts.push(text.slice(from, to));
    length += to - from;
  };
  for (const match of text.matchAll(SPACE_RUN)) {
    take(last, match.index);
    last = match.index + match[0].length;
    // Leading and trailing runs disappear; inner ones become one space.
    if (length > 0 && last < text.length) {
      offsets[length] = match.index;
      parts.push(" ");
      length++;
    }
  }
  take(last, text.length);
  return { collapsed: parts.join(""), offsets };
}

/**
 * Where each citation first occurs in `text` (whitespace-insensitive, as citationChecker reads),
 * sorted, overlapping ones merged. Citations not in the text are left out.
 */
export function citationRanges(text: string, citations: readonly string[]): TextRange[] {
  if (citations.length === 0 || text === "") return [];
  const { collapsed, offsets } = collapseWithOffsets(text);
  const ranges: TextRange[] = [];
  for (const citation of citations) {
    const wanted = collapseWhitespace(citation);
    if (wanted === "") continue;
    const at = collapsed.indexOf(wanted);
    if (at < 0) continue;
    ranges.push({ start: offsets[at]!, end: offsets[at + wanted.length - 1]! + 1 });
  }
  ranges.sort((a, b) => a.start - b.start);
  const merged: TextRange[] = [];
  for (const range of ranges) {
    const previous = merged[merged.length - 1];
    if (previous && range.start <= previous.end) previous.end = Math.max(previous.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** A piece of text to render, marked when it belongs to a citation. */
export interface TextPiece {
  text: string;
  marked: boolean;
}

/** Cuts `text` into plain and marked pieces at the citations (for <mark> around each). */
export function markCitations(text: string, citations: readonly string[]): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const { start, end } of citationRanges(text, citations)) {
    if (start > at) pieces.push({ text: text.slice(at, start), marked: false });
    pieces.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), marked: false });
  return pieces;
}
