/**
 * The sync buttons of Source Management (spec part 2 §7), shared by the rss-sources and
 * jurisdictions routes: a full sync starts in the background and answers 202 at once; a sync of
 * one source or one jurisdiction's sources runs inline and answers a summary (the analysis of
 * what it found continues in the background). A sync already running (on any instance) is not
 * started twice: 202 "Sync already in progress".
 */
import type { Context } from "hono";
import {
  startSync,
  type SyncDeps,
  type SyncScope,
  type SyncSummary,
} from "../../workers/feeds/sync_runner.ts";
import type { AppEnv } from "../context.ts";
import { SOURCE_MESSAGES } from "../schemas/sources.ts";

export const SYNC_MESSAGES = {
  started: "RSS sources sync started",
  busy: "Sync already in progress",
  sourceNotFound: SOURCE_MESSAGES.sourceNotFound,
  jurisdictionNotFound: SOURCE_MESSAGES.jurisdictionNotFound,
} as const;

function depsOf(c: Context<AppEnv>): SyncDeps {
  return {
    db: c.var.db,
    analyser: c.var.analyser,
    now: c.var.now,
    allowPrivate: c.var.config.allowPrivateFetch ?? false,
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * One line for the toast: what was synced, what failed, and the items that could not be read
 * as they should (no link, so not stored; an unreadable date, so dated by the sync).
 */
export function describeSummary(summary: SyncSummary): string {
  const tried = summary.sourcesSynced + summary.errors.length;
  if (tried === 0) return "No active sources to sync.";
  const notes = [plural(summary.itemsInserted, "new update")];
  if (summary.itemsWithoutLink) {
    notes.push(`${plural(summary.itemsWithoutLink, "item")} without a link skipped`);
  }
  if (summary.unreadableDates) {
    notes.push(`${plural(summary.unreadableDates, "unreadable date")} (sync time used)`);
  }
  if (summary.errors.length) notes.push(`${summary.errors.length} failed`);
  return `Synced ${summary.sourcesSynced} of ${plural(tried, "source")}: ${notes.join("; ")}.`;
}

/** POST /api/rss-sources/sync: every active source, in the background; 202 at once. */
export async function syncAllInBackground(c: Context<AppEnv>) {
  const started = await startSync(depsOf(c), { kind: "all" });
  // The runner logs a failure of the background work; nothing here awaits it.
  return c.json({ message: started ? SYNC_MESSAGES.started : SYNC_MESSAGES.busy }, 202);
}

/** One source or one jurisdiction's sources, inline: 200 with the summary. */
export async function syncInline(c: Context<AppEnv>, scope: SyncScope) {
  const started = await startSync(depsOf(c), scope);
  if (!started) return c.json({ message: SYNC_MESSAGES.busy }, 202);
  // The analysis of the new updates goes on in the background (tracked by the runner).
  const summary = await started.summary;
  return c.json({ message: describeSummary(summary), ...summary }, 200);
}
