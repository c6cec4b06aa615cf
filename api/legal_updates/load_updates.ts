/**
 * Updates with their obligations, loaded for an answer: the portal's page of updates (one query
 * for all their obligations) and one update for the portal or the detail page.
 */
import type { Db } from "../../db/client.ts";
import { obligationsOf } from "../../db/queries/obligations.ts";
import { type AdminUpdateRow, findAdminUpdate } from "../../db/queries/review.ts";
import type { AdminUpdate } from "../schemas/review.ts";
import type { ObligationRow } from "../../db/queries/obligations.ts";
import { ApiError } from "../errors.ts";
import { REVIEW_MESSAGES } from "../schemas/review.ts";
import { toAdminUpdate } from "./answers.ts";

/** The portal's JSON of each row, obligations included. */
export async function adminUpdatesWithObligations(
  db: Db,
  rows: readonly AdminUpdateRow[],
): Promise<AdminUpdate[]> {
  const obligations = await obligationsOf(db, rows.map((r) => r.id));
  return rows.map((row) => toAdminUpdate(row, obligations.get(row.id) ?? []));
}

/** One update's row and obligations, or null when there is no such update. */
export async function findUpdateWithObligations(
  db: Db,
  id: number,
): Promise<{ row: AdminUpdateRow; obligations: ObligationRow[] } | null> {
  const row = await findAdminUpdate(db, id);
  if (!row) return null;
  return { row, obligations: (await obligationsOf(db, [id])).get(id) ?? [] };
}

/** The portal's JSON of an update that exists (it was just found or changed), else a 404. */
export async function adminUpdateAnswer(db: Db, id: number): Promise<AdminUpdate> {
  const found = await findUpdateWithObligations(db, id);
  if (!found) throw new ApiError(404, REVIEW_MESSAGES.notFound);
  return toAdminUpdate(found.row, found.obligations);
}
