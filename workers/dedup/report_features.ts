/**
 * What the decision "same change?" reads of a report, computed once per report: the acts it is
 * about, whether it is a corrigendum or a consolidated version, the MinHash signature of its
 * words, the numbers of its title, its day and its jurisdiction (ADR XXXX-same-change-rule).
 */
import { type OfficialId, scanOfficialIds } from "./official_ids.ts";
import { linkOfficialIds } from "./official_links.ts";
import { reportSignature } from "./minhash.ts";

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
  /** The keys of the acts the report is about, by scheme (ADR XXXX-same-change-rule). */
  own: Map<string, string[]>;
  variant: Variant;
  signature: Uint32Array;
  titleNumbers: string[];
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
  if (scheme?.startsWith("uk-")) return Number(a);
  if (scheme === "us-fr-doc") return Number(a?.slice(0, 4));
  return null;
}

/**
 * The acts among `ids` a report published in `year` is about: those not cited, and of them the
 * recent ones (this year or the last) when there are any, since a report of a new change is
 * about a new act and names the old act it changes ("amends the Batteries Regulation (Regulation
 * (EU) 2023/1542)") only as a reference.
 */
function subjectsOf(ids: OfficialId[], year: number): string[] {
  const keys = ids.filter((id) => !id.cited).map((id) => id.key);
  const recent = keys.filter((key) => (yearOf(key) ?? year) >= year - 1);
  return recent.length > 0 ? recent : keys;
}

/** The keys the report is about: its link's and its title's; else those of its text. */
function ownKeys(report: Report): string[] {
  const year = Number(report.publishDate.slice(0, 4));
  const heading = [...linkOfficialIds(report.link), ...scanOfficialIds(report.title)];
  const keys = subjectsOf(heading, year);
  return keys.length > 0 ? keys : subjectsOf(scanOfficialIds(report.text), year);
}

function byScheme(keys: string[]): Map<string, string[]> {
  const own = new Map<string, string[]>();
  for (const key of new Set(keys)) {
    const scheme = key.slice(0, key.indexOf(":"));
    own.set(scheme, [...(own.get(scheme) ?? []), key]);
  }
  return own;
}

function variantOf(report: Report): Variant {
  const heading = `${report.title}\n${report.link}`;
  if (CORRIGENDUM.test(heading)) return "corrigendum";
  if (CONSOLIDATED.test(heading)) return "consolidated";
  return "act";
}

/** Numbers of a title that name something (not years, not days of a month). */
function titleNumbers(title: string): string[] {
  const numbers = new Set<string>();
  for (const [n] of title.matchAll(NUMBERS)) {
    const value = Number(n);
    if (value > 31 && !(n.length === 4 && value >= 1900 && value <= 2099)) numbers.add(String(value));
  }
  return [...numbers].sort();
}

/** Computes the features of a report (linear in its title, text and link). */
export function featuresOf(report: Report): ReportFeatures {
  return {
    own: byScheme(ownKeys(report)),
    variant: variantOf(report),
    signature: reportSignature(report.title, report.text),
    titleNumbers: titleNumbers(report.title),
    day: Math.floor(Date.parse(`${report.publishDate.slice(0, 10)}T00:00:00Z`) / 86_400_000),
    jurisdiction: report.jurisdiction,
  };
}
