/**
 * Official identifiers in the words of a report (ADR 0125): EU acts
 * ("Regulation (EU) 2026/1432", "Directive 2011/83/EU", "Regulation (EC) No 1907/2006"), UK
 * citation titles ("The Payment Services (Amendment) Regulations 2026") and US bills ("H.R.
 * 1234", "S.J.Res. 12"), which need the words around them, and the families of id_families.ts
 * (CELEX, UK and Irish instruments, the Federal Register, the Bundesgesetzblatt, the French NOR
 * and decrees, the FCA's papers). Each is normalised to one key per act ({@link OfficialId}).
 *
 * Every pattern is of the safe shape: literals and classes under bounded quantifiers only, so an
 * attempt at one position costs at most a constant and a scan is linear in the text; the
 * adversarial inputs of scripts/bench/dedup_bench.ts show it. Texts are cut at
 * {@link MAX_SCANNED_CHARS}, at most {@link MAX_IDS} identifiers are kept and the look-backs are
 * counted (bounded time and memory).
 */
import { euKey, ID_FAMILIES } from "./id_families.ts";

/**
 * One identifier found. `key` is the act's key:
 * - `eu:reg|dir|dec:YEAR:NUMBER` an EU act (the number without leading zeros);
 * - `uk-si:YEAR:NUMBER`, `uk-ssi:YEAR:NUMBER`, `uk-nisr:YEAR:NUMBER` UK instruments, and
 *   `uk-title:YEAR:WORDS` an instrument's citation title ("The Payment Services (Amendment)
 *   Regulations 2026"), which press releases name without the number;
 * - `us-fr-doc:YEAR-NUMBER` a Federal Register document, `us-fr:VOLUME:PAGE` a citation;
 * - `ie-si:YEAR:NUMBER`, `de-bgbl:YEAR:PART:NUMBER`, `fr-nor:YEAR:CODE`, `fr-decret:YEAR:NUMBER`
 *   (and `fr-arrete`, `fr-ordonnance`, `fr-loi`) national journals; `uk-fca-ps:YEAR:NUMBER` (and
 *   `-cp`, `-fg`, `-gc`) the FCA's policy statements and consultation papers;
 * - `us-pl:CONGRESS:NUMBER` a public law ("Public Law 118-1", "Pub. L. 118-1");
 * - `us-bill:TYPE:NUMBER` a bill (TYPE hr, s, hres, sres, hjres, sjres, hconres, sconres),
 *   followed by `@CONGRESS` when the report says which congress;
 * - `us-state-bill:STATE:TYPE:NUMBER` a state bill (STATE the postal code, TYPE the prefix as
 *   "ab", "sb", "hb"), followed by `@SESSION` when its link says which session.
 * `scheme` is the key up to its year or number (`eu`, `uk-si`, `us-fr-doc`, `us-bill` …): two
 * different keys of one scheme are two different acts. `cited` marks an act the report only
 * refers to ("amending Regulation (EU) 2019/1020"), not the one it is about.
 */
export interface OfficialId {
  key: string;
  scheme: string;
  cited: boolean;
}

/** The longest text scanned: a report's opening says what it is about. */
export const MAX_SCANNED_CHARS = 20_000;
/** The most identifiers kept per text. */
export const MAX_IDS = 64;

const KINDS: Record<string, string> = { regulation: "reg", directive: "dir", decision: "dec" };
const SP = "[ \\u00a0]";

