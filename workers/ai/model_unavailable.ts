/**
 * Recognises the Gemini API saying that the configured model does not exist, or no longer does.
 * Unlike a busy or failing service this does not pass: every later call would get the same
 * answer, so the analyser stops calling and uses the offline rules until GEMINI_MODEL changes.
 */
import { ApiError } from "@google/genai";

/** Thrown without calling once the model is known to be unavailable. */
export class GeminiModelUnavailableError extends Error {
  override name = "GeminiModelUnavailableError";
}

/** Words of the API's answers about models that are unknown, retired or withdrawn. */
const GONE_WORDS = [
  "not found",
  "not supported",
  "does not exist",
  "no longer",
  "deprecated",
  "retired",
  "withdrawn",
  "shut down",
  "discontinued",
];

/** The model id as the API names it ("models/x" and "x" are the same model). */
const bareModelId = (model: string) => model.trim().replace(/^models\//, "").toLowerCase();

/** The API's own message inside an ApiError (the SDK puts the whole JSON body there). */
export function apiMessage(error: ApiError): string {
  try {
    const body = JSON.parse(error.message) as { error?: { message?: unknown } };
    if (typeof body.error?.message === "string") return body.error.message;
  } catch { /* not JSON: the message is the text itself */ }
  return error.message;
}

/**
 * Whether an error means `model` cannot be used: a 404 (the model is the only thing the
 * generateContent path names), or a 400 or 503 whose message names the model as unknown, unsupported
 * or withdrawn. A 503 that does not name the model ("The model is overloaded") stays a passing
 * failure, retried as before.
 */
export function isModelUnavailable(error: unknown, model: string): boolean {
  if (error instanceof GeminiModelUnavailableError) return true;
  if (!(error instanceof ApiError)) return false;
  if (error.status === 404) return true;
  if (error.status !== 400 && error.status !== 503) return false;
  const message = apiMessage(error).toLowerCase();
  return message.includes(bareModelId(model)) && GONE_WORDS.some((w) => message.includes(w));
}

/** The one log line for an unavailable model: what is wrong, what happens, what to change. */
export function modelUnavailableNotice(model: string, error: unknown): string {
  const said = error instanceof ApiError
    ? `${error.status}: ${apiMessage(error).replace(/\s+/g, " ").slice(0, 300)}`
    : String(error);
  return `ai/gemini: GEMINI_MODEL "${model}" is not available (${said}); ` +
    "analysing with the offline rules until GEMINI_MODEL names a current model " +
    "(see README) and the server restarts";
}

/** Remembers, for one analyser, whether the API has said that its model is unavailable. */
export interface ModelAvailability {
  /** True from the first answer saying so, for the life of the analyser. */
  readonly unavailable: boolean;
  /** Looks at an attempt's error, while the attempt still holds its slot (so none goes after). */
  observe(error: unknown): void;
  /** Whether a call failed because the model is unavailable; logs the one line the first time. */
  explains(error: unknown): boolean;
}

/** Tracks the availability of `model`; the notice goes to `log`, once. */
export function trackModelAvailability(
  model: string,
  log: (line: string) => void,
): ModelAvailability {
  let answer: unknown = null; // the API's answer that said the model is unavailable
  let logged = false;
  return {
    get unavailable() {
      return answer !== null;
    },
    observe(error) {
      if (answer === null && isModelUnavailable(error, model)) answer = error;
    },
    explains(error) {
      if (!isModelUnavailable(error, model)) return false;
      if (!logged) log(modelUnavailableNotice(model, answer ?? error));
      logged = true;
      return true;
    },
  };
}
