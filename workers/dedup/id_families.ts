/**
 * The identifier families that one pattern finds and one function keys (ADR
 * 0125): CELEX numbers, UK instruments by number, Federal Register documents
 * and citations, Irish instruments, the Bundesgesetzblatt, the French NOR and decree numbers, the
 * FCA's papers, US public laws. EU citations in words, UK citation titles and US bills need the text around them
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
    // US public laws: "Public Law 118-1", "Pub. L. 118-1", "Pub. L. No. 118-1", "P.L. 118-1"
    pattern:
      /\b(?:Public[ \u00a0]{1,2}Law|Pub\.[ \u00a0]{0,2}L\.|P\.[ \u00a0]{0,2}L\.)[ \u00a0]{0,2}(?:No\.[ \u00a0]{0,2})?(\d{2,3})-(\d{1,4})(?![\d-])/g,
    key: (m) => `us-pl:${n(m[1])}:${n(m[2])}`,
  },
];
