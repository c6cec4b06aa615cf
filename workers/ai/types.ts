/**
 * The shapes of the AI analysis interface. They live apart from analyser.ts (which re-exports them
 * and picks an implementation) so that the implementations can import them without a cycle.
 */
import type { Category } from "../../domain/categories.ts";
import type { Obligation } from "../../domain/obligations.ts";

/** What ingestion stores for a new legal update. */
export interface UpdateAnalysis {
  /** At most 60 words. */
  summary: string;
  category: Category;
  /** The duties the update states, each citing its sentence (checked: see obligation_check.ts). */
  obligations: Obligation[];
  /** Who produced it: the Gemini model name, or "offline rules" (also after a fall-back). */
  analysedBy: string;
}

/** What analyseUpdate reads of an update. */
export interface UpdateInput {
  title: string;
  content: string;
  /** Deadlines counted from publication resolve against it; earlier dates are history. */
  publishDate: Date;
}

/** The company a report is written for (the user's profile; every field may be missing). */
export interface CompanyProfile {
  name: string | null;
  websiteUrl: string | null;
  employeeCount: number | null;
}

/** One approved legal update, as the impact analysis reads it. */
export interface ImpactInput {
  id: number;
  title: string;
  content: string;
  aiSummary: string | null;
  category: Category;
  jurisdiction: string;
  publishDate: Date;
  /**
   * The update's stored obligations: the impact counts these, the same list the report's
   * Obligations sheet shows, never a count of its own.
   */
  obligations: readonly Obligation[];
}

/** A deadline found in an update; date is null when the text does not fix one. */
export interface Deadline {
  text: string;
  date: Date | null;
}

/** The impact of one update on one company, as the report shows it. */
export interface ImpactAnalysis {
  impactSummary: string;
  risk: "High" | "Medium" | "Low";
  requiredActions: string[];
  deadlines: Deadline[];
  businessFunctions: string[];
  /** 1..100, higher is more urgent. */
  priority: number;
  /** Who produced it: the Gemini model name, or "offline rules" (also after a fall-back). */
  analysedBy: string;
}

/** One way of analysing updates: Gemini, or the offline rules. */
export interface Analyser {
  /** "offline rules" or the Gemini model name, for the report's Summary sheet. */
  readonly name: string;
  /** Summarises and classifies a new update. Never rejects: failures fall back to the rules. */
  analyseUpdate(input: UpdateInput): Promise<UpdateAnalysis>;
  /** Assesses an update's impact on a company. Never rejects: failures fall back to the rules. */
  assessImpact(
    input: ImpactInput,
    company: CompanyProfile,
    options: { now: Date },
  ): Promise<ImpactAnalysis>;
}
