/**
 * The identifier families that one pattern finds and one function keys (ADR
 * 0125): CELEX numbers, UK instruments by number, Federal Register documents
 * and citations, Irish instruments, the Bundesgesetzblatt, the French NOR and decree numbers, the
 * FCA's papers, US state bills named with their state ("California AB 1018"), US public laws. EU citations in words, UK citation titles and US bills need the text around them
 * and are in official_ids.ts.
 *
 * Every pattern has the safe shape: literals and classes under bounded quantifiers, lookarounds
 * of bounded length, so an attempt at one position costs a constant and a scan is linear.
 */

/** One family: its pattern (global) and the key of a match, or null when it is no identifier. */
export interface IdFamily {
  pattern: RegExp;
  key: (match: RegExpMatchArray) => string | null;
}

/** The key of an EU act. */
export function euKey(kind: string, year: number, number: number): string {
  return `eu:${kind}:${year}:${number}`;
}

const CELEX_KINDS: Record<string, string> = { R: "reg", L: "dir", D: "dec" };
const n = (text: string | undefined) => Number(text);

function foldAccents(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "");
}

/** The US states (and D.C. and Puerto Rico, which Open States covers) by name: their postal codes. */
// deno-fmt-ignore
export const US_STATES: Readonly<Record<string, string>> = {
  "Alabama": "al", "Alaska": "ak", "Arizona": "az", "Arkansas": "ar", "California": "ca",
  "Colorado": "co", "Connecticut": "ct", "Delaware": "de", "District of Columbia": "dc",
  "Florida": "fl", "Georgia": "ga", "Hawaii": "hi", "Idaho": "id", "Illinois": "il",
  "Indiana": "in", "Iowa": "ia", "Kansas": "ks", "Kentucky": "ky", "Louisiana": "la",
  "Maine": "me", "Maryland": "md", "Massachusetts": "ma", "Michigan": "mi", "Minnesota": "mn",
  "Mississippi": "ms", "Missouri": "mo", "Montana": "mt", "Nebraska": "ne", "Nevada": "nv",
  "New Hampshire": "nh", "New Jersey": "nj", "New Mexico": "nm", "New York": "ny",
  "North Carolina": "nc", "North Dakota": "nd", "Ohio": "oh", "Oklahoma": "ok", "Oregon": "or",
  "Pennsylvania": "pa", "Puerto Rico": "pr", "Rhode Island": "ri", "South Carolina": "sc",
  "South Dakota": "sd", "Tennessee": "tn", "Texas": "tx", "Utah": "ut", "Vermont": "vt",
  "Virginia": "va", "Washington": "wa", "West Virginia": "wv", "Wisconsin": "wi",
  "Wyoming": "wy",
};

/**
 * The bill prefixes of the state legislatures (Open States' identifiers, dots and spaces
 * removed): bills, resolutions and memorials of either chamber. Another run of capitals after a
 * state's name ("California AI 2026", "Texas DOT 12") is no bill.
 */
// deno-fmt-ignore
const STATE_BILL_TYPES = new Set([
  "A", "AB", "ACA", "ACR", "AJR", "AR", "H", "HB", "HCR", "HF", "HJM", "HJR", "HM", "HR",
  "LB", "LR", "S", "SB", "SCA", "SCR", "SF", "SJM", "SJR", "SM", "SR",
]);
const CHAMBER_BILLS: Record<string, string> = {
  "Assembly Bill": "ab",
  "Senate Bill": "sb",
  "House Bill": "hb",
};

/** The key of a state bill; `session` as the source writes it, reduced to letters and digits. */
export function stateBillKey(
  state: string,
  type: string,
  number: number,
  session?: string,
): string {
  const at = session ? session.toLowerCase().replace(/[^a-z0-9]/g, "") : "";
  return `us-state-bill:${state}:${type.toLowerCase()}:${number}${at ? `@${at}` : ""}`;
}

const STATE_NAMES = Object.keys(US_STATES).sort((a, b) => b.length - a.length).join("|");

