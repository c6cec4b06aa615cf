/**
 * The Gemini analyser, through @google/genai: JSON answers checked with zod, a timeout per
 * attempt, retries with exponential backoff on 429, 5xx, timeouts and network errors, at most
 * four calls in flight per instance, and the offline rules whenever an answer is unusable or the
 * service keeps failing; once the API says the model does not exist (any more), one log line and
 * the offline rules for every later call, without calling again. Behaviour is documented in
 * docs/offline_analysis.md (Gemini section).
 */
import { ApiError, GoogleGenAI, type Schema } from "@google/genai";
import { createCircuitBreaker } from "./circuit_breaker.ts";
import { classify } from "./classify.ts";
import {
  IMPACT_INSTRUCTION,
  impactPrompt,
  UPDATE_INSTRUCTION,
  updatePrompt,
} from "./gemini_prompts.ts";
import {
  IMPACT_RESPONSE_SCHEMA,
  parseImpactAnswer,
  parseUpdateAnswer,
  UPDATE_RESPONSE_SCHEMA,
} from "./gemini_schema.ts";
import {
  GeminiModelUnavailableError,
  isModelUnavailable,
  trackModelAvailability,
} from "./model_unavailable.ts";
import { createOfflineAnalyser } from "./offline.ts";
import { withRetry } from "./retry.ts";
import { createSemaphore } from "./semaphore.ts";
import type { Analyser } from "./types.ts";
import { DEFAULT_GEMINI_MODEL } from "./gemini_model.ts";

export { DEFAULT_GEMINI_MODEL };

/** How to reach Gemini and how patient to be with it. */
export interface GeminiOptions {
  apiKey: string;
  /** Defaults to DEFAULT_GEMINI_MODEL. */
  model?: string;
  /** Another endpoint (a proxy, or the fake server of the tests). */
  baseUrl?: string;
  /** Per attempt; default 20 s. */
  timeoutMs?: number;
  /** Attempts per call, the first included; default 3. */
  attempts?: number;
  /** Wait before the first retry, doubling after each; default 500 ms. */
  baseDelayMs?: number;
  /** Calls in flight at once, across both methods; default 4. */
  maxConcurrent?: number;
  /** Failed calls in a row after which Gemini is left alone for breakerCooldownMs; default 5. */
  breakerThreshold?: number;
  /** Default 60 s. */
  breakerCooldownMs?: number;
  /** Where failed calls go; defaults to the offline analyser. */
  fallback?: Analyser;
  /** Told about every fall-back but those after the model is found unavailable; default: log. */
  onFallback?: (error: unknown, call: "analyseUpdate" | "assessImpact") => void;
  /** Where warnings go, one line each; defaults to console.warn. */
  log?: (line: string) => void;
}

/** An attempt that got no answer in time. */
export class GeminiTimeoutError extends Error {
  override name = "GeminiTimeoutError";
}

/** Refused without calling: the circuit breaker is open. */
export class GeminiUnavailableError extends Error {
  override name = "GeminiUnavailableError";
}

/** 429 and 5xx are the service being busy or broken; timeouts and network errors may pass. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 429 || error.status >= 500;
  return error instanceof GeminiTimeoutError || error instanceof TypeError;
}

/** Creates the Gemini Analyser; its name is the model name. */
export function createGeminiAnalyser(options: GeminiOptions): Analyser {
  const model = options.model?.trim() || DEFAULT_GEMINI_MODEL;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const fallback = options.fallback ?? createOfflineAnalyser();
  const log = options.log ?? ((line: string) => console.warn(line));
  const onFallback = options.onFallback ??
    ((error: unknown, call: string) =>
      log(`ai/gemini: ${call} fell back to ${fallback.name}: ${String(error)}`));
  // GEMINI_MODEL is read at start: once the API says the model does not exist, every later call
  // of this analyser goes to the fallback without a request.
  const availability = trackModelAvailability(model, log);
  const ai = new GoogleGenAI({
    apiKey: options.apiKey,
    ...(options.baseUrl ? { httpOptions: { baseUrl: options.baseUrl } } : {}),
  });
  const semaphore = createSemaphore(options.maxConcurrent ?? 4);
  const breaker = createCircuitBreaker({
    threshold: options.breakerThreshold ?? 5,
    cooldownMs: options.breakerCooldownMs ?? 60_000,
  });

  async function attempt(system: string, prompt: string, schema: Schema): Promise<string> {
    // Calls that waited for a slot while another learnt that the model is gone do not go out.
    if (availability.unavailable) {
      throw new GeminiModelUnavailableError(`ai/gemini: ${model} is unavailable`);
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await ai.models.generateContent({
        model,
        contents: prompt,
        config: {
          systemInstruction: system,
          responseMimeType: "application/json",
          responseSchema: schema,
          temperature: 0,
          abortSignal: controller.signal,
        },
      });
      return response.text ?? "";
    } catch (error) {
      availability.observe(error);
      if (controller.signal.aborted) {
        throw new GeminiTimeoutError(`ai/gemini: no answer within ${timeoutMs} ms`);
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  // A slot is held per attempt, not across the backoff waits, so waiting calls can go ahead.
  async function generate(system: string, prompt: string, schema: Schema): Promise<string> {
    if (!breaker.allows()) {
      throw new GeminiUnavailableError("ai/gemini: too many failures in a row, resting");
    }
    try {
      const text = await withRetry(() => semaphore.run(() => attempt(system, prompt, schema)), {
        attempts: options.attempts ?? 3,
        baseDelayMs: options.baseDelayMs ?? 500,
        isRetryable: (error) => isRetryable(error) && !isModelUnavailable(error, model),
      });
      breaker.succeeded();
      return text;
    } catch (error) {
      breaker.failed();
      throw error;
    }
  }

  /** Reports a fall-back; an unavailable model is reported once, by `availability`. */
  function fellBack(error: unknown, call: "analyseUpdate" | "assessImpact"): void {
    if (!availability.explains(error)) onFallback(error, call);
  }

  return {
    name: model,
    async analyseUpdate(input) {
      if (availability.unavailable) return fallback.analyseUpdate(input);
      try {
        const answer = await generate(
          UPDATE_INSTRUCTION,
          updatePrompt(input),
          UPDATE_RESPONSE_SCHEMA,
        );
        const parsed = parseUpdateAnswer(answer, () => classify(input), input);
        const { summary, category, obligations } = parsed;
        return { summary, category, obligations, analysedBy: model };
      } catch (error) {
        fellBack(error, "analyseUpdate");
        return fallback.analyseUpdate(input);
      }
    },
    async assessImpact(input, company, opts) {
      if (availability.unavailable) return fallback.assessImpact(input, company, opts);
      try {
        const prompt = impactPrompt(input, company, opts);
        const answer = await generate(IMPACT_INSTRUCTION, prompt, IMPACT_RESPONSE_SCHEMA);
        return { ...parseImpactAnswer(answer), analysedBy: model };
      } catch (error) {
        fellBack(error, "assessImpact");
        return fallback.assessImpact(input, company, opts);
      }
    },
  };
}
