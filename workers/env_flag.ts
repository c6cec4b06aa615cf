/**
 * How LegalWatch reads a yes/no environment variable: 1, true, yes or on (any case) mean yes;
 * anything else set means no; unset or empty takes the fallback. api/env.ts reads its flags the
 * same way, through readFlag.
 */

const YES = new Set(["1", "true", "yes", "on"]);

/** The flag a variable's text stands for. */
export function readFlag(value: string | undefined, fallback: boolean): boolean {
  const text = value?.trim().toLowerCase();
  return text ? YES.has(text) : fallback;
}

/** The flag in the process environment; the fallback when the variable cannot be read. */
export function envFlag(name: string, fallback: boolean): boolean {
  try {
    return readFlag(Deno.env.get(name), fallback);
  } catch {
    return fallback; // no env permission
  }
}
