/**
 * Feed dates: RFC 822/2822 (RSS), ISO 8601 / RFC 3339 (Atom, dc:date), and the broken variants
 * feeds publish in practice: missing seconds, "GMT+1", two-digit years, named zones (EST, PDT,
 * CET …), RFC 822's military letters, lower-case names, day-first or month-first, 12-hour
 * clocks and trailing junk. A date without a zone is read as UTC.
 *
 * The text is cut to MAX_DATE_TEXT characters before any pattern sees it: a date is short, and
 * the patterns then take a bounded time whatever a hostile feed puts in its date elements.
 */

/** The longest date text read; longer text is cut (what follows a date is junk anyway). */
export const MAX_DATE_TEXT = 100;

// deno-fmt-ignore
const MONTHS: Record<string, number> = {
  jan: 0, feb: 1, mar: 2, apr: 3, may: 4, jun: 5, jul: 6, aug: 7, sep: 8, oct: 9, nov: 10, dec: 11,
};

// Offsets in minutes. IST is read as India Standard Time, the likelier one in legal feeds.
// deno-fmt-ignore
const ZONES: Record<string, number> = {
  ut: 0, utc: 0, gmt: 0, wet: 0, bst: 60, west: 60, cet: 60, met: 60, cest: 120, mest: 120,
  eet: 120, eest: 180, msk: 180, ist: 330, sgt: 480, hkt: 480, awst: 480, jst: 540, kst: 540,
  acst: 570, aest: 600, aedt: 660, nzst: 720, nzdt: 780, est: -300, edt: -240, cst: -360,
  cdt: -300, mst: -420, mdt: -360, pst: -480, pdt: -420, akst: -540, akdt: -480, hst: -600,
};

const ISO_RE =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:(?:T|\s+)(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?\s*(.*)$/is;
// [weekday,] day month year [time [am|pm]] [zone] [junk]
const DAY_FIRST_RE =
  /^(?:[a-z]+\.?(?:,\s*|\s+))?(\d{1,2})(?:st|nd|rd|th)?[\s-]+([a-z]{3,})\.?,?[\s-]+(\d{4}|\d{2})(?:[\sT,]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(am|pm)?)?\s*(.*)$/is;
// [weekday,] month day[,] year [time [am|pm]] [zone] [junk]
const MONTH_FIRST_RE =
  /^(?:[a-z]+\.?(?:,\s*|\s+))?([a-z]{3,})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?:[\s,]+(?:at\s+)?(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm)?)?\s*(.*)$/is;
const NUMERIC_ZONE_RE = /^(?:gmt|utc|ut)?\s*([+-])\s*(\d{1,4})(?::(\d{2}))?/i;
const NAMED_ZONE_RE = /^([a-z]{2,5})\b/i;

/**
 * RFC 822's military zones, by their NATO meaning: A to M (no J) are 1 to 12 hours east, N to
 * Y 1 to 12 hours west, Z is UTC. RFC 822 printed the signs the other way round, which RFC 1123
 * noted as an error; whoever writes a letter today means the military zone.
 */
function militaryOffset(letter: string): number | undefined {
  const code = letter.toLowerCase().charCodeAt(0);
  if (code === 0x7a) return 0; // z
  if (code >= 0x61 && code <= 0x69) return (code - 0x60) * 60; // a–i: +1…+9
  if (code >= 0x6b && code <= 0x6d) return (code - 0x61) * 60; // k–m: +10…+12
  if (code >= 0x6e && code <= 0x79) return -(code - 0x6d) * 60; // n–y: −1…−12
  return undefined;
}

/** The offset in minutes of the zone at the start of `rest`; no or an unknown zone reads as UTC. */
function zoneOffset(rest: string): number {
  const text = rest.trim();
  const numeric = NUMERIC_ZONE_RE.exec(text);
  if (numeric) {
    const digits = numeric[2] ?? "0";
    // "+1" and "+01" are hours, "+100" and "+0100" are hhmm.
    const hours = digits.length <= 2 ? Number(digits) : Number(digits.slice(0, -2));
    const minutes = digits.length <= 2 ? Number(numeric[3] ?? 0) : Number(digits.slice(-2));
    const offset = (hours * 60 + minutes) * (numeric[1] === "-" ? -1 : 1);
    return Math.abs(offset) <= 14 * 60 ? offset : 0;
  }
  // A lone letter is a military zone only when nothing follows it ("5 Mar 2024 a note" is junk).
  if (text.length === 1) return militaryOffset(text) ?? 0;
  const named = NAMED_ZONE_RE.exec(text);
  return named ? ZONES[(named[1] ?? "").toLowerCase()] ?? 0 : 0;
}

interface Parts {
  year: number;
  month: number; // 0-based
  day: number;
  hour: number;
  minute: number;
  second: number;
  offset: number; // minutes east of UTC
}

function build(p: Parts): Date | null {
  if (p.month < 0 || p.month > 11 || p.day < 1 || p.day > 31) return null;
  if (p.hour > 24 || p.minute > 59 || p.second > 60) return null;
  const utc = Date.UTC(p.year, p.month, p.day, p.hour, p.minute, Math.min(p.second, 59));
  // Date.UTC rolls 31 February over into March: refuse rather than guess.
  if (new Date(Date.UTC(p.year, p.month, p.day)).getUTCDate() !== p.day) return null;
  return new Date(utc - p.offset * 60_000);
}

function fullYear(text: string): number {
  const year = Number(text);
  // RFC 2822 §4.3: two-digit years below 50 are 20xx, the others 19xx.
  return text.length === 2 ? (year < 50 ? 2000 + year : 1900 + year) : year;
}

function hour24(hour: string | undefined, meridiem: string | undefined): number {
  const h = Number(hour ?? 0);
  if (!meridiem) return h;
  const pm = meridiem.toLowerCase() === "pm";
  return (h % 12) + (pm ? 12 : 0);
}

function monthIndex(name: string | undefined): number {
  return MONTHS[(name ?? "").slice(0, 3).toLowerCase()] ?? -1;
}

/**
 * Parses a feed date. Returns null for empty or unreadable text (the caller then uses the fetch
 * time) and for impossible dates such as 31 February.
 */
export function parseFeedDate(text: string | undefined | null): Date | null {
  const s = text?.trimStart().slice(0, MAX_DATE_TEXT).trim();
  if (!s) return null;
  let m = ISO_RE.exec(s);
  if (m) {
    return build({
      year: Number(m[1]),
      month: Number(m[2]) - 1,
      day: Number(m[3]),
      hour: Number(m[4] ?? 0),
      minute: Number(m[5] ?? 0),
      second: Number(m[6] ?? 0),
      offset: zoneOffset(m[7] ?? ""),
    });
  }
  m = DAY_FIRST_RE.exec(s);
  const dayFirst = m !== null;
  m ??= MONTH_FIRST_RE.exec(s);
  if (!m) return null;
  return build({
    year: fullYear(m[3] ?? ""),
    month: monthIndex(dayFirst ? m[2] : m[1]),
    day: Number(dayFirst ? m[1] : m[2]),
    hour: hour24(m[4], m[7]),
    minute: Number(m[5] ?? 0),
    second: Number(m[6] ?? 0),
    offset: zoneOffset(m[8] ?? ""),
  });
}
