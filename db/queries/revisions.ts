/**
 * Revisions of legal updates, the sync's side (issue 16, ADR 0079):
 * what the sync knows of stored items (id, source and the hash of the text the feed last gave),
 * and recording a changed item as a revision of its update, held for review when the update is
 * approved (issue 23). The reads of the API and the alerts are revision_history.ts; an admin's
 * decision on a held revision is revision_review.ts.
 *
 * Recording is linear in the changed items and chunked like the inserts (jsonChunks); an item
 * whose hash is unchanged costs nothing here. Each chunk is one transaction that locks the rows
 * it changes, so two syncs meeting the same changed item record it once.
 */
import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../client.ts";
import { jsonChunks, statementLimits, statementPacer } from "./json_chunks.ts";
import { pgJson } from "./json_param.ts";

/**
 * The hash that tells a changed item from a repeated one: SHA-256 (hex) of the title and content
 * as the feed gives them (workers/feeds/content_hash.ts hashes each synced row with it).
 */
export function contentHash(text: { title: string; content: string }): string {
  return createHash("sha256").update(`${text.title}\n${text.content}`).digest("hex");
}

/** A stored item as the sync compares it: its update, its source and its last feed text's hash. */
export interface StoredItem {
  id: number;
  /** The source it came from (only that source revises it); null for a manual update. */
  rssSourceId: number | null;
  /** NULL for rows stored before revisions existed and for manual updates. */
  contentHash: string | null;
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
  const pace = statementPacer();
  for (const chunk of jsonChunks(keys, statementLimits(db, { lookup: true }))) {
    await pace();
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

/**
 * What recording did: the updates whose text changed at once (each got a revision and takes it),
 * and the approved ones whose new text waits for an admin's review instead (issue 23).
 */
export interface RecordedRevisions {
  revisedIds: number[];
  heldIds: number[];
}

/**
 * Records the changed items. An item whose stored hash is NULL (stored before revisions) or whose
 * text, once stored, equals the update's (only the feed's form of it changed, or it went back to
 * the approved text) just takes the new hash, and a revision of it still waiting for review is
 * superseded. Otherwise the update's first revision also stores its original text (seen when it
 * was created), and the new text becomes a revision:
 * - of an approved update, a pending one (ADR 0094): the update keeps its public
 *   text, summary and `revisedAt`, takes only the new hash (so the same text again is no news),
 *   and any older pending revision is superseded; nothing is queued until an admin approves it
 *   (revision_review.ts);
 * - of any other update, the update's text at once (applyRevisionText).
 */
export async function recordRevisions(
  db: Db,
  items: readonly ChangedItem[],
  now: Date,
): Promise<RecordedRevisions> {
  const revisedIds: number[] = [];
  const heldIds: number[] = [];
  const pace = statementPacer();
  for (const chunk of jsonChunks(items, statementLimits(db))) {
    await pace();
    const recorded = await db.transaction((tx) => recordChunk(tx, chunk, now));
    revisedIds.push(...recorded.revisedIds);
    heldIds.push(...recorded.heldIds);
  }
  return { revisedIds, heldIds };
}

/** The ids of a JSON array, as a subquery for `id in (…)`. */
export const idsIn = (ids: readonly number[]) =>
  sql`(select jsonb_array_elements_text(${pgJson(ids)}::jsonb)::int)`;

/** A stored row whose hash differs from the incoming one, locked for the chunk's transaction. */
interface LockedRow {
  id: number;
  /** The stored text is the incoming one (or its hash is unknown): no revision. */
  sameText: boolean;
  status: string;
  hasRevisions: boolean;
}

/**
 * The rows whose hash differs, locked: a concurrent sync of the same item waits, then sees the
 * new hash and leaves the row alone.
 */
async function lockChanged(tx: Db, incoming: SQL): Promise<LockedRow[]> {
  return rowsOf<LockedRow>(
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
}

/** Supersedes the revisions of these updates that still wait for review. */
async function supersedePending(tx: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await tx.execute(sql`
    update legal_update_revisions set review = 'superseded'
    where review = 'pending' and legal_update_id in ${idsIn(ids)}`);
}

/**
 * Stores the revisions of `rows` (each update's original text first when it has none yet, seen
 * when the update was created), under `review`; answers the new text's revision of each update.
 */
async function insertRevisions(
  tx: Db,
  incoming: SQL,
  options: { rows: LockedRow[]; at: string; review: "applied" | "pending" },
) {
  const { rows, at, review } = options;
  const originals = rows.filter((row) => !row.hasRevisions).map((row) => row.id);
  if (originals.length) {
    await tx.execute(sql`
      insert into legal_update_revisions (legal_update_id, title, content, content_hash, seen_at)
      select u.id, u.title, u.content, coalesce(u.content_hash, ''), u.created_at
      from legal_updates u where u.id in ${idsIn(originals)} order by u.id`);
  }
  return rowsOf<{ id: number; updateId: number }>(
    await tx.execute(sql`
      insert into legal_update_revisions
        (legal_update_id, title, content, content_hash, seen_at, review)
      select r.id, r.title, r.content, r."contentHash", ${at}::timestamptz, ${review}
      from ${incoming} where r.id in ${idsIn(rows.map((row) => row.id))} order by r.id
      returning id, legal_update_id as "updateId"`),
  );
}

/**
 * Makes `texts` (one per update, `r.id` its update) the text of their updates: `revisedAt` and
 * the hash set, the summary cleared and the analysis queued again (the status, the category, the
 * analyser's record and an admin's obligations stay: storeAnalyses). Shared by the sync (updates
 * not approved) and an admin's approval of a pending revision.
 */
export async function applyRevisionText(
  tx: Db,
  texts: SQL,
  options: { ids: readonly number[]; at: string },
): Promise<void> {
  await tx.execute(sql`
    update legal_updates u set title = r.title, content = r.content,
      content_hash = r."contentHash", revised_at = ${options.at}::timestamptz,
      updated_at = ${options.at}::timestamptz, ai_summary = null, analysis_state = 'pending',
      analysis_attempts = 0, analysis_claimed_until = null
    from ${texts}
    where u.id = r.id and u.id in ${idsIn(options.ids)}`);
}

async function recordChunk(tx: Db, json: string, now: Date): Promise<RecordedRevisions> {
  const at = now.toISOString();
  const incoming = sql`jsonb_to_recordset(${json}::jsonb)
    as r(id integer, title text, content text, "contentHash" text)`;
  const locked = await lockChanged(tx, incoming);
  const quiet = locked.filter((row) => row.sameText).map((row) => row.id);
  const changed = locked.filter((row) => !row.sameText);
  const held = changed.filter((row) => row.status === "approved");
  const revised = changed.filter((row) => row.status !== "approved");
  // The hash is the feed's last text, public or held: the same text again is no news.
  const rehashed = [...quiet, ...held.map((row) => row.id)];
  if (rehashed.length) {
    await tx.execute(sql`
      update legal_updates u set content_hash = r."contentHash" from ${incoming}
      where u.id = r.id and u.id in ${idsIn(rehashed)}`);
  }
  // Only the newest text waits for review; back at the approved text, none does.
  await supersedePending(tx, locked.map((row) => row.id));
  if (held.length) await insertRevisions(tx, incoming, { rows: held, at, review: "pending" });
  if (revised.length) {
    await insertRevisions(tx, incoming, { rows: revised, at, review: "applied" });
    await applyRevisionText(tx, incoming, { ids: revised.map((row) => row.id), at });
  }
  return { revisedIds: revised.map((row) => row.id), heldIds: held.map((row) => row.id) };
}
