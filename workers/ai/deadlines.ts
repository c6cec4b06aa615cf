/**
 * Finds deadlines in an update's text: absolute dates ("by 1 January 2027", "January 1, 2027",
 * "2027-01-01", "March 2027") and relative periods ("within 90 days of publication", "no later
 * than 30 days after"), resolved against the publication date. Each is told by the sentence that
 * states it. Rules: docs/offline_analysis.md.
 */
import {
  addBusinessDays,
  addDays,
  addMonths,
  MONTHS,
  startOfUtcDay,
  utcDate,
} from "./date_math.ts";
import { splitSentences } from "./text.ts";

/** A deadline as found in the text; date is null when the text gives no way to resolve it. */
export interface FoundDeadline {
  text: string;
  date: Date | null;
}

/** At most this many deadlines per update: beyond it the text is a timetable, not a notice. */
export const MAX_DEADLINES = 8;

/**
 * A deadline's text is its whole sentence ("The commencement date … has been confirmed as
 * 1 December 2029."), not the words just before the date, which read as a fragment. A sentence
 * longer than this is run-on scraped text: then the clause before the date, marked as cut
 * (ADR 0103).
 */
export const MAX_DEADLINE_SENTENCE_CHARS = 400;

const MONTH = "(january|february|march|april|may|june|july|august|september|october|november|" +
  "december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)";
const ORDINAL = "(?:st|nd|rd|th)?";
const ABSOLUTE: { pattern: RegExp; parts: (m: RegExpExecArray) => [string, string, string] }[] = [
  // 1 January 2027, 1st Jan. 2027
  {
    pattern: new RegExp(
      `\\b(\\d{1,2})${ORDINAL}\\s+(?:of\\s+)?${MONTH}\\.?,?\\s+(\\d{4})\\b`,
      "gi",
    ),
    parts: (m) => [m[3] ?? "", m[2] ?? "", m[1] ?? ""],
  },
  // January 1, 2027
  {
    pattern: new RegExp(`\\b${MONTH}\\.?\\s+(\\d{1,2})${ORDINAL},?\\s+(\\d{4})\\b`, "gi"),
    parts: (m) => [m[3] ?? "", m[1] ?? "", m[2] ?? ""],
  },
  // 2027-01-01
  { pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/g, parts: (m) => [m[1] ?? "", m[2] ?? "", m[3] ?? ""] },
  // March 2027: read as the first day of the month, the earliest the text can mean
  {
    pattern: new RegExp(`\\b${MONTH}\\s+(\\d{4})\\b`, "gi"),
    parts: (m) => [m[2] ?? "", m[1] ?? "", "1"],
  },
];

// Spelled-out amounts that regulatory texts use ("thirty (30) days", "within a month").
const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(
  (
    "a=1 an=1 one=1 two=2 three=3 four=4 five=5 six=6 seven=7 eight=8 nine=9 ten=10 eleven=11 " +
    "twelve=12 fourteen=14 fifteen=15 eighteen=18 twenty=20 thirty=30 forty-five=45 sixty=60 " +
    "ninety=90"
  )
    .split(" ").map((pair) => {
      const [word = "", value = "0"] = pair.split("=");
      return [word, Number(value)];
    }),
);
const NUMBER = `(\\d{1,4}|${[...NUMBER_WORDS.keys()].join("|")})`;
const RELATIVE = new RegExp(
  `\\b(within|no later than|not later than|no more than)?\\s*${NUMBER}\\s+` +
    `(?:\\(\\d{1,4}\\)\\s+)?(business\\s+|working\\s+|calendar\\s+)?(hour|day|week|month|year)s?` +
    `\\b(?:\\s+(of|after|following|from)\\b([^.;:,()]{0,80}))?`,
  "gi",
);
// Anchors that mean "counted from this publication"; any other anchor is an event we cannot date.
const PUBLICATION_ANCHOR = new RegExp(
  "^\\s*(?:(?:the\\s+)?(?:date\\s+of\\s+)?(?:(?:its|this|the)\\s+)?" +
    "(?:publication|publishing|issue|issuance|enactment)\\b" +
    "|(?:the\\s+date\\s+of\\s+)?this\\s+(?:notice|announcement|order|rule|decision)\\b" +
    "|today\\b)",
  "i",
);

function monthIndex(text: string): number | undefined {
  return /^\d+$/.test(text) ? Number(text) - 1 : MONTHS.get(text.toLowerCase().replace(".", ""));
}

// The words before a deadline within its clause and after the previous date, so the text of a
// run-on sentence reads "…comply by 1 January 2027…" rather than a bare date.
function lead(sentence: string, from: number, index: number, maxWords: number): string {
  const before = sentence.slice(from, index).split(/[;:()]|,(?=\s+\D)/).pop() ?? "";
  const words = before.trim().split(/\s+/).filter((w) => w !== "");
  return words.slice(-maxWords).join(" ");
}