// Group names: act word, then either year/number ("(EU) 2026/1432"), "No" number/year, or the
// old "2011/83/EU"; a bare "(EU) 2026/1433" continues the list of the last act word.
const EU_ACT = new RegExp(
  `\\b(?<word>Regulations?|Directives?|Decisions?)${SP}{1,3}` +
    `(?:\\((?<tag>EU|EC|EEC|Euratom|CFSP)\\)${SP}{1,3})?(?<no>No\\.?${SP}{1,3})?` +
    `(?<a>\\d{1,4})\\/(?<b>\\d{1,5})(?<suffix>\\/(?:EU|EC|EEC|CFSP))?(?![\\d/])` +
    // "(" first, so that the look-behind runs only where one is.
    `|\\((?<=(?:,|and|or)${SP}{1,3}\\()(?<tag2>EU|EC|EEC|Euratom)\\)${SP}{1,3}` +
    `(?<no2>No\\.?${SP}{1,3})?(?<a2>\\d{1,4})\\/(?<b2>\\d{1,5})(?![\\d/])`,
  "gi",
);
const US_BILL =
  /(?<![\w.])(H\.[ \u00a0]?R\.|H\.[ \u00a0]?Res\.|H\.[ \u00a0]?J\.[ \u00a0]?Res\.|H\.[ \u00a0]?Con\.[ \u00a0]?Res\.|S\.[ \u00a0]?Res\.|S\.[ \u00a0]?J\.[ \u00a0]?Res\.|S\.[ \u00a0]?Con\.[ \u00a0]?Res\.|S\.)[ \u00a0]{0,2}(\d{1,5})(?![\d/])/g;
