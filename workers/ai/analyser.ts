/**
 * The AI analysis interface that ingestion and reports use, and the choice of implementation:
 * Gemini when GEMINI_API_KEY is set, the offline rules otherwise.
 */
import type { GeminiOptions } from "./gemini.ts";
import { DEFAULT_GEMINI_MODEL } from "./gemini_model.ts";
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
  return geminiOnFirstCall({
    ...tuning,
    apiKey,
    model: ai.geminiModel,
    baseUrl: ai.geminiBaseUrl?.trim() || undefined,
  });
}

/**
 * Gemini's analyser, made on the first call: its module and @google/genai (a fifth of the time
 * the server takes to load) load only in a process that analyses with a key (ADR 0187).
 */
function geminiOnFirstCall(options: GeminiOptions): Analyser {
  let loading: Promise<Analyser> | null = null;
  const gemini = () =>
    loading ??= import("./gemini.ts").then((module) => module.createGeminiAnalyser(options));
  return {
    name: options.model?.trim() || DEFAULT_GEMINI_MODEL,
    analyseUpdate: async (input) => (await gemini()).analyseUpdate(input),
    assessImpact: async (input, company, when) =>
      (await gemini()).assessImpact(input, company, when),
  };
}
