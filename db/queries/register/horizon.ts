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

/** The horizon of register `scope` from `from` to `to` (days, inclusive), by date. */
export async function horizonRows(
  db: Db,
  scope: string,
  window: { from: string; to: string },
): Promise<HorizonRow[]> {
  const { from, to } = window;
  return rowsOf<HorizonRow>(
    await db.execute(sql`
      select * from (
        select 'register' as kind, e.due_date::text as date, e.id as "entryId",
          e.obligation_id as "obligationId", e.duty, null as actor, null as action, e.status,
          u.id as "updateId", u.title as "updateTitle"
        from register_entries e left join legal_updates u on u.id = e.legal_update_id
        where e.scope = ${scope} and e.applicability = 'applies'
          and e.due_date between ${from}::date and ${to}::date
        union all
        select 'deadline', o.deadline::text, null, o.id, null, o.actor, o.action, null,
          u.id, u.title
        from legal_update_obligations o
        join legal_updates u on u.id = o.legal_update_id and u.status = 'approved'
        where o.deadline between ${from}::date and ${to}::date
          and not exists (select 1 from register_entries e
            where e.scope = ${scope} and e.obligation_id = o.id)
      ) h
      order by h.date, h.kind desc, h."entryId", h."obligationId"`),
  );
}
