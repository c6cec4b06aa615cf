import assert from "node:assert/strict";
import { ApiError } from "@google/genai";
import {
  GeminiModelUnavailableError,
  isModelUnavailable,
  modelUnavailableNotice,
  trackModelAvailability,
} from "./model_unavailable.ts";

/** An ApiError as @google/genai 3.1.0 builds it from an error answer: the JSON body as message. */
function apiError(status: number, message: string): ApiError {
  return new ApiError({
    status,
    message: JSON.stringify({ error: { code: status, message, status: "X" } }),
  });
}

const MODEL = "gemini-2.5-flash";

Deno.test("answers that mean the model is gone, and answers that do not", () => {
  const cases: [ApiError | Error, boolean][] = [
    [
      apiError(404, `models/${MODEL} is not found for API version v1beta, or is not supported`),
      true,
    ],
    [apiError(404, "Requested entity was not found."), true],
    [apiError(400, `models/${MODEL} is not supported for generateContent.`), true],
    [apiError(503, `The model ${MODEL} has been withdrawn. Use a Gemini 3 model.`), true],
    [apiError(503, "The model is overloaded. Please try again later."), false],
    [apiError(503, `${MODEL} is experiencing high demand.`), false],
    [apiError(400, "API key not valid. Please pass a valid API key."), false],
    [apiError(400, "models/gemini-1.0-pro is not supported for generateContent."), false],
    [apiError(429, `Quota exceeded for ${MODEL}; it is not found in your plan`), false],
    [apiError(500, `models/${MODEL} is not found`), false],
    [new TypeError("fetch failed"), false],
    [new GeminiModelUnavailableError("already known"), true],
  ];
  for (const [error, expected] of cases) {
    assert.equal(isModelUnavailable(error, MODEL), expected, error.message);
  }
  assert.ok(isModelUnavailable(apiError(400, `${MODEL} is deprecated`), `models/${MODEL}`));
});

Deno.test("the notice names GEMINI_MODEL, the API's words and what happens now, on one line", () => {
  const notice = modelUnavailableNotice(MODEL, apiError(404, `models/${MODEL} is\nnot found`));
  assert.equal(notice.includes("\n"), false);
  assert.match(notice, /^ai\/gemini: GEMINI_MODEL "gemini-2\.5-flash" is not available/);
  assert.match(notice, /\(404: models\/gemini-2\.5-flash is not found\)/);
  assert.match(notice, /offline rules until GEMINI_MODEL names a current model/);
});

Deno.test("availability: the first answer that says gone sticks, and is logged once", () => {
  const lines: string[] = [];
  const availability = trackModelAvailability(MODEL, (line) => lines.push(line));
  availability.observe(apiError(503, "The model is overloaded."));
  assert.equal(availability.unavailable, false);
  assert.equal(availability.explains(apiError(503, "The model is overloaded.")), false);

  const gone = apiError(404, `models/${MODEL} is not found`);
  availability.observe(gone);
  availability.observe(apiError(429, "Too many requests"));
  assert.equal(availability.unavailable, true);
  assert.equal(availability.explains(new GeminiModelUnavailableError("queued call")), true);
  assert.equal(availability.explains(gone), true);
  assert.equal(lines.length, 1);
  assert.match(lines[0]!, /404: models\/gemini-2\.5-flash is not found/, "the API's answer");
});
