/**
 * The offline analyser, used when GEMINI_API_KEY is unset and as Gemini's fall-back: extractive
 * summary, keyword classifier, rule-based obligations and impact analysis. Deterministic: the same input and
 * `now` always give the same answer.
 */
import { offlineImpact } from "./offline_impact.ts";
import { classify } from "./classify.ts";
import { extractObligations } from "./obligations.ts";
import { summarise } from "./summarise.ts";
import type {
  Analyser,
  CompanyProfile,
  ImpactAnalysis,
  ImpactInput,
  UpdateAnalysis,
  UpdateInput,
} from "./types.ts";

/** The name the report shows for analyses made by the rules. */
export const OFFLINE_ANALYSER_NAME = "offline rules";

/** Analyses an update without any service: summary, category and obligations. */
export function analyseUpdateOffline(input: UpdateInput): UpdateAnalysis {
  return {
    summary: summarise(input.title, input.content),
    category: classify(input),
    obligations: extractObligations(input),
    analysedBy: OFFLINE_ANALYSER_NAME,
  };
}

/** Assesses an update's impact on a company with the offline rules. */
export function assessImpactOffline(
  input: ImpactInput,
  company: CompanyProfile,
  options: { now: Date },
): ImpactAnalysis {
  return { ...offlineImpact(input, company, options), analysedBy: OFFLINE_ANALYSER_NAME };
}

/** The offline Analyser. */
export function createOfflineAnalyser(): Analyser {
  return {
    name: OFFLINE_ANALYSER_NAME,
    analyseUpdate: (input) => Promise.resolve(analyseUpdateOffline(input)),
    assessImpact: (input, company, options) =>
      Promise.resolve(assessImpactOffline(input, company, options)),
  };
}
