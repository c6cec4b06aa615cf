/**
 * Per-host fetch slots in PostgreSQL, so that the per-host limit holds over every worker
 * process: a fetch claims one of a host's `perHost` slots (rows made on first use), holds it for
 * the source's sync and releases it; a crashed holder's slot expires like a source claim.
 */
import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../client.ts";

/** A held slot: release it with {@link releaseHostSlot}. */
export interface HostSlot {
  host: string;
  slot: number;
  holder: string;
}

/** Makes sure `host` has its `perHost` slot rows (idempotent). */
export async function ensureHostSlots(db: Db, host: string, perHost: number): Promise<void> {
  await db.execute(sql`
    insert into host_fetch_slots (host, slot)
    select ${host}::text, g from generate_series(0, ${perHost - 1}::integer) as g
    on conflict do nothing`);
}

/**
 * Claims a free slot of `host` (one of the first `perHost`), or answers null when all are held.
 * The rows must exist ({@link ensureHostSlots}).
 */
export async function claimHostSlot(
  db: Db,
  host: string,
  options: { holder: string; perHost: number; ttlMs: number },
): Promise<HostSlot | null> {
  const [row] = rowsOf<{ slot: number }>(
    await db.execute(sql`
      update host_fetch_slots set holder = ${options.holder}::text,
        claimed_until = clock_timestamp() + ${options.ttlMs}::integer * interval '1 millisecond'
      where host = ${host}::text and slot = (
        select slot from host_fetch_slots
        where host = ${host}::text and slot < ${options.perHost}::integer
          and (claimed_until is null or claimed_until < clock_timestamp())
        order by slot limit 1
        for update skip locked)
      returning slot`),
  );
  return row ? { host, slot: Number(row.slot), holder: options.holder } : null;
}

/** Releases a slot if it is still the holder's (never rejects on a slot taken over). */
export async function releaseHostSlot(db: Db, slot: HostSlot): Promise<void> {
  await db.execute(sql`
    update host_fetch_slots set holder = null, claimed_until = null
    where host = ${slot.host}::text and slot = ${slot.slot}::integer
      and holder = ${slot.holder}::text`);
}
