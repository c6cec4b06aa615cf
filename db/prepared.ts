/**
 * Statements prepared once per database handle, for the queries every signed-in request runs
 * (ADR 0138). Through postgres.js an unprepared statement with parameters
 * costs two round trips (it is described before it is bound) and holds its connection between
 * them, and drizzle builds its SQL anew each time: measured at 200 requests in flight, a prepared
 * user lookup served about ten times as many per second. A transaction is a handle of its own, so
 * its statements run inside it; on PGlite drizzle's prepared query is simply the query.
 */
import type { Db } from "./client.ts";

const statements = new WeakMap<Db, Map<string, unknown>>();

/** The statement `name` prepared on `db`, built by `build` the first time it is asked for. */
export function preparedOn<T>(db: Db, name: string, build: (name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, byName = new Map());
  if (!byName.has(name)) byName.set(name, build(name));
  return byName.get(name) as T;
}
