/**
 * Storing new reports grouped (ADR 0188): the sync decides each new report's change before it
 * stores it, so that a report joining a change is inserted as its member (its primary, the
 * change's review) instead of inserted alone and then updated. An update of a stored row cost as
 * much as its insert again (every index of legal_updates, the trigram index among them, gets a new
 * entry), and it ran under the grouping lock, which the syncs wait for one at a time.
 *
 * Under the grouping lock, in one transaction: the plan (group_reports.ts) names the new reports
 * by provisional ids above any stored one; each change's primary is chosen by the rule among its
 * stored primary and its new reports; then the rows are inserted in two statements (first every
 * report whose change's primary is stored, or is itself; then those whose primary is another new
 * report, now with its id), then their features. A new report that takes over a stored change
 * (an official report of a change first seen in a press release) is inserted alone and the change
 * written as before (settleGrown), as such take-overs are few.
 */
import type { Db } from "../../db/client.ts";
import { insertNewUpdatesKeyed, type NewUpdate } from "../../db/queries/ingest.ts";
import { type ChangeReview, reviewOf } from "../../db/queries/report_changes.ts";
import {
  type ChangeMember,
  insertFeatures,
  lockedReports,
  lockGrouping,
} from "../../db/queries/report_features.ts";
import { primaryOf } from "../../domain/report_changes.ts";
import { type NewReport, planChanges, settleGrown } from "./group_reports.ts";
import type { ReportFeatures } from "./report_features.ts";
import { toStored } from "./stored_features.ts";

/** A new report to store: its row, features and whether it is official. */
export interface ReportToStore {
  row: NewUpdate;
  features: ReportFeatures;
  official: boolean;
}

/** What storing did: the rows inserted (by their sourceUrlKey) and how many joined a change. */
export interface StoredGrouped {
  inserted: { id: number; key: string }[];
  joined: number;
}

/**
 * The provisional id of the batch's i-th report: above any stored id (a serial stays far below
 * 2^52), in the batch's order, as the ids the inserts give them will be.
 */
const provisional = (i: number) => 2 ** 52 + i;
const isProvisional = (id: number) => id >= 2 ** 52;

/** A new change's review: pending, not yet reviewed. */
const PENDING: ChangeReview = {
  status: "pending",
  approvedAt: null,
  reviewedBy: null,
  reviewedAt: null,
};

/** How one new report is stored: the change it joins as it is inserted, if any. */
interface Placement {
  /** The primary: a stored report's id, or another new report's provisional id. */
  primaryId: number | null;
  /** The review of the stored change it joins (absent: pending). */
  review?: ChangeReview;
}

/** A new report as a member of a change, for the primary rule. */
function memberOf(report: NewReport, row: NewUpdate): ChangeMember {
  return {
    id: report.id,
    primaryId: null,
    official: report.official,
    publishDate: row.publishDate,
    status: "pending",
    approvedAt: null,
    reviewedBy: null,
    reviewedAt: null,
  };
}

/**
 * Where each new report goes (by provisional id), and the stored changes a new report takes over
 * (written after the insert by settleGrown).
 */
async function placements(
  tx: Db,
  reports: readonly NewReport[],
  rows: ReadonlyMap<number, NewUpdate>,
  assigned: ReadonlyMap<number, number>,
): Promise<{ placed: Map<number, Placement>; takenOver: Set<number> }> {
  const byChange = new Map<number, NewReport[]>();
  for (const report of reports) {
    const changeId = assigned.get(report.id)!;
    byChange.set(changeId, [...(byChange.get(changeId) ?? []), report]);
  }
  const storedIds = [...byChange.keys()].filter((id) => !isProvisional(id));
  const storedPrimaries = new Map(
    (await lockedReports(tx, { reportIds: storedIds })).map((m) => [m.id, m]),
  );
  const placed = new Map<number, Placement>();
  const takenOver = new Set<number>();
  for (const [changeId, news] of byChange) {
    const stored = storedPrimaries.get(changeId);
    const members = news.map((r) => memberOf(r, rows.get(r.id)!));
    const primary = primaryOf(stored ? [stored, ...members] : members);
    if (stored && primary.id !== stored.id) {
      takenOver.add(changeId);
      for (const r of news) placed.set(r.id, { primaryId: null });
      continue;
    }
    const review = stored ? reviewOf(stored) : undefined;
    for (const r of news) {
      placed.set(r.id, { primaryId: r.id === primary.id ? null : primary.id, review });
    }
  }
  return { placed, takenOver };
}

