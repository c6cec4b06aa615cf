/**
 * The obligations of legal updates (legal_update_obligations): reading them for a page of
 * updates, the analyser's list (replaced on each analysis while no admin has edited the list) and
 * an admin's list (which marks the update, so that re-analysis leaves it alone from then on).
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../client.ts";
import type { Obligation } from "../../domain/obligations.ts";
import { legalUpdateObligations, legalUpdates } from "../schema.ts";
import { pgJson } from "./json_param.ts";

const columns = {
  legalUpdateId: legalUpdateObligations.legalUpdateId,
  actor: legalUpdateObligations.actor,
  action: legalUpdateObligations.action,
  deadline: legalUpdateObligations.deadline,
  citation: legalUpdateObligations.citation,
  confidence: legalUpdateObligations.confidence,
  source: legalUpdateObligations.source,
  analyser: legalUpdateObligations.analyser,
};

/** A stored obligation, in its update's order. */
export type ObligationRow = Awaited<ReturnType<typeof selectObligations>>[number];

function selectObligations(db: Db, updateIds: number[]) {
  return db.select(columns).from(legalUpdateObligations)
    .where(inArray(legalUpdateObligations.legalUpdateId, updateIds))
    .orderBy(asc(legalUpdateObligations.legalUpdateId), asc(legalUpdateObligations.position));
}

/** Rows per read: an IN list of a thousand ids is fine for both drivers. */
const READ_CHUNK = 1_000;

/** The obligations of each update (an update without any is absent from the map). */
export async function obligationsOf(
  db: Db,
  updateIds: readonly number[],
): Promise<Map<number, ObligationRow[]>> {
  const byUpdate = new Map<number, ObligationRow[]>();
  const ids = [...new Set(updateIds)];
  for (let start = 0; start < ids.length; start += READ_CHUNK) {
    for (const row of await selectObligations(db, ids.slice(start, start + READ_CHUNK))) {
      // real is single precision: 0.92 reads back as 0.9200000166893005 on some drivers.
      const confidence = Math.round(row.confidence * 100) / 100;
      const list = byUpdate.get(row.legalUpdateId) ?? [];
      list.push({ ...row, confidence });
      byUpdate.set(row.legalUpdateId, list);
    }
  }
  return byUpdate;
}

/** An analyser's obligations for one update. */
export interface AnalysedObligations {
  id: number;
  analyser: string;
  obligations: readonly Obligation[];
}

function rowsToInsert(items: readonly AnalysedObligations[]) {
  return items.flatMap(({ id, analyser, obligations }) =>
    obligations.map((o, position) => ({ ...o, legalUpdateId: id, position, analyser }))
  );
}

/**
 * The one write of an analyser's lists, whatever made the analysis (sync, manual update,
 * revision, analysis job, demo seed, backfill): replaces the lists of these updates. The caller
 * has marked them as extracted (obligations_extracted_at, also when none were found) in the
 * statement that stored the analysis, and passes only updates whose list no admin has edited
 * (ADR 0064): the `owned` flag that statement returns. Call inside that statement's transaction.
 */
export async function replaceAnalysedObligations(
  tx: Db,
  items: readonly AnalysedObligations[],
  options: { inserted?: boolean } = {},
): Promise<void> {
  if (items.length === 0) return;
  // Rows inserted by this transaction (`inserted`) have no list yet: nothing to delete.
  if (!options.inserted) {
    const ids = pgJson(items.map((i) => i.id));
    await tx.execute(sql`
      delete from legal_update_obligations
      where legal_update_id in (select (jsonb_array_elements_text(${ids}::jsonb))::int)`);
  }
  const rows = rowsToInsert(items);
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into legal_update_obligations (legal_update_id, position, actor, action, deadline,
      citation, confidence, source, analyser)
    select r."legalUpdateId", r.position, r.actor, r.action, r.deadline, r.citation,
      r.confidence, 'ai', r.analyser
    from jsonb_to_recordset(${pgJson(rows)}::jsonb) as r("legalUpdateId" integer,
      position integer, actor text, action text, deadline date, citation text,
      confidence real, analyser text)`);
}

/** The items whose update the marking statement answered as owned (no admin edit). */
export function ownedItems<T extends { id: number }>(
  items: readonly T[],
  marked: readonly { id: number; owned: boolean }[],
): T[] {
  const owned = new Set(marked.filter((row) => row.owned).map((row) => row.id));
  return items.filter((item) => owned.has(item.id));
}

/**
 * Stores the obligations of updates analysed earlier: marks each as extracted and replaces the
 * analyser's list where no admin has edited it. `onlyUnextracted` (the backfill) leaves alone
 * updates extracted meanwhile (a revision re-analysed: newer) or no longer analysed. Call inside
 * a transaction.
 */
export async function storeAnalysedObligations(
  tx: Db,
  items: readonly AnalysedObligations[],
  options: { onlyUnextracted?: boolean } = {},
): Promise<void> {
  if (items.length === 0) return;
  const unextracted = options.onlyUnextracted
    ? sql`and u.analysis_state = 'done' and u.obligations_extracted_at is null`
    : sql``;
  const ids = pgJson(items.map((i) => i.id));
  const marked = rowsOf<{ id: number; owned: boolean }>(
    await tx.execute(sql`
      update legal_updates u set obligations_extracted_at = now()
      where u.id in (select (jsonb_array_elements_text(${ids}::jsonb))::int) ${unextracted}
      returning u.id, u.obligations_edited_at is null as owned`),
  );
  await replaceAnalysedObligations(tx, ownedItems(items, marked));
}

const sameDuty = (a: Obligation, b: Obligation) =>
  a.actor === b.actor && a.action === b.action && a.deadline === b.deadline &&
  a.citation === b.citation;

/** True when `list` is exactly the stored one, in order (saving it would change nothing). */
export function unchangedList(stored: readonly ObligationRow[], list: readonly Obligation[]) {
  return stored.length === list.length &&
    stored.every((row, i) => sameDuty(row, list[i]!) && row.confidence === list[i]!.confidence);
}

/**
 * Saves an admin's list for an update (inside the edit's transaction, the update locked). An
 * entry identical to one of the analyser's keeps source 'ai' and its analyser; any other is the
 * admin's. The update is marked as edited, so re-analysis keeps the list. Saving the list as it
 * is changes nothing, and does not mark it.
 */
export async function saveAdminObligations(
  tx: Db,
  updateId: number,
  options: { obligations: readonly Obligation[]; now: Date },
): Promise<void> {
  const stored = (await obligationsOf(tx, [updateId])).get(updateId) ?? [];
  if (unchangedList(stored, options.obligations)) return;
  const rows = options.obligations.map((o, position) => {
    const analysed = stored.find((s) => s.source === "ai" && sameDuty(s, o));
    return {
      ...o,
      legalUpdateId: updateId,
      position,
      source: analysed ? "ai" as const : "admin" as const,
      analyser: analysed?.analyser ?? null,
    };
  });
  await tx.delete(legalUpdateObligations).where(
    eq(legalUpdateObligations.legalUpdateId, updateId),
  );
  if (rows.length > 0) await tx.insert(legalUpdateObligations).values(rows);
  await tx.update(legalUpdates).set({ obligationsEditedAt: options.now })
    .where(eq(legalUpdates.id, updateId));
}
