/**
 * How many active sources are failing (the superadmin navigation's "{n} sources failing" badge,
 * issue 25): the rule's "failing" (domain/source_health.ts: synced, and at least
 * HEALTH_RULE.failingAfter failed syncs in a row), over the active sources of active
 * jurisdictions, the ones the sync queue and the daily health email look at. One count over the
 * sources table; no item is read, so it costs the same however many updates there are.
 */
import { and, count, eq, gte, isNotNull } from "drizzle-orm";
import type { Db } from "../client.ts";
import { jurisdictions, rssSources } from "../schema.ts";
import { HEALTH_RULE } from "../../domain/source_health.ts";

/** The number of active sources of active jurisdictions that are failing now. */
export async function countFailingSources(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(rssSources)
    .innerJoin(jurisdictions, eq(jurisdictions.id, rssSources.jurisdictionId))
    .where(and(
      eq(rssSources.isActive, true),
      eq(jurisdictions.isActive, true),
      isNotNull(rssSources.lastSync),
      gte(rssSources.consecutiveErrors, HEALTH_RULE.failingAfter),
    ));
  return row?.n ?? 0;
}
