/** Values sent to Postgres as one JSON parameter (jsonb_to_recordset and friends). */

/**
 * JSON that Postgres' jsonb accepts: it refuses \u0000 and unpaired surrogates (a text column
 * could not hold them either), so NULs are dropped and lone surrogates become U+FFFD.
 */
export function pgJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) => {
    if (typeof v !== "string") return v;
    const text = v.isWellFormed() ? v : v.toWellFormed();
    return text.includes("\0") ? text.replaceAll("\0", "") : text;
  });
}
