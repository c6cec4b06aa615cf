/** Values sent to Postgres as one JSON parameter (jsonb_to_recordset and friends). */

/**
 * JSON that Postgres' jsonb accepts: it refuses \u0000 and unpaired surrogates (a text column
 * could not hold them either), so NULs are dropped and lone surrogates become U+FFFD.
 */
export function pgJson(value: unknown): string {
  // Without a replacer JSON.stringify runs its fast path (a replacer is called for every value,
  // each number of an array too); it writes a NUL and a lone surrogate as escapes, so only a text
  // holding such an escape is made again with the replacer.
  const json = JSON.stringify(value);
  return NEEDS_CLEANING.test(json) ? cleanJson(value) : json;
}

// "\u0000", or the escape of a surrogate (JSON.stringify writes paired ones as they are).
const NEEDS_CLEANING = /\\u(?:0000|d[89a-f])/;

function cleanJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) => {
    if (typeof v !== "string") return v;
    const text = v.isWellFormed() ? v : v.toWellFormed();
    return text.includes("\0") ? text.replaceAll("\0", "") : text;
  });
}
