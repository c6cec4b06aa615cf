/**
 * One sync at a time across every instance: a lease row in global_settings, claimed with one
 * atomic INSERT … ON CONFLICT DO UPDATE … WHERE expired, renewed while the work runs and deleted
 * at the end. Expiry is judged by the database clock, so instances with skewed clocks agree.
 *
 * Why not a Postgres advisory lock: a session lock (pg_try_advisory_lock) must be released on
 * the connection that took it, and drizzle's postgres.js pool gives no pinned connection (nor
 * does a transaction-mode pooler); a transaction lock (pg_try_advisory_xact_lock) would need a
 * transaction left open for the whole sync, which on PGlite's single connection blocks every
 * other query (a deadlock), and elsewhere idles in transaction for minutes. The lease works the
 * same on both drivers, and a crashed holder's lease simply expires.
 */
import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";

/** A held lease. */
export interface Lease {
  readonly key: string;
  readonly holder: string;
  /** Aborted when the lease is lost (not renewed in time and taken by another instance). */
  readonly signal: AbortSignal;
  /** Deletes the lease row (if still ours) and stops renewing. Never rejects. */
  release(): Promise<void>;
}

/** Options of {@link claimLease}. */
export interface LeaseOptions {
  /** How long the lease lasts without renewal. Default 2 minutes. */
  ttlMs?: number;
  /** How often it is renewed. Default a third of ttlMs. */
  renewEveryMs?: number;
  /** Stored beside the row, for whoever looks at global_settings. */
  description?: string;
}

function leaseValue(holder: string, ttlMs: number) {
  return sql`jsonb_build_object('holder', ${holder}::text, 'expiresAt',
    clock_timestamp() + ${ttlMs}::integer * interval '1 millisecond')`;
}

/** Claims the lease `key`; answers null when another holder has it and it has not expired. */
export async function claimLease(
  db: Db,
  key: string,
  options: LeaseOptions = {},
): Promise<Lease | null> {
  const ttlMs = options.ttlMs ?? 120_000;
  const holder = crypto.randomUUID();
  const claimed = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into global_settings (key, value, description, updated_at)
      values (${key}::text, ${leaseValue(holder, ttlMs)}, ${
      options.description ?? null
    }::text, now())
      on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at
      where (global_settings.value ->> 'expiresAt')::timestamptz < clock_timestamp()
      returning id`),
  );
  if (claimed.length === 0) return null;

  const lost = new AbortController();
  let released = false;
  const renew = async () => {
    try {
      const renewed = rowsOf<{ id: number }>(
        await db.execute(sql`
          update global_settings set value = ${leaseValue(holder, ttlMs)}, updated_at = now()
          where key = ${key}::text and value ->> 'holder' = ${holder}::text
          returning id`),
      );
      if (renewed.length === 0 && !released) {
        lost.abort(new Error(`feeds/sync_lock: lease ${key} was lost`));
      }
    } catch (error) {
      // One missed renewal is survivable: the lease lasts three renewal periods.
      console.error(`feeds/sync_lock: renewing lease ${key} failed:`, error);
    }
  };
  const timer = setInterval(() => {
    if (!lost.signal.aborted) void renew();
  }, options.renewEveryMs ?? Math.floor(ttlMs / 3));
  Deno.unrefTimer(timer);

  return {
    key,
    holder,
    signal: lost.signal,
    async release() {
      if (released) return;
      released = true;
      clearInterval(timer);
      try {
        await db.execute(sql`
          delete from global_settings
          where key = ${key}::text and value ->> 'holder' = ${holder}::text`);
      } catch (error) {
        // The lease then expires by itself.
        console.error(`feeds/sync_lock: releasing lease ${key} failed:`, error);
      }
    },
  };
}
