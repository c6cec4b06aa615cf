/**
 * The offline impact rules: company size bands, category weights, obligation and soft words, the
 * risk level, the priority score and the affected business functions. Every weight and threshold
 * here is documented in docs/offline_analysis.md; change both together.
 */
import type { Category } from "../../domain/categories.ts";
import { daysBetween } from "./date_math.ts";

/** The three risk levels of the report. */
export type Risk = "High" | "Medium" | "Low";

/** A size band, its label for the summary, and its contribution to the risk score. */
export interface SizeBand {
  band: "unknown" | "micro" | "small" | "medium" | "large" | "enterprise";
  label: string;
  score: number;
}

/** Maps an employee count onto a band (EU SME thresholds, plus 5,000 for enterprises). */
export function sizeBand(employeeCount: number | null): SizeBand {
  const n = employeeCount ?? NaN;
  // Unknown size scores like a medium company: neither waved through nor raised as an alarm.
  if (!Number.isFinite(n) || n < 1) return { band: "unknown", label: "size unknown", score: 1 };
  if (n < 10) return { band: "micro", label: "micro business", score: 0 };
  if (n < 50) return { band: "small", label: "small company", score: 0.5 };
  if (n < 250) return { band: "medium", label: "medium-sized company", score: 1 };
  if (n < 5000) return { band: "large", label: "large company", score: 2 };
  return { band: "enterprise", label: "enterprise", score: 2.5 };
}

/**
 * How much a category's rules tend to bind an arbitrary company: 3 for the rules every employer,
 * data holder and taxpayer meets; 2 for sector rules; 1 for procedure and the public sector.
 */
export const CATEGORY_WEIGHT: Readonly<Record<Category, number>> = {
  "Data Protection & Cybersecurity": 3,
  "Employment & Labor": 3,
  "Tax": 3,
  "Financial Services": 2,
  "Healthcare": 2,
  "Energy & Environment": 2,
  "Manufacturing & Industrial": 2,
  "Retail & Consumer Goods": 2,
  "IT & Technology": 2,
  "Transportation": 2,
  "Construction & Real Estate": 2,
  "Telecommunications & Media": 2,
  "Public Sector & Government": 1,
  "General": 1,
};

function words(alternatives: string): RegExp {
  return new RegExp(`\\b(${alternatives})\\b`, "gi");
}

// Negated modals are counted (as obligations) and removed first, so "may not" is not also "may".
const NEGATED = /\b(must not|shall not|may not|cannot|is prohibited|are prohibited)\b/gi;
const OBLIGATION = words(
  "must|shall|required?|requirements?|requires|mandatory|obligations?|obliged|penalt(y|ies)|" +
    "fines?|fined|prohibit(s|ed|ion)?|bans?|banned|deadline|comply|compliance|enforcement|" +
    "enforce(able|d)?|sanctions?|liable|liability|offen[cs]es?|in force|takes? effect",
);
const SOFT = words(
  "may|guidance|consultation|consults?|consulting|proposed|proposals?|proposes?|draft|" +
    "voluntary|recommend(s|ed|ations?)?|call for evidence|discussion paper|best practice|could|" +
    "should|plans? to|considering|green paper|white paper|request for comments?|non-binding",
);

/** Counts of binding and soft language in a text. */
export interface Language {
  obligations: number;
  soft: number;
}

/** Counts obligation words ("must", "penalty", "prohibited"…) and soft ones ("may", "draft"). */
export function countLanguage(text: string): Language {
  const negated = text.match(NEGATED)?.length ?? 0;
  const rest = text.replace(NEGATED, " ");
  return {
    obligations: negated + (rest.match(OBLIGATION)?.length ?? 0),
    soft: rest.match(SOFT)?.length ?? 0,
  };
}

/** The language part of the risk score: 0.5 per obligation word, less 0.5 per soft word, 0..3. */
export function languageScore(language: Language): number {
  const score = Math.min(3, 0.5 * language.obligations) - Math.min(2, 0.5 * language.soft);
  return Math.max(0, score);
}

/** Risk thresholds on the score (category weight + size score + language score, 0..8.5). */
export const HIGH_RISK_FROM = 5.5;
/** See HIGH_RISK_FROM. */
export const MEDIUM_RISK_FROM = 3;

/** The risk level of a score. */
export function riskLevel(score: number): Risk {
  return score >= HIGH_RISK_FROM ? "High" : score >= MEDIUM_RISK_FROM ? "Medium" : "Low";
}