/**
 * Stores the new rows of one document grouped: each joins the change the rule finds for it (or
 * starts its own) as it is inserted. Rows whose sourceUrlKey is stored already are skipped, as
 * insertNewUpdatesKeyed skips them; a report whose new primary was so skipped starts its own
 * change.
 */
export async function insertGrouped(
  db: Db,
  toStore: readonly ReportToStore[],
): Promise<StoredGrouped> {
  if (toStore.length === 0) return { inserted: [], joined: 0 };
  return await db.transaction(async (tx) => {
    await lockGrouping(tx);
    const reports: NewReport[] = toStore.map((r, i) => ({
      id: provisional(i),
      features: r.features,
      official: r.official,
    }));
    const rows = new Map(reports.map((r, i) => [r.id, toStore[i]!.row]));
    const { assigned, copies } = await planChanges(tx, reports);
    const { placed, takenOver } = await placements(tx, reports, rows, assigned);

    // First every report whose primary is stored or itself, then those of a new primary.
    const realId = new Map<number, number>();
    let joined = 0;
    const insert = async (batch: NewReport[], joins: (p: Placement) => NewUpdate["joins"]) => {
      const joining = new Map(batch.map((r) => [r.id, joins(placed.get(r.id)!)]));
      const inserted = await insertNewUpdatesKeyed(
        tx,
        batch.map((r) => ({ ...rows.get(r.id)!, joins: joining.get(r.id) })),
      );
      const idByKey = new Map(inserted.map(({ id, key }) => [key, id]));
      for (const r of batch) {
        // The first row of a key is the one inserted: a later one of the batch was skipped.
        const key = rows.get(r.id)!.sourceUrlKey;
        const id = idByKey.get(key);
        idByKey.delete(key);
        if (id === undefined) continue;
        realId.set(r.id, id);
        if (joining.get(r.id)) joined++;
      }
      return inserted;
    };
    const ofNewPrimary = (r: NewReport) => isProvisional(placed.get(r.id)!.primaryId ?? 0);
    const joinsStored = ({ primaryId, review }: Placement) =>
      primaryId === null || !review ? null : { primaryId, ...review };
    const inserted = [
      ...await insert(reports.filter((r) => !ofNewPrimary(r)), joinsStored),
      ...await insert(reports.filter(ofNewPrimary), ({ primaryId }) => {
        const id = realId.get(primaryId!);
        return id === undefined ? null : { ...PENDING, primaryId: id };
      }),
    ];

    const stored = reports.filter((r) => realId.has(r.id));
    // Made as the statements take them: a batch of thousands is not made in one go.
    await insertFeatures(
      tx,
      stored.values().map((r) => {
        const holder = copies.get(r.id)?.id;
        const copyOf = holder === undefined
          ? null
          : isProvisional(holder)
          ? realId.get(holder) ?? null
          : holder;
        return toStored(realId.get(r.id)!, r.features, { official: r.official, copyOf });
      }),
    );
    // A take-over's reports are stored alone: settleGrown makes the change as before.
    const takingOver = new Map(
      stored.filter((r) => takenOver.has(assigned.get(r.id)!))
        .map((r) => [realId.get(r.id)!, assigned.get(r.id)!]),
    );
    if (takingOver.size > 0) await settleGrown(tx, { assigned: takingOver, grown: takenOver });
    return { inserted, joined: joined + takingOver.size };
  });
}
