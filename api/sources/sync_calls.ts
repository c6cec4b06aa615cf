/**
 * The sync buttons of Source Management (spec part 2 §7), shared by the rss-sources and
 * jurisdictions routes, over the sync queue (ADR 0057): a full sync and a
 * jurisdiction's sync mark the sources due now and answer 202 at once (the workers take them; with
 * WORKERS_IN_SERVER this process starts a round too); a source's sync claims it and runs inline,
 * answering a summary (the analysis of what it found continues in the background). A source that
 * a worker is syncing now is not synced twice: 202 "Sync already in progress".
 */
import type { Context } from "hono";
import { markSourcesDue } from "../../db/queries/sync_queue.ts";
import type { SyncSummary } from "../../workers/feeds/sync_service.ts";
import { MAX_ITEMS_PER_DOCUMENT } from "../../workers/feeds/parse/feed_types.ts";
import type { AppEnv } from "../context.ts";
import { SOURCE_MESSAGES } from "../schemas/sources.ts";

export const SYNC_MESSAGES = {
  started: "RSS sources sync started",
  busy: "Sync already in progress",
  nothingToSync: "No active sources to sync.",
  sourceNotFound: SOURCE_MESSAGES.sourceNotFound,
  jurisdictionNotFound: SOURCE_MESSAGES.jurisdictionNotFound,
} as const;

const count = (n: number) => n.toLocaleString("en-US");
const plural = (n: number, word: string) => `${count(n)} ${word}${n === 1 ? "" : "s"}`;

/**
 * One line for the toast: what was synced, what failed, and the items that could not be read
 * as they should (no link, so not stored; empty, or over a document's cap, so dropped by the
 * parser: ADR 0102; an unreadable date, so dated by the sync).
 */
export function describeSummary(summary: SyncSummary): string {
  const tried = summary.sourcesSynced + summary.errors.length;
  if (tried === 0) return SYNC_MESSAGES.nothingToSync;
  const notes = [plural(summary.itemsInserted, "new update")];
  if (summary.itemsRevised) notes.push(`${summary.itemsRevised} revised`);
  if (summary.itemsWithoutLink) {
    notes.push(`${plural(summary.itemsWithoutLink, "item")} without a link skipped`);
  }
  if (summary.emptyItems) notes.push(`${plural(summary.emptyItems, "empty item")} skipped`);
  if (summary.itemsOverCap) {
    notes.push(
      `${plural(summary.itemsOverCap, "item")} skipped ` +
        `(a document may carry at most ${count(MAX_ITEMS_PER_DOCUMENT)})`,
    );
  }
  if (summary.unreadableDates) {
    notes.push(`${plural(summary.unreadableDates, "unreadable date")} (sync time used)`);
  }
  if (summary.errors.length) notes.push(`${summary.errors.length} failed`);
  return `Synced ${summary.sourcesSynced} of ${plural(tried, "source")}: ${notes.join("; ")}.`;
}

/**
 * POST /api/rss-sources/sync (every active source) and /api/jurisdictions/{id}/sync (its
 * sources): mark them due now, 202 at once.
 */
export async function syncInBackground(
  c: Context<AppEnv>,
  scope: { kind: "all" } | { kind: "jurisdiction"; id: number },
) {
  const marked = await markSourcesDue(c.var.db, scope, c.var.now());
  if (marked === 0) return c.json({ message: SYNC_MESSAGES.nothingToSync }, 200);
  if (c.var.settings.sync.workersInServer) c.var.sync.requestRound();
  return c.json({ message: SYNC_MESSAGES.started }, 202);
}

/** POST /api/rss-sources/{id}/sync: that source, inline: 200 with the summary. */
export async function syncSourceInline(c: Context<AppEnv>, id: number) {
  const started = await c.var.sync.syncSourceNow(id);
  if (!started) return c.json({ message: SYNC_MESSAGES.busy }, 202);
  // The analysis of the new updates goes on in the background (tracked by the sync service).
  const summary = await started.summary;
  return c.json({ message: describeSummary(summary), ...summary }, 200);
}