const RISK_BASE: Readonly<Record<Risk, { base: number; from: number; to: number }>> = {
  High: { base: 60, from: HIGH_RISK_FROM, to: 8.5 },
  Medium: { base: 35, from: MEDIUM_RISK_FROM, to: HIGH_RISK_FROM },
  Low: { base: 10, from: 0, to: MEDIUM_RISK_FROM },
};
/** Points a deadline due today adds; they fall linearly to 0 at DEADLINE_HORIZON_DAYS. */
export const DEADLINE_POINTS = 35;
/** Deadlines further away than this add nothing to the priority. */
export const DEADLINE_HORIZON_DAYS = 365;
/** Points for deadlines that exist but depend on an event ("within 72 hours of a breach"). */
export const UNDATED_DEADLINE_POINTS = 3;

/**
 * Priority 1..100 = risk base (High 60, Medium 35, Low 10) + up to 5 for the score's place inside
 * its band + deadline points for the nearest deadline on or after `now`.
 */
export function priority(
  score: number,
  deadlines: readonly { date: Date | null }[],
  now: Date,
): number {
  const band = RISK_BASE[riskLevel(score)];
  const within = 5 * Math.min(1, Math.max(0, (score - band.from) / (band.to - band.from)));
  const days = deadlines
    .flatMap((d) => (d.date === null ? [] : [daysBetween(now, d.date)]))
    .filter((d) => d >= 0);
  let urgency = 0;
  if (days.length > 0) {
    urgency = DEADLINE_POINTS * Math.max(0, 1 - Math.min(...days) / DEADLINE_HORIZON_DAYS);
  } else if (deadlines.some((d) => d.date === null)) urgency = UNDATED_DEADLINE_POINTS;
  return Math.min(100, Math.max(1, Math.round(band.base + within + urgency)));
}

/** The business functions a report can name, in the order they are listed. */
export const BUSINESS_FUNCTIONS = [
  "Legal",
  "Compliance",
  "HR",
  "Finance",
  "IT",
  "Security",
  "Operations",
  "Procurement",
  "Marketing",
  "Sales",
  "Facilities",
] as const;

/** One business function. */
export type BusinessFunction = (typeof BUSINESS_FUNCTIONS)[number];

const BY_CATEGORY: Readonly<Record<Category, readonly BusinessFunction[]>> = {
  "Construction & Real Estate": ["Facilities", "Operations"],
  "Data Protection & Cybersecurity": ["IT", "Security"],
  "Employment & Labor": ["HR"],
  "Energy & Environment": ["Operations", "Facilities"],
  "Financial Services": ["Finance"],
  "General": [],
  "Healthcare": ["Operations"],
  "Manufacturing & Industrial": ["Operations", "Procurement"],
  "Public Sector & Government": ["Sales"],
  "Retail & Consumer Goods": ["Sales", "Marketing"],
  "IT & Technology": ["IT"],
  "Tax": ["Finance"],
  "Telecommunications & Media": ["IT", "Marketing"],
  "Transportation": ["Operations"],
};

const BY_KEYWORD: readonly [BusinessFunction, RegExp][] = [
  ["HR", /\b(employ\w*|workers?|staff|wages?|salar\w+|payroll|pensions?|recruit\w*|hiring)\b/i],
  ["Finance", /\b(tax\w*|vat|gst|invoic\w+|accounting|audit\w*|fees?|levy|capital|payments?)\b/i],
  ["IT", /\b(software|systems?|data|digital|cloud|electronic|online|ai|algorithm\w*)\b/i],
  ["Security", /\b(security|cyber\w*|breach\w*|ransomware|vulnerab\w+|encryption)\b/i],
  ["Operations", /\b(manufactur\w+|production|logistics|fleets?|vehicles?|supply chains?)\b/i],
  ["Procurement", /\b(procure\w*|suppliers?|vendors?|contractors?|tenders?|due diligence)\b/i],
  ["Marketing", /\b(advertis\w+|marketing|promotions?|label(l?ing|s)?|reviews?|testimonials?)\b/i],
  ["Sales", /\b(sales?|selling|sell|customers?|consumers?|pric(e|es|ing))\b/i],
  ["Facilities", /\b(buildings?|premises|offices?|sites?|heating|fire safety|workplaces?)\b/i],
];

/** Legal and Compliance always; then the category's functions and those the text's words name. */
export function businessFunctions(category: Category, text: string): BusinessFunction[] {
  const found = new Set<BusinessFunction>(["Legal", "Compliance", ...BY_CATEGORY[category]]);
  for (const [fn, pattern] of BY_KEYWORD) if (pattern.test(text)) found.add(fn);
  return BUSINESS_FUNCTIONS.filter((fn) => found.has(fn));
}
