/**
 * Which duties a register already holds (issue 29): for the "Add to register" buttons, the entry
 * of each obligation in one register, read in one statement over the (scope, obligation) index.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../client.ts";
import { registerEntries } from "../../schema.ts";

/** Obligation id → the id of its entry in register `scope`, for those of `obligationIds` it holds. */
export async function registerEntryIdsOf(
  db: Db,
  scope: string,
  obligationIds: readonly number[],
): Promise<Map<number, number>> {
  if (obligationIds.length === 0) return new Map();
  const rows = await db.select({
    id: registerEntries.id,
    obligationId: registerEntries.obligationId,
  })
    .from(registerEntries)
    .where(and(
      eq(registerEntries.scope, scope),
      inArray(registerEntries.obligationId, [...new Set(obligationIds)]),
    ));
  return new Map(rows.map((r) => [r.obligationId!, r.id]));
}
