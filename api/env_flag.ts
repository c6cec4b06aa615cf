/**
 * How LegalWatch reads a yes/no environment variable (api/env.ts): 1, true, yes or on (any case)
 * mean yes; anything else set means no; unset or empty takes the fallback.
 */

const YES = new Set(["1", "true", "yes", "on"]);

/** The flag a variable's text stands for. */
export function readFlag(value: string | undefined, fallback: boolean): boolean {
  const text = value?.trim().toLowerCase();
  return text ? YES.has(text) : fallback;
}
