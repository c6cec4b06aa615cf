/**
 * Puts the offline impact rules together for one update and one company: deadlines, risk,
 * actions, business functions, priority and a two-sentence impact summary.
 */
import { requiredActions, textActions } from "./actions.ts";
import { daysBetween, formatLongDate } from "./date_math.ts";
import { findDeadlines } from "./deadlines.ts";
import {
  businessFunctions,
  CATEGORY_WEIGHT,
  countLanguage,
  type Language,
  languageScore,
  priority,
  riskLevel,
  sizeBand,
} from "./impact_rules.ts";
import { headOf } from "./text.ts";
import type { CompanyProfile, Deadline, ImpactAnalysis, ImpactInput } from "./types.ts";

/** The nearest deadline on or after `now`, if any has a date. */
export function nearestDeadline(deadlines: readonly Deadline[], now: Date): Date | null {
  const future = deadlines
    .flatMap((d) => (d.date === null ? [] : [d.date]))
    .filter((date) => daysBetween(now, date) >= 0)
    .sort((a, b) => a.getTime() - b.getTime());
  return future[0] ?? null;
}

function describe(language: Language): string {
  if (language.obligations > language.soft) return "requirement";
  if (language.soft > 0) return "proposal";
  return "development";
}

/** "Acme Ltd (large company, 1,200 employees) faces a high impact from this Tax requirement…" */
export function impactSummary(
  input: ImpactInput,
  company: CompanyProfile,
  facts: { risk: string; language: Language; obligations: number; nearest: Date | null },
): string {
  const name = company.name?.trim() || "Your company";
  const band = sizeBand(company.employeeCount);
  const size = band.band === "unknown"
    ? band.label
    : `${band.label}, ${company.employeeCount?.toLocaleString("en-US")} employees`;
  const where = input.jurisdiction.trim() === "" ? "" : `${input.jurisdiction.trim()} `;
  const kind = `${where}${input.category} ${describe(facts.language)}`;
  const first = `${name} (${size}) faces a ${facts.risk.toLowerCase()} impact from this ${kind}.`;
  const obligations = facts.obligations === 0
    ? "It states no explicit obligations"
    : `It sets ${facts.obligations} obligation${facts.obligations === 1 ? "" : "s"}`;
  const deadline = facts.nearest === null
    ? "and no dated deadline ahead"
    : `, with the nearest deadline on ${formatLongDate(facts.nearest)}`;
  return `${first} ${obligations}${facts.nearest === null ? " " : ""}${deadline}.`;
}

/** The offline impact analysis of one update for one company (without `analysedBy`). */
export function offlineImpact(
  input: ImpactInput,
  company: CompanyProfile,
  options: { now: Date },
): Omit<ImpactAnalysis, "analysedBy"> {
  // The full text when ingestion stored one; the summary when the content is empty.
  const body = headOf(input.content.trim() || input.aiSummary?.trim() || "");
  const text = `${input.title}. ${body}`;
  const language = countLanguage(text);
  const score = CATEGORY_WEIGHT[input.category] + sizeBand(company.employeeCount).score +
    languageScore(language);
  const risk = riskLevel(score);
  const deadlines = findDeadlines(body, input.publishDate);
  const nearest = nearestDeadline(deadlines, options.now);
  const fromText = textActions(body);
  return {
    impactSummary: impactSummary(input, company, {
      risk,
      language,
      // The stored list, which the report's Obligations sheet shows: the two never disagree.
      obligations: input.obligations.length,
      nearest,
    }),
    risk,
    requiredActions: requiredActions(fromText, input.category, {
      nearestDeadline: nearest === null ? null : formatLongDate(nearest),
    }),
    deadlines,
    businessFunctions: businessFunctions(input.category, text),
    priority: priority(score, deadlines, options.now),
  };
}
