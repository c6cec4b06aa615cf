/**
 * CPU time of this process and of the PostgreSQL backends serving it, for benches on a shared
 * machine: there wall time says how busy the machine was, CPU time what the work cost.
 */
import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import { cpuMs } from "./process_cpu.ts";

/** CPU so far, in ms: this process's and the client backends' of the database (Linux /proc). */
export async function cpuNow(db: Db): Promise<{ deno: number; postgres: number }> {
  const backends = rowsOf<{ pid: number }>(
    await db.execute(sql`select pid from pg_stat_activity where backend_type = 'client backend'`),
  );
  let postgres = 0;
  // A backend that ended meanwhile is gone from /proc: its CPU is not counted.
  for (const { pid } of backends) postgres += await cpuMs(pid).catch(() => 0);
  return { deno: await cpuMs(Deno.pid), postgres };
}
