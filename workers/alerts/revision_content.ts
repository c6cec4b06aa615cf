/**
 * What a message about revisions says (ADR 0082): each revised
 * update as content.ts shows updates, plus its revision and the word-level redline from the text
 * before; a "Revised" subject and heading; and the one line of changed words that the chat
 * messages and emails print.
 */
import type { MessageUpdate } from "../../db/queries/alert_deliveries.ts";
import type { RevisionPair } from "../../db/queries/revision_history.ts";
import type { AlertFrequency } from "../../domain/alerts.ts";
import { changedWords } from "../revisions/word_diff.ts";
import { type AlertContent, plural, type UpdateView, updateView } from "./content.ts";
import { type Redline, redlineOf } from "./redlines.ts";

/** The longest changed-words line of a chat message or email. */
export const CHANGES_LINE_MAX = 400;

/** A revised update of a message: the update and its revision with the text before. */
export interface RevisedUpdate {
  update: MessageUpdate;
  pair: RevisionPair;
}

function view(item: RevisedUpdate, options: { publicUrl: string; redline: Redline }): UpdateView {
  const { pair } = item;
  return {
    ...updateView(item.update, options.publicUrl),
    revision: {
      id: pair.revisionId,
      seenAt: pair.seenAt.toISOString(),
      diff: options.redline(pair),
    },
  };
}

/**
 * The content of a message of `alert` about revised updates (in the order given); `redline`
 * gives each revision's (the worker passes its run's cache, redlines.ts).
 */
export function revisionContent(
  alert: { id: number; name: string; frequency: AlertFrequency },
  items: readonly RevisedUpdate[],
  options: { publicUrl: string; redline?: Redline },
): AlertContent {
  const redline = options.redline ?? redlineOf;
  const views = items.map((item) => view(item, { publicUrl: options.publicUrl, redline }));
  const n = views.length;
  const subject = n === 1
    ? `LegalWatch: Revised: ${views[0]!.title}`
    : `LegalWatch: ${plural(n, "revised update")} for “${alert.name}”`;
  const heading = alert.frequency === "instant"
    ? `Revised: ${plural(n, "legal update")} matching your alert`
    : `Your ${alert.frequency} digest: ${plural(n, "revised legal update")}`;
  return {
    alertId: alert.id,
    alertName: alert.name,
    frequency: alert.frequency,
    test: false,
    revised: true,
    subject,
    heading,
    updates: views,
    manageUrl: `${options.publicUrl}/alerts`,
  };
}

/**
 * "Revised: removed “30”; added “15”": the changed words of a revised update, in order, cut at
 * CHANGES_LINE_MAX characters; null for an update that is not a revision.
 */
export function changesLine(update: UpdateView): string | null {
  if (!update.revision) return null;
  const parts = changedWords(update.revision.diff)
    .map((p) => `${p.op === "delete" ? "removed" : "added"} “${p.text}”`);
  const line = `Revised: ${parts.length ? parts.join("; ") : "the text changed"}`;
  return line.length > CHANGES_LINE_MAX ? `${line.slice(0, CHANGES_LINE_MAX - 1)}…` : line;
}
