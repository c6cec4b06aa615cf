/**
 * Long batches of rows go to Postgres as several statements, each taking its rows as one JSON
 * parameter. How big one statement may be depends on where it runs: the PostgreSQL server works in
 * its own process while ours waits, so few big statements are best (fewer round trips); embedded
 * PGlite works on our thread, and no request or timer runs until the statement is done.
 */
import { type Db, runsOnMainThread } from "../client.ts";
import { pgJson } from "./json_param.ts";

/** At most how many rows, and how many characters of JSON, one statement takes. */
export interface StatementLimits {
  rows: number;
  bytes: number;
}

/** On the PostgreSQL server: 500 rows, 256 KiB (a single larger row travels alone). */
export const SERVER_LIMITS: StatementLimits = { rows: 500, bytes: 256 * 1024 };

/**
 * On embedded PGlite, for inserts. A row there costs 0.1 to 0.3 ms, two thirds of it in the
 * trigram search index, plus its bytes: 330 rows (256 KiB) held the event loop for 40 to 150 ms
 * (CPU time 30 to 80 ms); 32 rows are 2 to 5 ms of CPU, and 32 KiB is about 3 ms.
 */
export const EMBEDDED_LIMITS: StatementLimits = { rows: 32, bytes: 32 * 1024 };

/**
 * On embedded PGlite, for index lookups by key: about 10 µs a key, so that the statement's own
 * cost matters more; 500 keys or 32 KiB are a few ms.
 */
export const EMBEDDED_LOOKUP_LIMITS: StatementLimits = { rows: 500, bytes: 32 * 1024 };

/** The limits of statements on this handle: of writes, or (`lookup`) of reads by key. */
export function statementLimits(db: Db, options: { lookup?: boolean } = {}): StatementLimits {
  if (!runsOnMainThread(db)) return SERVER_LIMITS;
  return options.lookup ? EMBEDDED_LOOKUP_LIMITS : EMBEDDED_LIMITS;
}

/** `values` as JSON arrays within `limits`; a single value larger than `limits.bytes` alone. */
export function* jsonChunks(
  values: Iterable<unknown>,
  limits: StatementLimits = SERVER_LIMITS,
): Generator<string> {
  let chunk: string[] = [];
  let size = 0;
  for (const value of values) {
    const json = pgJson(value);
    if (chunk.length > 0 && (chunk.length === limits.rows || size + json.length > limits.bytes)) {
      yield `[${chunk.join(",")}]`;
      chunk = [];
      size = 0;
    }
    chunk.push(json);
    size += json.length + 1;
  }
  if (chunk.length > 0) yield `[${chunk.join(",")}]`;
}

/** At most how long the statements of a long batch run between two turns of the event loop. */
export const STATEMENT_SLICE_MS = 10;

/**
 * A pacer for a long batch of statements: `await pace()` before each one hands the event loop
 * back (a setTimeout(0) turn, as workers/time_slice.ts does for loops, which db/ cannot import)
 * once the statements since the last turn have run for `sliceMs`. PGlite answers a statement
 * without a turn, so that without one the whole batch would hold every request; a turn costs
 * about 2 ms, so that one after each small statement would double the time of the batch.
 */
export function statementPacer(
  sliceMs: number = STATEMENT_SLICE_MS,
  now: () => number = () => performance.now(),
): () => Promise<void> {
  let sliceStart = now();
  return async () => {
    if (now() - sliceStart < sliceMs) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
    sliceStart = now();
  };
}
