/** The shapes a report is built from: the analysed updates and what the Summary sheet states. */
import type { ReportCompany, ReportUpdate } from "../../db/queries/reports.ts";
import type { Obligation } from "../../domain/obligations.ts";
import type { ImpactAnalysis } from "../../workers/ai/analyser.ts";

/** A stored obligation as the report reads it (`id` when stored: the register points at it). */
export type ReportObligation = Obligation & { id?: number };

/** One selected update, its impact on the company, and its stored obligations (in order). */
export interface ReportEntry {
  update: ReportUpdate;
  analysis: ImpactAnalysis;
  obligations: readonly ReportObligation[];
}

/** Everything the workbook shows. */
export interface ReportContent {
  company: ReportCompany;
  /** The publication window asked for; null bounds are open. */
  period: { from: Date | null; until: Date | null };
  generatedAt: Date;
  /** How many updates the user selected (entries holds those published in the period). */
  selectedCount: number;
  /** The analyser's name, for when no entry says who analysed it. */
  analyserName: string;
  entries: ReportEntry[];
  /**
   * Each duty's status in the caller's register, by obligation id (issue 29); absent: not in
   * the register.
   */
  registerStatuses?: ReadonlyMap<number, string>;
}
