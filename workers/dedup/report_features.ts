/**
 * What the decision "same change?" reads of a report, computed once per report: the acts it is
 * about, whether it is a corrigendum or a consolidated version, the MinHash signature of its
 * words, the numbers of its title, its day and its jurisdiction (ADR 0126).
 */
import { type OfficialId, scanOfficialIds, schemeOf } from "./official_ids.ts";
import { linkOfficialIds } from "./official_links.ts";
import { keyFactsOf } from "./key_facts.ts";
import { reportSignature, wordsOf } from "./minhash.ts";

const MAX_TITLE_WORDS = 100;
// A title or link longer than this is cut before the patterns read it (bounded work per report).
const MAX_HEADING_CHARS = 2_000;

/** Who published a report. */
export type SourceKind = "official_journal" | "regulator" | "law_firm";

/** A report as the matcher sees it. `jurisdiction` null: a specialist source (any jurisdiction). */
export interface Report {
  title: string;
  text: string;
  link: string;
  sourceKind: SourceKind;
  jurisdiction: string | null;
  /** YYYY-MM-DD */
  publishDate: string;
}

/** What a publication of an act is: the act itself, a corrigendum, or a consolidated version. */
export type Variant = "act" | "corrigendum" | "consolidated";

/** The features of one report. */
export interface ReportFeatures {
  /** The keys of the acts the report is about, by scheme (ADR 0126). */
  own: Map<string, string[]>;
  variant: Variant;
  signature: Uint32Array;
  titleNumbers: string[];
  /** The folded words of the title, each once. */
  titleWords: Set<string>;
  /** The key facts of title and text (key_facts.ts: dates ahead, rates, sums), sorted. */
  facts: string[];
  day: number;
  jurisdiction: string | null;
}

const CORRIGENDUM =
  /\b(?:corrigend(?:um|a)|correct(?:s|ed|ion|ing)?|rectif\w{0,10}|berichtigung)\b|R\(\d{2}\)/i;
const CONSOLIDATED =
  /\bconsolidat(?:ed|ion)\b|CELEX(?::|%3A)0\d{4}|\/eli\/\w{1,12}\/\d{4}\/\d{1,5}\/\d{4}-\d{2}-\d{2}/i;
const NUMBERS = /\d+/g;

/** The year of an act's key, or null when the key has none (bills, Federal Register pages). */
export function yearOf(key: string): number | null {
  const [scheme, a, b] = key.split(":");
  if (scheme === "eu") return Number(b);
  if (scheme?.startsWith("uk-") || scheme === "ie-si" || scheme === "de-bgbl") return Number(a);
  if (scheme?.startsWith("fr-") || scheme?.startsWith("uk-fca-")) return Number(a);
  if (scheme === "us-fr-doc") return Number(a?.slice(0, 4));
  return null;
}

/**
 * The acts among `ids` a report published in `year` is about: those not cited and recent (of
 * this year or the last), since a report of a new change is about a new act and names the old
 * act it changes ("amends the Batteries Regulation (Regulation (EU) 2023/1542)") or transposes
 * only as a reference. Two German and French reports that both name the NIS 2 Directive are not
 * one change.
 */
function subjectsOf(ids: OfficialId[], year: number): string[] {
  return ids.filter((id) => !id.cited && (yearOf(id.key) ?? year) >= year - 1).map((id) => id.key);
}

/**
 * The keys the report is about: its link's and its title's, and those of its text in schemes
 * the heading does not name (a Federal Register entry's link names the document, its text the
 * "91 FR 10234" a law firm cites).
 */
function ownKeys(report: Report): string[] {
  const year = Number(report.publishDate.slice(0, 4));
  const context = `${report.link}\n${report.text}`;
  const heading = subjectsOf(
    [...linkOfficialIds(report.link), ...scanOfficialIds(report.title, context)],
    year,
  );
  const schemes = new Set(heading.map(schemeOf));
  const text = subjectsOf(scanOfficialIds(report.text, `${report.title}\n${report.link}`), year);
  return [...heading, ...text.filter((key) => !schemes.has(schemeOf(key)))];
}

function byScheme(keys: string[]): Map<string, string[]> {
  const own = new Map<string, string[]>();
  // A bill named once with its congress (the link) and once without (the title) is one bill.
  const unique = new Set(keys);
  for (const key of keys) if (key.includes("@")) unique.delete(key.split("@")[0]!);
  for (const key of unique) {
    const scheme = key.slice(0, key.indexOf(":"));
    own.set(scheme, [...(own.get(scheme) ?? []), key]);
  }
  return own;
}

function variantOf(report: Report): Variant {
  const heading = `${report.title.slice(0, MAX_HEADING_CHARS)}\n${
    report.link.slice(0, MAX_HEADING_CHARS)
  }`;
  if (CORRIGENDUM.test(heading)) return "corrigendum";
  if (CONSOLIDATED.test(heading)) return "consolidated";
  return "act";
}

/** Numbers of a title other than years: counts, amounts, series numbers ("$2 Million", "No. 2"). */
function titleNumbers(title: string): string[] {
  const numbers = new Set<string>();
  for (const [n] of title.slice(0, MAX_HEADING_CHARS).matchAll(NUMBERS)) {
    const value = Number(n);
    if (!(n.length === 4 && value >= 1900 && value <= 2099)) numbers.add(String(value));
  }
  return [...numbers].sort();
}

/** Computes the features of a report (linear in its title, text and link). */
export function featuresOf(report: Report): ReportFeatures {
  const day = Math.floor(Date.parse(`${report.publishDate.slice(0, 10)}T00:00:00Z`) / 86_400_000);
  return {
    own: byScheme(ownKeys(report)),
    variant: variantOf(report),
    signature: reportSignature(report.title, report.text),
    titleNumbers: titleNumbers(report.title),
    titleWords: new Set(wordsOf(report.title, MAX_TITLE_WORDS)),
    facts: keyFactsOf(report.title, report.text, day),
    day,
    jurisdiction: report.jurisdiction,
  };
}
