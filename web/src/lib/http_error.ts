/**
 * A refused answer of the API as the web sees it: the HTTP status and the body, parsed. Every
 * request helper throws it (lib/api_request.ts), so callers read the status and the server's
 * `{message, errors}` (api/errors.ts) as fields instead of parsing a string.
 */

/** A non-OK answer: its status, status text and body (JSON when it parses, else the text). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly statusText = "",
  ) {
    // The Verification Portal shows this text when its list fails (spec part 2 §8).
    super(`HTTP error! status: ${status}`);
    this.name = "HttpError";
  }

  /** Reads a refused Response (its body is consumed). */
  static async from(res: Response): Promise<HttpError> {
    const text = await res.text().catch(() => "");
    return new HttpError(res.status, parseBody(text), res.statusText);
  }

  /** The server's `message` when it sent a non-blank one. */
  get serverMessage(): string | undefined {
    const message = field(this.body, "message");
    return typeof message === "string" && message.trim() !== "" ? message : undefined;
  }

  /** The server's per-field messages (`errors: {field: message}`), or {}. */
  get fieldErrors(): Record<string, string> {
    const errors = field(this.body, "errors");
    if (!errors || typeof errors !== "object") return {};
    return Object.fromEntries(
      Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === "string"),
    );
  }
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text; // An HTML error page or plain text: kept as it came.
  }
}

function field(body: unknown, name: string): unknown {
  return body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
}

/**
 * The server's message of a failed request, or `fallback` when there is none (a network failure,
 * an HTML page, an empty or blank message).
 */
export function serverMessage(error: unknown, fallback: string): string {
  return (error instanceof HttpError ? error.serverMessage : undefined) ?? fallback;
}
