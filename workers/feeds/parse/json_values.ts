/**
 * Reading JSON documents from outside (JSON Feed, publishers' APIs): JSON.parse (linear in its
 * input, which the fetcher caps at 5 MiB) and narrowing of the values, which may be anything.
 */
import { FeedParseError } from "./feed_types.ts";

/** A JSON object. */
export type JsonObject = Record<string, unknown>;

/** The object, or undefined for anything else (arrays included). */
export function asObject(value: unknown): JsonObject | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? value as JsonObject
    : undefined;
}

/** The string, or undefined for anything else. */
export function asString(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** The entries of a list; none for a value that is not a list. */
export function entriesOf(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The objects of a list; anything else in it, or a value that is not a list, gives none. */
export function objectsOf(value: unknown): JsonObject[] {
  if (!Array.isArray(value)) return [];
  return value.map(asObject).filter((item) => item !== undefined);
}

/**
 * Parses UTF-8 JSON. Throws FeedParseError, its message starting with `module`, for invalid
 * JSON.
 */
export function parseJson(bytes: Uint8Array, module: string): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    throw new FeedParseError(`${module}: invalid JSON (${detail})`);
  }
}
