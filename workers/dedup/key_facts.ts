/**
 * The key facts of a report (ADR 0175): the dates it says something starts from that
 * are still ahead on its day ("comes into force on 26 May 2026", "to October 1, 2027", "ab dem
 * 1. Januar 2027"), and its rates and sums with a fraction ("19,2 %", "$1.55 million"). A journal
 * entry, the regulator's press release and a law firm's note on one act word it differently but
 * state these the same way; acts of one series differ in them.
 *
 * Every pattern has the safe shape (literals and classes under bounded quantifiers, no nesting of
 * unbounded repeats), the text is cut at {@link MAX_FACT_CHARS} and at most {@link MAX_FACTS}
 * facts are kept: linear time and bounded memory per report.
 */

/** The longest text read for facts: a report's opening states them. */
export const MAX_FACT_CHARS = 20_000;
/** The most facts kept per report. */
export const MAX_FACTS = 32;

// deno-fmt-ignore
const MONTHS: Readonly<Record<string, number>> = {
  january: 1, february: 2, march: 3, april: 4, may: 5, june: 6, july: 7, august: 8,
  september: 9, october: 10, november: 11, december: 12,
  januar: 1, jänner: 1, februar: 2, märz: 3, mai: 5, juni: 6, juli: 7, oktober: 10, dezember: 12,
  janvier: 1, février: 2, fevrier: 2, mars: 3, avril: 4, juin: 6, juillet: 7, août: 8, aout: 8,
  septembre: 9, octobre: 10, novembre: 11, décembre: 12, decembre: 12,
  januari: 1, februari: 2, maart: 3, mei: 5, augustus: 8,
};
const MONTH = `(${Object.keys(MONTHS).join("|")})`;
const SP = "[ \\u00a0]";
// "26 May 2026", "2nd November 2026", "1. Januar 2027", "1er janvier 2027", "30 June" (the
// report's year), or "October 1, 2027".
const DAY_MONTH = new RegExp(
  `\\b(\\d{1,2})(?:st|nd|rd|th|er|\\.)?${SP}{1,2}${MONTH}\\b(?:${SP}{1,2}(\\d{4})\\b)?`,
  "giu",
);
const MONTH_DAY = new RegExp(`\\b${MONTH}${SP}{1,2}(\\d{1,2}),${SP}{1,2}(\\d{4})\\b`, "giu");
// "19,2 %", "48.7%", "0,75 Prozent": a rate with a fraction (a whole "10 %" is too common).
const RATE = new RegExp(
  `(?<![\\d.,])(\\d{1,3})[.,](\\d{1,3})${SP}{0,2}(?:%|percent\\b|per${SP}cent\\b|Prozent\\b|procent\\b|pour${SP}cent\\b)`,
  "giu",
);
// "$1.55 million", "€2,5 Mio.", "1.2 billion dollars": a sum with a fraction, in millions or
// billions.
const SUM = new RegExp(
  `([$€£])?${SP}{0,1}(?<![\\d.,])(\\d{1,4})[.,](\\d{1,3})${SP}{1,2}` +
    `(millions?|billions?|Mio\\.|Mrd\\.|miljoen|miljard|milliards?)`,
  "giu",
);

function isoDay(year: number, month: number, day: number): number | null {
  if (day < 1 || day > 31 || year < 1900 || year > 2099) return null;
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCDate() === day ? Math.floor(time / 86_400_000) : null;
}

function dayKey(dayNumber: number): string {
  return `date:${new Date(dayNumber * 86_400_000).toISOString().slice(0, 10)}`;
}

/**
 * The key facts of a report's title and text, published on `day` (days since 1970-01-01), as
 * keys: `date:YYYY-MM-DD` (only dates after `day`), `rate:19.2`, `sum:1.55m` (`b` for billions).
 */
export function keyFactsOf(title: string, text: string, day: number): string[] {
  const all = `${title}\n${text}`;
  const t = all.length > MAX_FACT_CHARS ? all.slice(0, MAX_FACT_CHARS) : all;
  const year = new Date(day * 86_400_000).getUTCFullYear();
  const facts = new Set<string>();
  const add = (fact: string | null) => {
    if (fact !== null && facts.size < MAX_FACTS) facts.add(fact);
  };
  const ahead = (d: number | null) => (d !== null && d > day ? dayKey(d) : null);
  for (const m of t.matchAll(DAY_MONTH)) {
    if (m[2] === "may") continue; // "Article 5 may apply"
    add(ahead(isoDay(Number(m[3] ?? year), MONTHS[m[2]!.toLowerCase()]!, Number(m[1]))));
  }
  for (const m of t.matchAll(MONTH_DAY)) {
    add(ahead(isoDay(Number(m[3]), MONTHS[m[1]!.toLowerCase()]!, Number(m[2]))));
  }
  for (const m of t.matchAll(RATE)) add(`rate:${Number(`${m[1]}.${m[2]}`)}`);
  for (const m of t.matchAll(SUM)) {
    const unit = /^(?:b|mrd|milliard|miljard)/i.test(m[4]!) ? "b" : "m";
    add(`sum:${Number(`${m[2]}.${m[3]}`)}${unit}`);
  }
  return [...facts].sort();
}
