/** Which analyser produced an update's first analysis (legal_updates.analysed_by). */

/** The kinds of analyser: the offline rules, or a Gemini model (its id kept beside). */
export const ANALYSER_KINDS = ["offline", "gemini"] as const;

/** An analyser kind. */
export type AnalyserKind = (typeof ANALYSER_KINDS)[number];