// The citation title of a UK instrument ends "Regulations 2026", "Order 2026", "Rules 2026".
const UK_TITLE_END = /\b(?:Regulations|Order|Rules|Scheme)[ \u00a0](\d{4})\b/g;
const TITLE_WORD = /^(?:[(A-Z0-9]|etc\b|and$|of$|for$|to$|in$|on$|or$)/;
const CONGRESS = /\b(\d{2,3})(?:st|nd|rd|th)[ \u00a0]Congress\b/;
// Plain "S. 56" is a Senate bill only in a text about Congress (else "s. 56" of a UK act …).
const ABOUT_CONGRESS = /\b(?:Senate|Congress|Senators?)\b|congress\.gov\//;
// A reference, not the subject: "amending Commission Delegated Regulation …". Tested on the 80
// characters before an identifier only, so its cost is bounded per identifier.
const CITING = new RegExp(
  "\\b(?:amending|amends|amended|repealing|repeals|supplementing|supplements|correcting|" +
    "corrects|implementing|transposing|under|pursuant to|referred to in|laid down in|in accordance with|" +
    "replacing|replaces|based on)(?:\\s{1,3}(?:the|Commission|Council|Delegated|Implementing|" +
    "European|Parliament|and|of|Regulations?|Directives?|Decisions?)){0,6}\\s{0,3}$",
);

/** The bill types as keyed, by their written form without dots and spaces. */
export const BILL_TYPES: Record<string, string> = {
  HR: "hr",
  HRes: "hres",
  HJRes: "hjres",
  HConRes: "hconres",
  S: "s",
  SRes: "sres",
  SJRes: "sjres",
  SConRes: "sconres",
};

/** The scheme of a key: its first part ("eu", "uk-si", "us-bill" …). */
export function schemeOf(key: string): string {
  return key.slice(0, key.indexOf(":"));
}

function euActKey(groups: Record<string, string | undefined>, lastWord: string | null) {
  const word = (groups.word ?? lastWord ?? "").toLowerCase().replace(/s$/, "");
  const kind = KINDS[word];
  const a = Number(groups.a ?? groups.a2);
  const b = Number(groups.b ?? groups.b2);
  const tagged = groups.tag ?? groups.tag2 ?? groups.suffix;
  if (!kind || !tagged) return null; // "Regulation 12/2026" of a national body is not EU's
  // "No 1907/2006" is number/year; "2026/1432" and "2011/83/EU" are year/number.
  const numberFirst = (groups.no ?? groups.no2) !== undefined;
  const [year, number] = numberFirst ? [b, a] : [a, b];
  if (year < 1950 || year > 2099 || number === 0) return null;
  return euKey(kind, year, number);
}

/**
 * The identifiers in `text`, in the order they occur, each key once (the first occurrence).
 * `context` (the report's other fields) says which congress a bill is of and whether "S. 56"
 * is a Senate bill.
 */
export function scanOfficialIds(text: string, context = ""): OfficialId[] {
  const t = text.length > MAX_SCANNED_CHARS ? text.slice(0, MAX_SCANNED_CHARS) : text;
  const c = context.length > MAX_SCANNED_CHARS ? context.slice(0, MAX_SCANNED_CHARS) : context;
  const found: { at: number; key: string; cited?: boolean }[] = [];
  const budget = { lookBacks: 2 * MAX_IDS };
  let lastWord: string | null = null;
  let lastCited = false;
  for (const m of t.matchAll(EU_ACT)) {
    const groups = m.groups ?? {};
    const key = euActKey(groups, lastWord);
    if (groups.word) lastWord = groups.word;
    if (key === null) continue;
    // A continuation ("… and (EU) 2019/2") is cited when the act before it was.
    const cited: boolean = groups.word ? citing(t, m.index, budget) : lastCited;
    lastCited = cited;
    found.push({ at: m.index, key, cited });
  }
  for (const family of ID_FAMILIES) {
    for (const m of t.matchAll(family.pattern)) {
      const key = family.key(m);
      if (key) found.push({ at: m.index, key });
    }
  }
  let titleLookups = 0; // each looks back 200 characters: at most MAX_IDS of them per text
  for (const m of t.matchAll(UK_TITLE_END)) {
    if (++titleLookups > MAX_IDS) break;
    const title = ukTitleBefore(t, m.index, m[0]);
    if (title) found.push({ at: title.at, key: `uk-title:${m[1]}:${title.words}` });
  }
  let bills: BillContext | undefined; // read on the first bill only: most texts name none
  for (const m of t.matchAll(US_BILL)) {
    const type = BILL_TYPES[m[1]!.replace(/[.\s\u00a0]/g, "")];
    if (!type) continue;
    bills ??= billContextOf(t, c);
    if (type === "s" && !bills.aboutCongress) continue;
    found.push({ at: m.index, key: billKey(type, Number(m[2]), bills.congress) });
  }
  return uniqueInOrder(found, t, budget);
}

/** What a text and its context say of the bills they name: their congress, and if about Congress. */
interface BillContext {
  congress: string | undefined;
  aboutCongress: boolean;
}

function billContextOf(text: string, context: string): BillContext {
  return {
    congress: CONGRESS.exec(text)?.[1] ?? CONGRESS.exec(context)?.[1] ??
      /(\d{2,3})(?:st|nd|rd|th)-congress/.exec(context)?.[1],
    aboutCongress: ABOUT_CONGRESS.test(text) || ABOUT_CONGRESS.test(context),
  };
}

/** The key of a US bill, with its congress when known. */
export function billKey(type: string, number: number, congress?: string | number): string {
  return `us-bill:${type}:${number}${congress ? `@${Number(congress)}` : ""}`;
}

/**
 * The citation title ending at `end` ("The Payment Services (Amendment) Regulations 2026"): the
 * capitalised words back to "The", within 200 characters (so its cost is bounded), or null.
 */
function ukTitleBefore(text: string, end: number, last: string) {
  const start = Math.max(0, end - 200);
  const words = text.slice(start, end).split(/[ \u00a0]+/);
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i]!;
    if (word === "") continue;
    if (word === "The" || word === "the") {
      const title = [...words.slice(i + 1), last].join(" ").toLowerCase();
      const at = start + text.slice(start, end).lastIndexOf(`${word} ${words[i + 1] ?? ""}`);
      return i < words.length - 1 ? { at, words: title.replace(/[^a-z0-9()]+/g, "-") } : null;
    }
    if (!TITLE_WORD.test(word)) return null;
  }
  return null;
}

/**
 * True when the identifier at `at` is cited. Each look-back reads up to 80 characters: at most
 * 2 × MAX_IDS of them per text; past that an identifier counts as cited, which can only keep
 * reports apart.
 */
function citing(text: string, at: number, budget: { lookBacks: number }): boolean {
  if (--budget.lookBacks < 0) return true;
  return CITING.test(text.slice(Math.max(0, at - 80), at));
}

function uniqueInOrder(
  found: { at: number; key: string; cited?: boolean }[],
  text: string,
  budget: { lookBacks: number },
) {
  found.sort((x, y) => x.at - y.at);
  const seen = new Map<string, OfficialId>();
  for (const { at, key, cited } of found) {
    if (seen.size >= MAX_IDS) break;
    const known = seen.get(key);
    if (known && !known.cited) continue; // the subject once is the subject
    const isCited = cited ?? citing(text, at, budget);
    if (known) known.cited = isCited;
    else seen.set(key, { key, scheme: schemeOf(key), cited: isCited });
  }
  return [...seen.values()];
}
