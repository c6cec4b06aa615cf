/**
 * The error a JSON API wrote in a 200 answer, for a source error that says what the service
 * said: api.data.gov's `{"error": {"code", "message"}}`, JSON:API's `{"errors": [{"title",
 * "detail"}]}` and FastAPI's `{"detail": "…"}` (Open States). Cut to {@link MAX_ERROR_TEXT}
 * characters: it ends up in the source's error line.
 */
import { asObject, asString, objectsOf } from "../parse/json_values.ts";

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
