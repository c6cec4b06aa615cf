/**
 * A fake Gemini API on 127.0.0.1 for tests: point @google/genai at `baseUrl` (httpOptions.baseUrl,
 * or GEMINI_BASE_URL) and answer each generateContent call from a handler. It counts requests and
 * the most requests it held at once. The SDK (3.1.0) posts to /v1/models/MODEL:generateContent;
 * /v1beta/ is accepted too. Given `models`, it knows only those and answers any other with the
 * real API's 404 for an unknown or retired model, without asking the handler.
 */

/** One generateContent request as the fake server saw it. */
export interface FakeGeminiRequest {
  /** 1 for the first request the server received, and so on. */
  number: number;
  apiVersion: string;
  model: string;
  /** The parsed JSON body. */
  body: Record<string, unknown>;
  /** Every text of the request (system instruction and contents) joined by newlines. */
  prompt: string;
  headers: Headers;
}

/** Answers one request; see geminiText, geminiJson and geminiError. */
export type FakeGeminiHandler = (request: FakeGeminiRequest) => Response | Promise<Response>;

/** A running fake server; `await using` closes it. */
export interface FakeGemini extends AsyncDisposable {
  baseUrl: string;
  requests: FakeGeminiRequest[];
  /** Requests being handled now. */
  readonly inFlight: number;
  /** The most requests handled at the same time so far. */
  readonly maxInFlight: number;
  close(): Promise<void>;
}

const PATH = /^\/(v1|v1beta)\/models\/([^/:]+):generateContent$/;

function texts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key === "text" && typeof v === "string" ? [v] : texts(v)
  );
}

/** The smallest successful answer the SDK accepts, carrying `text` (a JSON string in JSON mode). */
export function geminiText(text: string): Response {
  return Response.json({
    candidates: [{ content: { role: "model", parts: [{ text }] }, finishReason: "STOP" }],
  });
}

/** A successful answer whose text is `value` as JSON. */
export function geminiJson(value: unknown): Response {
  return geminiText(JSON.stringify(value));
}

/** An error answer in Google's format (429 → RESOURCE_EXHAUSTED, 500 → INTERNAL, …). */
export function geminiError(status: number, message = "fake failure"): Response {
  const names: Record<number, string> = {
    400: "INVALID_ARGUMENT",
    403: "PERMISSION_DENIED",
    404: "NOT_FOUND",
    429: "RESOURCE_EXHAUSTED",
    500: "INTERNAL",
    503: "UNAVAILABLE",
  };
  return Response.json(
    { error: { code: status, message, status: names[status] ?? "UNKNOWN" } },
    { status },
  );
}

/** The real API's answer for a model it does not know (never existed, or retired). */
export function geminiModelNotFound(model: string, apiVersion = "v1beta"): Response {
  return geminiError(
    404,
    `models/${model} is not found for API version ${apiVersion}, or is not supported for ` +
      "generateContent. Call ListModels to see the list of available models and their supported " +
      "methods.",
  );
}

/** Resolves after `ms` milliseconds; handlers use it to hold a request open. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Starts the fake server on a free port of 127.0.0.1; `models` limits the models it knows. */
export function startFakeGemini(
  handler: FakeGeminiHandler,
  options: { models?: string[] } = {},
): FakeGemini {
  const requests: FakeGeminiRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
    const match = PATH.exec(new URL(req.url).pathname);
    if (req.method !== "POST" || !match) return geminiError(404, `no route ${req.url}`);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      const body = await req.json() as Record<string, unknown>;
      const request: FakeGeminiRequest = {
        number: requests.length + 1,
        apiVersion: match[1] ?? "",
        model: decodeURIComponent(match[2] ?? ""),
        body,
        prompt: texts([body.systemInstruction, body.contents]).join("\n"),
        headers: req.headers,
      };
      requests.push(request);
      if (options.models && !options.models.includes(request.model)) {
        return geminiModelNotFound(request.model, request.apiVersion);
      }
      return await handler(request);
    } finally {
      inFlight--;
    }
  });
  return {
    baseUrl: `http://127.0.0.1:${server.addr.port}`,
    requests,
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    close: () => server.shutdown(),
    [Symbol.asyncDispose]: () => server.shutdown(),
  };
}
