/**
 * Reading the revisions of legal updates (issue 16): an update's public list for the API, and a
 * revision with the text before it for the alerts' redline. Written by revisions.ts and
 * revision_review.ts.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { PUBLIC_REVISION_REVIEWS } from "../../domain/revisions.ts";
import { type Db, rowsOf } from "../client.ts";
import { legalUpdateRevisions } from "../schema.ts";
import { pgJson } from "./json_param.ts";

/** One revision as the API lists it. */
export interface RevisionRow {
  id: number;
  title: string;
  content: string;
  seenAt: Date;
}

/**
 * The texts an update has had in public, oldest first (empty for an update never revised): a
 * revision waiting for review, rejected or superseded is not one of them (issue 23).
 */
export function revisionsOf(db: Db, updateId: number): Promise<RevisionRow[]> {
  return db.select({
    id: legalUpdateRevisions.id,
    title: legalUpdateRevisions.title,
    content: legalUpdateRevisions.content,
    seenAt: legalUpdateRevisions.seenAt,
  }).from(legalUpdateRevisions)
    .where(and(
      eq(legalUpdateRevisions.legalUpdateId, updateId),
      inArray(legalUpdateRevisions.review, [...PUBLIC_REVISION_REVIEWS]),
    ))
    .orderBy(asc(legalUpdateRevisions.id));
}

/** A revision with the one before it (null for an update's first), for a diff. */
export interface RevisionPair {
  revisionId: number;
  updateId: number;
  seenAt: Date;
  current: { title: string; content: string };
  previous: { title: string; content: string } | null;
}

interface PairRow {
  revisionId: number;
  updateId: number;
  seenAt: string | Date;
  title: string;
  content: string;
  previousTitle: string | null;
  previousContent: string | null;
}

/**
 * These revisions, each with the public text of the same update just before it (one statement):
 * a rejected or superseded text in between is not what the readers had.
 */
export async function revisionPairs(
  db: Db,
  revisionIds: readonly number[],
): Promise<Map<number, RevisionPair>> {
  if (revisionIds.length === 0) return new Map();
  const rows = rowsOf<PairRow>(
    await db.execute(sql`
      select v.id as "revisionId", v.legal_update_id as "updateId", v.seen_at as "seenAt",
        v.title, v.content, p.title as "previousTitle", p.content as "previousContent"
      from legal_update_revisions v
      left join lateral (
        select title, content from legal_update_revisions p
        where p.legal_update_id = v.legal_update_id and p.id < v.id
          and p.review in (select jsonb_array_elements_text(${
      pgJson(PUBLIC_REVISION_REVIEWS)
    }::jsonb))
        order by p.id desc limit 1
      ) p on true
      where v.id in (select jsonb_array_elements_text(${pgJson(revisionIds)}::jsonb)::int)`),
  );
  return new Map(rows.map((r) => [r.revisionId, {
    revisionId: r.revisionId,
    updateId: r.updateId,
    // The drivers differ: a Date from one, an ISO string from the other.
    seenAt: new Date(r.seenAt),
    current: { title: r.title, content: r.content },
    previous: r.previousTitle === null
      ? null
      : { title: r.previousTitle, content: r.previousContent ?? "" },
  }]));
}
