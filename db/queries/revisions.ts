/**
 * Revisions of legal updates (issue 16, DECISIONS.md "Revisions and redlines"): what the sync
 * knows of stored items (id and the hash of the text the feed last gave), recording a changed
 * item as a revision of its update, and reading an update's revisions for the API.
 *
 * Recording is linear in the changed items and chunked like the inserts (jsonChunks); an item
 * whose hash is unchanged costs nothing here. Each chunk is one transaction that locks the rows
 * it changes, so two syncs meeting the same changed item record it once.
 */
import { asc, eq, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../client.ts";
import { alertRevisionQueue, legalUpdateRevisions } from "../schema.ts";
import { jsonChunks } from "./ingest.ts";
import { pgJson } from "./json_param.ts";

/** A stored item as the sync compares it: its update, its source and its last feed text's hash. */
export interface StoredItem {
  id: number;
  /** The source it came from (only that source revises it); null for a manual update. */
  rssSourceId: number | null;
  /** NULL for rows stored before revisions existed and for manual updates. */
  contentHash: string | null;
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The stored items among these dedupe keys: an index lookup of at most the keys given (one
 * feed's items), never a scan. The unique index, not this read, is what keeps duplicates out.
 */
export async function storedItems(
  db: Db,
  keys: readonly string[],
): Promise<Map<string, StoredItem>> {
  const found = new Map<string, StoredItem>();
  let first = true;
  for (const chunk of jsonChunks(keys)) {
    if (!first) await nextTurn();
    first = false;
    const rows = rowsOf<{ key: string } & StoredItem>(
      await db.execute(sql`
        select source_url_key as key, id, rss_source_id as "rssSourceId",
          content_hash as "contentHash" from legal_updates
        where source_url_key in (select jsonb_array_elements_text(${chunk}::jsonb))`),
    );
    for (const { key, ...item } of rows) found.set(key, item);
  }
  return found;
}

/** An item that came back with another hash: the update it is and its new text. */
export interface ChangedItem {
  id: number;
  title: string;
  content: string;
  contentHash: string;
}

/** What recording did: the updates whose text changed (each got a revision). */
export interface RecordedRevisions {
  revisedIds: number[];
}

interface LockedRow {
  id: number;
  sameText: boolean;
  status: string;
  hasRevisions: boolean;
}

/**
 * Records the changed items. An item whose stored hash is NULL (stored before revisions) or whose
 * text, once stored, equals the update's (only the feed's form of it changed) just takes the new
 * hash. Otherwise: the update's first revision also stores its original text (seen when it was
 * created), the new text becomes a revision and the update's text, `revisedAt` is set, the
 * summary is cleared and the analysis queued again (the status, the category, the analyser's
 * record and an admin's obligations stay: storeAnalyses), and a revision of an approved update is
 * queued for its alerts.
 */
export async function recordRevisions(
  db: Db,
  items: readonly ChangedItem[],
  now: Date,
): Promise<RecordedRevisions> {
  const revisedIds: number[] = [];
  let first = true;
  for (const chunk of jsonChunks(items)) {
    if (!first) await nextTurn();
    first = false;
    revisedIds.push(...await db.transaction((tx) => recordChunk(tx, chunk, now)));
  }
  return { revisedIds };
}

async function recordChunk(tx: Db, json: string, now: Date): Promise<number[]> {
  const at = now.toISOString();
  const incoming = sql`jsonb_to_recordset(${json}::jsonb)
    as r(id integer, title text, content text, "contentHash" text)`;
  // The rows whose hash differs, locked: a concurrent sync of the same item waits, then sees
  // the new hash and leaves the row alone.
  const locked = rowsOf<LockedRow>(
    await tx.execute(sql`
      select u.id, u.status,
        (u.content_hash is null or (u.title = r.title and u.content = r.content)) as "sameText",
        exists (select 1 from legal_update_revisions v where v.legal_update_id = u.id)
          as "hasRevisions"
      from legal_updates u join ${incoming} on r.id = u.id
      where u.content_hash is distinct from r."contentHash"
      order by u.id
      for update of u`),
  );
  if (locked.length === 0) return [];
  const quiet = locked.filter((row) => row.sameText).map((row) => row.id);
  const revised = locked.filter((row) => !row.sameText);
  if (quiet.length) {
    await tx.execute(sql`
      update legal_updates u set content_hash = r."contentHash"
      from ${incoming}
      where u.id = r.id and u.id in (select jsonb_array_elements_text(${
      pgJson(quiet)
    }::jsonb)::int)`);
  }
  if (revised.length === 0) return [];
  const ids = pgJson(revised.map((row) => row.id));
  const originals = pgJson(revised.filter((row) => !row.hasRevisions).map((row) => row.id));
  // The original text first (its seen time is the update's creation), then the new one.
  await tx.execute(sql`
    insert into legal_update_revisions (legal_update_id, title, content, content_hash, seen_at)
    select u.id, u.title, u.content, coalesce(u.content_hash, ''), u.created_at
    from legal_updates u
    where u.id in (select jsonb_array_elements_text(${originals}::jsonb)::int)
    order by u.id`);
  const added = rowsOf<{ id: number; updateId: number }>(
    await tx.execute(sql`
      insert into legal_update_revisions (legal_update_id, title, content, content_hash, seen_at)
      select r.id, r.title, r.content, r."contentHash", ${at}::timestamptz
      from ${incoming}
      where r.id in (select jsonb_array_elements_text(${ids}::jsonb)::int)
      order by r.id
      returning id, legal_update_id as "updateId"`),
  );
  await tx.execute(sql`
    update legal_updates u set title = r.title, content = r.content,
      content_hash = r."contentHash", revised_at = ${at}::timestamptz,
      updated_at = ${at}::timestamptz, ai_summary = null, analysis_state = 'pending',
      analysis_attempts = 0, analysis_claimed_until = null
    from ${incoming}
    where u.id = r.id and u.id in (select jsonb_array_elements_text(${ids}::jsonb)::int)`);
  const approved = new Set(revised.filter((row) => row.status === "approved").map((r) => r.id));
  const queued = added.filter((row) => approved.has(row.updateId));
  if (queued.length) {
    await tx.insert(alertRevisionQueue).values(
      queued.map((row) => ({ legalUpdateId: row.updateId, revisionId: row.id, revisedAt: now })),
    );
  }
  return revised.map((row) => row.id);
}

/** One revision as the API lists it. */
export interface RevisionRow {
  id: number;
  title: string;
  content: string;
  seenAt: Date;
}

/** The revisions of an update, oldest first (empty for an update never revised). */
export function revisionsOf(db: Db, updateId: number): Promise<RevisionRow[]> {
  return db.select({
    id: legalUpdateRevisions.id,
    title: legalUpdateRevisions.title,
    content: legalUpdateRevisions.content,
    seenAt: legalUpdateRevisions.seenAt,
  }).from(legalUpdateRevisions)
    .where(eq(legalUpdateRevisions.legalUpdateId, updateId))
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

/** These revisions, each with the revision of the same update just before it (one statement). */
export async function revisionPairs(
  db: Db,
  revisionIds: readonly number[],
): Promise<Map<number, RevisionPair>> {
  if (revisionIds.length === 0) return new Map();
  const rows = rowsOf<{
    revisionId: number;
    updateId: number;
    seenAt: string | Date;
    title: string;
    content: string;
    previousTitle: string | null;
    previousContent: string | null;
  }>(
    await db.execute(sql`
      select v.id as "revisionId", v.legal_update_id as "updateId", v.seen_at as "seenAt",
        v.title, v.content, p.title as "previousTitle", p.content as "previousContent"
      from legal_update_revisions v
      left join lateral (
        select title, content from legal_update_revisions p
        where p.legal_update_id = v.legal_update_id and p.id < v.id
        order by p.id desc limit 1
      ) p on true
      where v.id in (select jsonb_array_elements_text(${pgJson(revisionIds)}::jsonb)::int)`),
  );
  return new Map(rows.map((r) => [r.revisionId, {
    revisionId: r.revisionId,
    updateId: r.updateId,
    seenAt: new Date(r.seenAt),
    current: { title: r.title, content: r.content },
    previous: r.previousTitle === null
      ? null
      : { title: r.previousTitle, content: r.previousContent ?? "" },
  }]));
}
