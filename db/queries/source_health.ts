/**
 * The figures of source health (domain/source_health.ts), for every source at once in one
 * statement: per source, the dates of its 10 newest items, its items of the last 30 days and of
 * each of the last 12 weeks. Two lateral subqueries per source, each served by the index on
 * (rss_source_id, publish_date desc): the 10 newest rows, then the rows of the last 12 weeks;
 * never the source's whole history.
 *
 * An item's date is min(publishDate, createdAt): its publish date, or when it was first seen
 * when that is earlier. An item without a date is stored with the time of the sync that first
 * saw it (workers/feeds/parse), and one dated in the future counts from when it was seen.
 */
import { type SQL, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../client.ts";
import { HEALTH_RULE, type HealthVerdict, judgeHealth } from "../../domain/source_health.ts";
import { timestamp } from "../sql.ts";

const DAY_SECONDS = 24 * 60 * 60;
const WEEK_SECONDS = 7 * DAY_SECONDS;

/** What the database knows of one source's health. */
export interface SourceHealthFigures {
  sourceId: number;
  lastSync: Date | null;
  consecutiveErrors: number;
  /** The dates of the newest items, newest first (at most HEALTH_RULE.recentItems). */
  recentItemDates: Date[];
  itemsLast30Days: number;
  /** Items per week of the last 12 weeks, oldest first; the last week ends at `now`. */
  weeklyCounts: number[];
}

/** Which sources to judge: all of them, one, or those of one jurisdiction. */
export interface HealthFilter {
  sourceId?: number;
  jurisdictionId?: number;
}

/** A source's figures with the rule's verdict. */
export type SourceHealthRow = SourceHealthFigures & HealthVerdict;

interface RawRow {
  sourceId: number;
  lastSync: Date | string | null;
  consecutiveErrors: number;
  recent: number[] | string | null;
  itemsLast30Days: number;
  weeks: number[] | string;
}

/** json columns: postgres.js and PGlite both parse them, but a string is read too. */
function jsonArray(value: number[] | string | null): number[] {
  if (value === null) return [];
  return typeof value === "string" ? JSON.parse(value) as number[] : value;
}

/** Counts per week age (0 = the week ending now), oldest week first, as one json array. */
function weekCounts(): SQL {
  const columns: SQL[] = [];
  for (let age = HEALTH_RULE.weeks - 1; age >= 0; age--) {
    columns.push(sql`count(*) filter (where x.week_age = ${sql.raw(String(age))})`);
  }
  return sql`json_build_array(${sql.join(columns, sql`, `)})`;
}

/**
 * The health figures of every source (or of those the filter names) at `now`, by id. One statement whatever the
 * number of sources.
 */
export async function sourceHealthFigures(
  db: Db,
  now: Date,
  filter: HealthFilter = {},
): Promise<SourceHealthFigures[]> {
  const at = timestamp(now);
  const from = timestamp(new Date(now.getTime() - HEALTH_RULE.weeks * WEEK_SECONDS * 1000));
  const where = filter.sourceId !== undefined
    ? sql`where s.id = ${filter.sourceId}`
    : filter.jurisdictionId !== undefined
    ? sql`where s.jurisdiction_id = ${filter.jurisdictionId}`
    : sql``;
  const rows = rowsOf<RawRow>(
    await db.execute(sql`
      select s.id as "sourceId", s.last_sync as "lastSync",
        s.consecutive_errors as "consecutiveErrors", r.recent,
        coalesce(w.last30, 0)::int as "itemsLast30Days", w.weeks
      from rss_sources s
      left join lateral (
        select json_agg(t.at_ms order by t.at_ms desc) as recent
        from (
          select date_part('epoch', least(u.publish_date, u.created_at)) * 1000 as at_ms
          from legal_updates u
          where u.rss_source_id = s.id
          order by u.publish_date desc nulls last
          limit ${HEALTH_RULE.recentItems}
        ) t
      ) r on true
      cross join lateral (
        select count(*) filter (where x.age_seconds < ${HEALTH_RULE.countDays * DAY_SECONDS})
            as last30,
          ${weekCounts()} as weeks
        from (
          select a.age_seconds, floor(a.age_seconds / ${WEEK_SECONDS})::int as week_age
          from (
            select date_part('epoch', ${at} - least(u.publish_date, u.created_at)) as age_seconds
            from legal_updates u
            where u.rss_source_id = s.id and u.publish_date > ${from}
          ) a
          where a.age_seconds >= 0
        ) x
      ) w
      ${where}
      order by s.id`),
  );
  return rows.map((row) => ({
    sourceId: row.sourceId,
    lastSync: row.lastSync === null ? null : new Date(row.lastSync),
    consecutiveErrors: row.consecutiveErrors,
    recentItemDates: jsonArray(row.recent).map((ms) => new Date(ms)),
    itemsLast30Days: row.itemsLast30Days,
    weeklyCounts: jsonArray(row.weeks).map(Number),
  }));
}

/** Every source's (or one source's) health at `now`: figures and verdict, by source id. */
export async function sourceHealthById(
  db: Db,
  now: Date,
  filter: HealthFilter = {},
): Promise<Map<number, SourceHealthRow>> {
  const byId = new Map<number, SourceHealthRow>();
  for (const figures of await sourceHealthFigures(db, now, filter)) {
    byId.set(figures.sourceId, { ...figures, ...judgeHealth(figures, now) });
  }
  return byId;
}
