/**
 * The analyser's record, summed up (issue 16, ADR 0061): per category the
 * analyser gave, per analyser, and per feed source, over the updates that arrived in a period.
 * A category is judged when its update is approved: kept when the approved category is the one
 * the analyser first said, changed otherwise. Each figure is one grouped statement.
 */
import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../client.ts";

/** Updates created from `from` (inclusive) until `until` (exclusive). */
export interface QualityWindow {
  from: Date;
  until: Date;
}

const inWindow = (w: QualityWindow) =>
  sql`u.created_at >= ${w.from.toISOString()}::timestamptz
    and u.created_at < ${w.until.toISOString()}::timestamptz`;

const KEPT = sql`u.status = 'approved' and u.ai_category = u.ai_category_original`;
const CHANGED =
  sql`u.status = 'approved' and u.ai_category is distinct from u.ai_category_original`;

/** Per category the analyser first gave: analysed, kept and changed by reviewers. */
export function categoryAgreement(db: Db, w: QualityWindow) {
  return db.execute(sql`
    select u.ai_category_original as category, count(*)::int as analysed,
      (count(*) filter (where ${KEPT}))::int as kept,
      (count(*) filter (where ${CHANGED}))::int as changed
    from legal_updates u
    where u.ai_category_original is not null and ${inWindow(w)}
    group by u.ai_category_original
    order by analysed desc, category`).then((r) =>
    rowsOf<{ category: string; analysed: number; kept: number; changed: number }>(r)
  );
}

/** Each (analyser's category, reviewer's category) pair of approved updates that differ. */
export function categoryConfusions(db: Db, w: QualityWindow) {
  return db.execute(sql`
    select u.ai_category_original as category, u.ai_category as "approvedAs",
      count(*)::int as count
    from legal_updates u
    where u.ai_category_original is not null and ${CHANGED} and ${inWindow(w)}
    group by u.ai_category_original, u.ai_category
    order by count desc, category, "approvedAs"`).then((r) =>
    rowsOf<{ category: string; approvedAs: string | null; count: number }>(r)
  );
}

/** Per analyser (the Gemini model id, 'offline', or 'unknown'): analysed, kept, changed. */
export function analyserAgreement(db: Db, w: QualityWindow) {
  return db.execute(sql`
    select coalesce(u.analysis_model, u.analysed_by, 'unknown') as analyser,
      count(*)::int as analysed,
      (count(*) filter (where ${KEPT}))::int as kept,
      (count(*) filter (where ${CHANGED}))::int as changed
    from legal_updates u
    where u.ai_category_original is not null and ${inWindow(w)}
    group by 1
    order by analysed desc, analyser`).then((r) =>
    rowsOf<{ analyser: string; analysed: number; kept: number; changed: number }>(r)
  );
}

/** Per feed source with updates in the window: approved, rejected and the approve rate. */
export function sourceApproval(db: Db, w: QualityWindow) {
  return db.execute(sql`
    select s.id as "rssSourceId", s.name,
      (count(*) filter (where u.status = 'approved'))::int as approved,
      (count(*) filter (where u.status = 'rejected'))::int as rejected,
      (count(*) filter (where u.status = 'approved'))::float8
        / nullif(count(*) filter (where u.status <> 'pending'), 0) as "approveRate"
    from legal_updates u
    join rss_sources s on s.id = u.rss_source_id
    where ${inWindow(w)}
    group by s.id, s.name
    order by "approveRate" asc nulls last, s.name, s.id`).then((r) =>
    rowsOf<
      {
        rssSourceId: number;
        name: string;
        approved: number;
        rejected: number;
        approveRate: number | null;
      }
    >(r)
  );
}
