/**
 * The error a JSON API wrote in a 200 answer, for a source error that says what the service
 * said: api.data.gov's `{"error": {"code", "message"}}`, JSON:API's `{"errors": [{"title",
 * "detail"}]}` and FastAPI's `{"detail": "…"}` (Open States). Cut to {@link MAX_ERROR_TEXT}
 * characters: it ends up in the source's error line.
 */
import { FeedParseError } from "../parse/feed_types.ts";
import {
  asObject,
  asString,
  entriesOf,
  type JsonObject,
  objectsOf,
  parseJson,
} from "../parse/json_values.ts";

/** The longest service message quoted. */
export const MAX_ERROR_TEXT = 200;

/** The service's own words for its error, or null when the answer holds none. */
export function serviceError(answer: unknown): string | null {
  const object = asObject(answer);
  if (!object) return null;
  const error = asObject(object.error);
  const first = objectsOf(object.errors)[0];
  const text = asString(object.error) ?? asString(error?.message) ?? asString(error?.code) ??
    asString(first?.detail) ?? asString(first?.title) ?? asString(object.detail);
  const trimmed = text?.trim();
  return trimmed ? trimmed.slice(0, MAX_ERROR_TEXT) : null;
}

/**
 * A JSON answer and the entries of its list `field`; an answer without that list is a
 * FeedParseError that quotes the service's own words when it wrote some, else says what was
 * missing ("the answer is not a bill list (no bills[])").
 */
export function listAnswer(
  bytes: Uint8Array,
  { module, field, what }: { module: string; field: string; what: string },
): { answer: JsonObject; entries: readonly unknown[] } {
  const answer = asObject(parseJson(bytes, module));
  if (!answer || !Array.isArray(answer[field])) {
    const said = serviceError(answer);
    throw new FeedParseError(
      said
        ? `${module}: the service answered: ${said}`
        : `${module}: the answer is not ${what} (no ${field}[])`,
    );
  }
  return { answer, entries: entriesOf(answer[field]) };
}
