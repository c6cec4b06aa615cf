/**
 * The AI analysis interface that ingestion and reports use, and the choice of implementation:
 * Gemini when GEMINI_API_KEY is set, the offline rules otherwise.
 */
import { createGeminiAnalyser, type GeminiOptions } from "./gemini.ts";
import { createOfflineAnalyser } from "./offline.ts";
import type { Analyser } from "./types.ts";

export type {
  Analyser,
  CompanyProfile,
  Deadline,
  ImpactAnalysis,
  ImpactInput,
  UpdateAnalysis,
  UpdateInput,
} from "./types.ts";

/** The environment variables the choice depends on. */
export interface AnalyserEnv {
  GEMINI_API_KEY?: string;
  GEMINI_MODEL?: string;
  GEMINI_BASE_URL?: string;
}

/** Tuning that is not environment: timeouts, retries, concurrency, the fall-back log. */
export type AnalyserTuning = Omit<GeminiOptions, "apiKey" | "model" | "baseUrl">;

/**
 * Gemini (model GEMINI_MODEL, default DEFAULT_GEMINI_MODEL) when GEMINI_API_KEY is set and not
 * blank, else the offline analyser. Make one per process and share it: the limit of four calls
 * in flight is per instance.
 */
export function createAnalyser(env: AnalyserEnv, tuning: AnalyserTuning = {}): Analyser {
  const apiKey = env.GEMINI_API_KEY?.trim();
  if (!apiKey) return createOfflineAnalyser();
  return createGeminiAnalyser({
    ...tuning,
    apiKey,
    model: env.GEMINI_MODEL,
    baseUrl: env.GEMINI_BASE_URL?.trim() || undefined,
  });
}
