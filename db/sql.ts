/** Small SQL helpers that both drivers agree on. */
import { type SQL, sql } from "drizzle-orm";

/**
 * A timestamp parameter inside raw `sql` templates. postgres.js cannot serialise a Date there
 * (the query builder converts column values itself, raw parameters are passed as they are).
 */
export function timestamp(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}