/** How to read a period without an anchor ("within 30 days"). */
export interface DeadlineOptions {
  /**
   * "publication" (the default): counted from the publication date, as a notice's own periods
   * usually are. "undated": left without a date; an obligation's "report within 24 hours" runs
   * from an event, not from the notice.
   */
  unanchored?: "publication" | "undated";
}

function resolveRelative(
  m: RegExpExecArray,
  publishDate: Date,
  options: DeadlineOptions,
): Date | null {
  const amount = /^\d+$/.test(m[2] ?? "")
    ? Number(m[2])
    : NUMBER_WORDS.get((m[2] ?? "").toLowerCase());
  const anchor = m[6] ?? "";
  const anchored = anchor.trim() !== "";
  if (amount === undefined || (anchored && !PUBLICATION_ANCHOR.test(anchor))) return null;
  if (!anchored && options.unanchored === "undated") return null;
  const unit = (m[4] ?? "").toLowerCase();
  if (unit === "hour") return addDays(publishDate, Math.ceil(amount / 24));
  if (unit === "day") {
    const business = /^(business|working)/i.test(m[3] ?? "");
    return business ? addBusinessDays(publishDate, amount) : addDays(publishDate, amount);
  }
  if (unit === "week") return addDays(publishDate, amount * 7);
  return addMonths(publishDate, unit === "month" ? amount : amount * 12);
}

interface Span {
  start: number;
  end: number;
  /** The words to show after the lead: the date, or the period and the start of its anchor. */
  core: string;
  date: Date | null;
  /** False for dates before publication: history ("in force since 2023"), not a deadline. */
  keep: boolean;
  leadWords: number;
}

function absoluteSpans(sentence: string, publishDate: Date): Span[] {
  const spans: Span[] = [];
  for (const { pattern, parts } of ABSOLUTE) {
    for (const m of sentence.matchAll(pattern)) {
      const start = m.index, end = m.index + m[0].length;
      // A shorter pattern ("March 2027") must not re-match inside a longer one ("1 March 2027").
      if (spans.some((s) => start < s.end && end > s.start)) continue;
      const [year, month, day] = parts(m);
      const date = utcDate(Number(year), monthIndex(month) ?? -1, Number(day));
      const keep = date !== null && date >= startOfUtcDay(publishDate);
      spans.push({ start, end, core: m[0], date, keep, leadWords: 7 });
    }
  }
  return spans;
}

function relativeSpans(
  sentence: string,
  publishDate: Date,
  taken: Span[],
  options: DeadlineOptions,
): Span[] {
  const spans: Span[] = [];
  for (const m of sentence.matchAll(RELATIVE)) {
    const start = m.index, end = m.index + m[0].length;
    const hasCue = m[1] !== undefined || ["after", "following", "from"].includes(m[5] ?? "");
    if (!hasCue || taken.some((s) => start < s.end && end > s.start)) continue;
    const anchor = (m[6] ?? "").trim().split(/\s+/).slice(0, 8).join(" ");
    const core = `${m[0].slice(0, m[0].length - (m[6] ?? "").length).trim()} ${anchor}`.trim();
    spans.push({
      start,
      end,
      core,
      date: resolveRelative(m, publishDate, options),
      keep: true,
      leadWords: 5,
    });
  }
  return spans;
}

function inSentence(
  sentence: string,
  publishDate: Date,
  options: DeadlineOptions,
): FoundDeadline[] {
  const absolute = absoluteSpans(sentence, publishDate);
  const spans = [...absolute, ...relativeSpans(sentence, publishDate, absolute, options)]
    .sort((a, b) => a.start - b.start);
  const whole = sentence.length <= MAX_DEADLINE_SENTENCE_CHARS;
  return spans.flatMap((span, i) => {
    if (!span.keep) return [];
    if (whole) return [{ text: sentence, date: span.date }];
    // The lead starts after the previous date, so two dates in a sentence do not share words.
    const from = spans[i - 1]?.end ?? 0;
    const text = `${lead(sentence, from, span.start, span.leadWords)} ${span.core}`;
    const clean = text.replace(/\s+/g, " ").replace(/^[\s,;:]+|^(and|or|but|while)\s+/gi, "");
    return [{ text: `…${clean.trim()}…`, date: span.date }];
  });
}

/** Every deadline in the text, in order of appearance, without repeats of the same date. */
export function findDeadlines(
  text: string,
  publishDate: Date,
  options: DeadlineOptions = {},
): FoundDeadline[] {
  const found: FoundDeadline[] = [];
  const seen = new Set<string>();
  for (const sentence of splitSentences(text)) {
    for (const d of inSentence(sentence, publishDate, options)) {
      const key = d.date === null ? `text:${d.text.toLowerCase()}` : `date:${d.date.getTime()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push(d);
      if (found.length === MAX_DEADLINES) return found;
    }
  }
  return found;
}
