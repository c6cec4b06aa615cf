/**
 * Per feed source, the median delay from an update's publication date to when we saw it (its
 * created_at) and to its approval (issue 26, ADR 0119), over the updates seen
 * in the Quality tab's window. One grouped statement; the medians are percentile_cont in SQL.
 */
import { sql } from "drizzle-orm";
import { CLOCK_SKEW_SECONDS, UNDATED_FORMAT } from "../../domain/freshness.ts";
import { type Db, rowsOf } from "../client.ts";
import type { QualityWindow } from "./analysis_quality.ts";

/** Seconds from publication to `column`, never negative (a clock ahead within the skew is 0). */
const delayTo = (column: string) =>
  sql`greatest(0, extract(epoch from (${sql.raw(column)} - u.publish_date)))::float8`;

const APPROVED = sql`u.status = 'approved' and u.approved_at is not null`;

/** A source's medians; sources of undated items and future dates are left out (see the ADR). */
export interface SourceFreshnessRow {
  rssSourceId: number;
  name: string;
  counted: number;
  approved: number;
  medianSeenSeconds: number;
  medianApprovalSeconds: number | null;
}

/**
 * The sources with updates seen in `w` whose publication date is usable: not after seen by more
 * than the clock skew, from a source that dates its items (not a web page). Slowest seen first.
 */
export function sourceFreshness(db: Db, w: QualityWindow): Promise<SourceFreshnessRow[]> {
  return db.execute(sql`
    select s.id as "rssSourceId", s.name, count(*)::int as counted,
      (count(*) filter (where ${APPROVED}))::int as approved,
      percentile_cont(0.5) within group (order by ${delayTo("u.created_at")})
        as "medianSeenSeconds",
      percentile_cont(0.5) within group (order by ${delayTo("u.approved_at")})
        filter (where ${APPROVED}) as "medianApprovalSeconds"
    from legal_updates u
    join rss_sources s on s.id = u.rss_source_id
    where u.created_at >= ${w.from.toISOString()}::timestamptz
      and u.created_at < ${w.until.toISOString()}::timestamptz
      and s.format <> ${UNDATED_FORMAT}
      and u.publish_date <= u.created_at + ${CLOCK_SKEW_SECONDS}::int * interval '1 second'
    group by s.id, s.name
    order by "medianSeenSeconds" desc, s.name, s.id`).then((r) => rowsOf<SourceFreshnessRow>(r));
}
