/**
 * The AI analysis interface that ingestion and reports use, and the choice of implementation:
 * Gemini when GEMINI_API_KEY is set, the offline rules otherwise.
 */
import { createGeminiAnalyser, type GeminiOptions } from "./gemini.ts";
import { createOfflineAnalyser } from "./offline.ts";
import type { AiSettings } from "../settings.ts";
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

/** Tuning that is not environment: timeouts, retries, concurrency, the fall-back log. */
export type AnalyserTuning = Omit<GeminiOptions, "apiKey" | "model" | "baseUrl">;

/**
 * Gemini (model `geminiModel`) when `geminiApiKey` is set and not blank, else the offline
 * analyser. Make one per process and share it: the limit of four calls in flight is per instance.
 */
export function createAnalyser(ai: AiSettings, tuning: AnalyserTuning = {}): Analyser {
  const apiKey = ai.geminiApiKey?.trim();
  if (!apiKey) return createOfflineAnalyser();
  return createGeminiAnalyser({
    ...tuning,
    apiKey,
    model: ai.geminiModel,
    baseUrl: ai.geminiBaseUrl?.trim() || undefined,
  });
}
