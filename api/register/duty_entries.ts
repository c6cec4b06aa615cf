/**
 * The register entry of each duty shown to a caller (issue 29): what turns a duty's "Add to
 * register" into "In register" on the detail page and in favorites (ADR
 * 0166). Read for the caller's register only: another company's entry
 * of the same duty marks nothing.
 */
import type { Db } from "../../db/client.ts";
import { registerEntryIdsOf } from "../../db/queries/register/obligation_entries.ts";
import { registerScopeOf } from "../../db/queries/register/scope.ts";

/** Obligation id → entry id in `userId`'s register; empty for nobody signed in or no duties. */
export async function dutyEntriesOf(
  db: Db,
  userId: string | null,
  obligationIds: readonly number[],
): Promise<Map<number, number>> {
  if (userId === null || obligationIds.length === 0) return new Map();
  return registerEntryIdsOf(db, await registerScopeOf(db, userId), obligationIds);
}
