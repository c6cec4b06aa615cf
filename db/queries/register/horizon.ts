/**
 * "What's coming" (issue 29): in a window of days, the register's due dates and the deadlines of
 * approved updates' duties not yet in that register. Both reads use an index on the date.
 */
import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../client.ts";
import type { RegisterStatus } from "../../../domain/register.ts";

/** One dated row of the horizon, before shaping. */
export interface HorizonRow {
  kind: "register" | "deadline";
  date: string;
  entryId: number | null;
  obligationId: number | null;
  /** The entry's duty; null for a deadline (its actor and action say it). */
  duty: string | null;
  actor: string | null;
  action: string | null;
  status: RegisterStatus | null;
  updateId: number | null;
  updateTitle: string | null;
}

/** A window of days (inclusive) of register `scope`'s horizon. */
export interface HorizonWindow {
  scope: string;
  from: string;
  to: string;
}

/** The register's applicable entries due in the window. */
const registerDue = ({ scope, from, to }: HorizonWindow) =>
  sql`from register_entries e left join legal_updates u on u.id = e.legal_update_id
    where e.scope = ${scope} and e.applicability = 'applies'
    and e.due_date between ${from}::date and ${to}::date`;

/** The approved updates' duties with a deadline in the window that the register does not hold. */
const deadlinesDue = ({ scope, from, to }: HorizonWindow) =>
  sql`from legal_update_obligations o
    join legal_updates u on u.id = o.legal_update_id and u.status = 'approved'
    where o.deadline between ${from}::date and ${to}::date
      and not exists (select 1 from register_entries e
        where e.scope = ${scope} and e.obligation_id = o.id)`;

/**
 * A page of the horizon (`limit` rows from `offset`), by date, register items first. Each half
 * stops after `offset + limit` rows of its date index, so a wide window costs what a page does.
 */
export async function horizonRows(
  db: Db,
  window: HorizonWindow,
  page: { limit: number; offset: number },
): Promise<HorizonRow[]> {
  const upTo = page.offset + page.limit;
  return rowsOf<HorizonRow>(
    await db.execute(sql`
      select * from (
        (select 'register' as kind, e.due_date::text as date, e.id as "entryId",
          e.obligation_id as "obligationId", e.duty, null as actor, null as action, e.status,
          u.id as "updateId", u.title as "updateTitle"
        ${registerDue(window)}
        order by e.due_date, e.id limit ${upTo})
        union all
        (select 'deadline', o.deadline::text, null, o.id, null, o.actor, o.action, null,
          u.id, u.title
        ${deadlinesDue(window)}
        order by o.deadline, o.id limit ${upTo})
      ) h
      order by h.date, h.kind desc, h."entryId", h."obligationId"
      limit ${page.limit} offset ${page.offset}`),
  );
}