/** The families, each scanned over the whole (cut) text. */
export const ID_FAMILIES: readonly IdFamily[] = [
  {
    // "CELEX:32026R1432", "CELEX number 32019L1937"; a corrigendum's "R(01)" and a consolidated
    // version's "-20260303" follow the number.
    pattern:
      /CELEX(?::|%3A|[ \u00a0]{1,3}(?:number:?[ \u00a0]{1,3})?)([0-9CE])(\d{4})([A-Z]{1,2})(\d{4})(?:R\((\d{2})\))?(?:-(\d{8}))?/gi,
    key: (m) => {
      const kind = CELEX_KINDS[m[3]!.toUpperCase()];
      return kind ? euKey(kind, n(m[2]), n(m[4])) : null;
    },
  },
  {
    // "S.I. 2026/412", "SI 2026/412", "S.S.I. 2026/45", "S.R. 2026/12"
    pattern: /(?<![\w.])(S\.S\.I\.|S\.I\.|SSI|SI|S\.R\.)[ \u00a0]{0,2}(\d{4})\/(\d{1,5})(?![\d/])/g,
    key: (m) => {
      const scheme = m[1] === "S.S.I." || m[1] === "SSI"
        ? "uk-ssi"
        : m[1] === "S.R."
        ? "uk-nisr"
        : "uk-si";
      return `${scheme}:${n(m[2])}:${n(m[3])}`;
    },
  },
  {
    // "2026 No. 301", the heading of a UK instrument
    pattern: /\b(\d{4})[ \u00a0]{1,2}No\.[ \u00a0]{0,2}(\d{1,5})(?![\d/])/g,
    key: (m) => `uk-si:${n(m[1])}:${n(m[2])}`,
  },
  {
    // "FR Doc. 2026-04123", "Document Number: 2026-05511"
    pattern:
      /\b(?:FR[ \u00a0]{1,2}Doc\.?|Document[ \u00a0]{1,2}(?:Number|No\.?)):?[ \u00a0]{0,2}(?:No\.?[ \u00a0]{0,2})?(\d{4})-(\d{4,5})(?!\d)/g,
    key: (m) => `us-fr-doc:${m[1]}-${m[2]}`,
  },
  {
    // "91 FR 10234", "91 Fed. Reg. 10234"
    pattern:
      /\b(\d{1,3})[ \u00a0]{1,2}(?:FR|Fed\.[ \u00a0]?Reg\.)[ \u00a0]{1,2}(\d{1,6})(?![\d/])/g,
    key: (m) => `us-fr:${n(m[1])}:${n(m[2])}`,
  },
  {
    // Ireland: "S.I. No. 210 of 2026"
    pattern:
      /\bS\.I\.[ \u00a0]{0,2}No\.[ \u00a0]{0,2}(\d{1,4})[ \u00a0]{1,2}of[ \u00a0]{1,2}(\d{4})(?!\d)/g,
    key: (m) => `ie-si:${n(m[2])}:${n(m[1])}`,
  },
  {
    // Germany: "BGBl. 2026 I Nr. 71"
    pattern:
      /\bBGBl\.[ \u00a0]{0,2}(\d{4})[ \u00a0]{1,2}(I{1,2})[ \u00a0]{1,2}Nr\.[ \u00a0]{0,2}(\d{1,4})(?!\d)/g,
    key: (m) => `de-bgbl:${m[1]}:${m[2]!.length}:${n(m[3])}`,
  },
  {
    // France: "NOR : ECOE2605123D", one per text published in the Journal officiel
    pattern: /\bNOR[ \u00a0]{0,2}:?[ \u00a0]{0,2}([A-Z]{4}(\d{2})\d{5}[A-Z])\b/g,
    key: (m) => `fr-nor:${2000 + n(m[2])}:${m[1]}`,
  },
  {
    // France: "Décret n° 2026-281", "Arrêté n° 2026-12"
    pattern:
      /\b(Décret|Decret|Arrêté|Arrete|Ordonnance|Loi)[ \u00a0]{1,2}n[°o][ \u00a0]{0,2}(\d{4})-(\d{1,5})(?![\d-])/gi,
    key: (m) => `fr-${foldAccents(m[1]!).toLowerCase()}:${n(m[2])}:${n(m[3])}`,
  },
  {
    // The FCA's policy statements and consultation papers: "PS26/4", "CP26/12"
    pattern: /(?<![\w/])(PS|CP|FG|GC)(\d{2})\/(\d{1,2})(?![\d/])/g,
    key: (m) => `uk-fca-${m[1]!.toLowerCase()}:${2000 + n(m[2])}:${n(m[3])}`,
  },
  {
    // US state bills after the state's name: "California AB 1018", "Texas's H.B. 150", "New York
    // S 1234", "California Assembly Bill 1018", "Nebraska LB 77" (ADR 0162).
    pattern: new RegExp(
      `\\b(${STATE_NAMES})(?:['\u2019]s)?[ \\u00a0]{1,2}(?:(Assembly Bill|Senate Bill|House Bill)` +
        `[ \\u00a0]{1,2}(?:No\\.[ \\u00a0]{0,2})?|((?:[A-Z]\\.?){1,3}))[ \\u00a0]{0,2}(\\d{1,5})(?![\\d/])`,
      "g",
    ),
    key: (m) => {
      const type = m[2] ? CHAMBER_BILLS[m[2]] : m[3]!.replaceAll(".", "");
      const state = US_STATES[m[1]!];
      return state && type && (m[2] || STATE_BILL_TYPES.has(type))
        ? stateBillKey(state, type, n(m[4]))
        : null;
    },
  },
  {
    // US public laws: "Public Law 118-1", "Pub. L. 118-1", "Pub. L. No. 118-1", "P.L. 118-1"
    pattern:
      /\b(?:Public[ \u00a0]{1,2}Law|Pub\.[ \u00a0]{0,2}L\.|P\.[ \u00a0]{0,2}L\.)[ \u00a0]{0,2}(?:No\.[ \u00a0]{0,2})?(\d{2,3})-(\d{1,4})(?![\d-])/g,
    key: (m) => `us-pl:${n(m[1])}:${n(m[2])}`,
  },
];
