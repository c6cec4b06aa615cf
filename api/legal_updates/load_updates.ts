/**
 * Updates with their obligations and their change's other reports (issue 27), loaded for an
 * answer: the portal's page of updates (one query for all their obligations, one for all their
 * other reports) and one update for the portal or the detail page.
 */
import type { Db } from "../../db/client.ts";
import { obligationsOf } from "../../db/queries/obligations.ts";
import { otherReportsOf } from "../../db/queries/report_changes.ts";
import { type AdminUpdateRow, findAdminUpdate } from "../../db/queries/review.ts";
import type { AdminUpdate } from "../schemas/review.ts";
import { ApiError } from "../errors.ts";
import { REVIEW_MESSAGES } from "../schemas/review.ts";
import { type Loaded, toAdminUpdate } from "./answers.ts";

/** The portal's JSON of each row, obligations and other reports included. */
export async function adminUpdatesWithObligations(
  db: Db,
  rows: readonly AdminUpdateRow[],
): Promise<AdminUpdate[]> {
  const ids = rows.map((r) => r.id);
  const [obligations, others] = await Promise.all([
    obligationsOf(db, ids),
    otherReportsOf(db, ids),
  ]);
  return rows.map((row) =>
    toAdminUpdate(row, {
      obligations: obligations.get(row.id) ?? [],
      others: others.get(row.id) ?? [],
    })
  );
}

/** One update's row, obligations and other reports, or null when there is no such update. */
export async function findUpdateWithObligations(
  db: Db,
  id: number,
): Promise<({ row: AdminUpdateRow } & Loaded) | null> {
  const row = await findAdminUpdate(db, id);
  if (!row) return null;
  const [obligations, others] = await Promise.all([
    obligationsOf(db, [id]),
    otherReportsOf(db, [id]),
  ]);
  return { row, obligations: obligations.get(id) ?? [], others: others.get(id) ?? [] };
}

/** The portal's JSON of an update that exists (it was just found or changed), else a 404. */
export async function adminUpdateAnswer(db: Db, id: number): Promise<AdminUpdate> {
  const found = await findUpdateWithObligations(db, id);
  if (!found) throw new ApiError(404, REVIEW_MESSAGES.notFound);
  return toAdminUpdate(found.row, found);
}
