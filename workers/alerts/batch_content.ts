/**
 * What the messages of one claimed batch show: the batch's updates (and the revisions some
 * deliveries announce) read in a few statements, then each message's content built from them: an
 * alert's approvals in one message, one per change (content.ts), its revisions in another
 * (revision_content.ts).
 */
import type { Db } from "../../db/client.ts";
import {
  type ClaimedDelivery,
  type MessageUpdate,
  updatesForMessages,
} from "../../db/queries/alert_deliveries.ts";
import { revisionPairs } from "../../db/queries/revision_history.ts";
import type { AlertFrequency } from "../../domain/alerts.ts";
import { type AlertContent, alertContent } from "./content.ts";
import type { Redline } from "./redlines.ts";
import { revisionContent } from "./revision_content.ts";

/** The message a delivery travels in: its alert's, or its alert's message of revisions. */
export const messageOf = (d: ClaimedDelivery) =>
  d.revisionId === null ? `${d.alertId}` : `${d.alertId}r`;

/**
 * A message's approvals, one per change (issue 27): another report whose change's primary is in
 * the message too is left out, since the primary lists it (ADR 0144).
 */
export function oncePerChange(updates: readonly MessageUpdate[]): MessageUpdate[] {
  const ids = new Set(updates.map((u) => u.id));
  const seen = new Set<number>();
  return updates.filter((u) => {
    const change = u.changeId ?? u.id;
    if (u.id !== change && ids.has(change)) return false;
    if (seen.has(change)) return false;
    seen.add(change);
    return true;
  });
}

/** Builds the content of one message: `rows` are all approvals, or all revisions, of `alert`. */
export type ContentOf = (
  alert: { id: number; name: string; frequency: AlertFrequency },
  rows: readonly ClaimedDelivery[],
) => AlertContent;

/**
 * Reads what the batch's messages show; answers the builder of each message's content. `redline`
 * is the run's (redlines.ts), so a revision sent to many alerts is compared once.
 */
export async function batchContents(
  db: Db,
  claimed: readonly ClaimedDelivery[],
  options: { publicUrl: string; redline: Redline },
): Promise<ContentOf> {
  const { publicUrl, redline } = options;
  const updates = new Map(
    (await updatesForMessages(db, [...new Set(claimed.map((d) => d.legalUpdateId))]))
      .map((u) => [u.id, u]),
  );
  const revisions = await revisionPairs(db, claimed.flatMap((d) => d.revisionId ?? []));
  return (alert, rows) => {
    if (rows[0]?.revisionId === null) {
      const shown = oncePerChange(rows.flatMap((r) => updates.get(r.legalUpdateId) ?? []))
        .sort((a, b) => b.publishDate.getTime() - a.publishDate.getTime());
      return alertContent(alert, shown, { publicUrl });
    }
    const revised = rows.flatMap((r) => {
      const update = updates.get(r.legalUpdateId);
      const pair = r.revisionId === null ? undefined : revisions.get(r.revisionId);
      return update && pair ? [{ update, pair }] : [];
    }).sort((a, b) => b.pair.seenAt.getTime() - a.pair.seenAt.getTime());
    return revisionContent(alert, revised, { publicUrl, redline });
  };
}
