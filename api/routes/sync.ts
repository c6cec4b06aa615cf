/**
 * The sync buttons of Source Management (spec part 2 §7), superadmin only, mounted at /api:
 * - POST /rss-sources/sync: a full sync of every active source in the background, 202 at once;
 * - POST /rss-sources/:id/sync and POST /jurisdictions/:id/sync: one source or one
 *   jurisdiction's sources, inline, 200 with a summary (analysis continues in the background).
 * A sync already running (on any instance) is not started twice: 202 "Sync already in progress".
 * Guards are per route: this module is mounted at "/", where a `use()` would guard every path.
 */
import { type Context, Hono } from "hono";
import { findJurisdiction, sourceExists } from "../../db/queries/sources.ts";
import {
  startSync,
  type SyncDeps,
  type SyncScope,
  type SyncSummary,
} from "../../workers/feeds/sync_runner.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { requireRole } from "../middleware/require_role.ts";
import { SOURCE_MESSAGES } from "../schemas/sources.ts";
import { parseId } from "../path_id.ts";

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

/** The id of the path, or a 404 when it cannot be one (ids are positive 32-bit integers). */
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** One line for the toast: what was synced, and what failed. */
export function describeSummary(summary: SyncSummary): string {
  const tried = summary.sourcesSynced + summary.errors.length;
  if (tried === 0) return "No active sources to sync.";
  const failed = summary.errors.length ? `; ${summary.errors.length} failed` : "";
  return `Synced ${summary.sourcesSynced} of ${plural(tried, "source")}: ` +
    `${plural(summary.itemsInserted, "new update")}${failed}.`;
}

async function syncInline(c: Context<AppEnv>, scope: SyncScope) {
  const started = await startSync(depsOf(c), scope);
  if (!started) return c.json({ message: SYNC_MESSAGES.busy }, 202);
  // The analysis of the new updates goes on in the background (tracked by the runner).
  const summary = await started.summary;
  return c.json({ message: describeSummary(summary), ...summary }, 200);
}

export const sync = new Hono<AppEnv>()
  .post("/rss-sources/sync", requireRole("superadmin"), async (c) => {
    const started = await startSync(depsOf(c), { kind: "all" });
    // The runner logs a failure of the background work; nothing here awaits it.
    return c.json({ message: started ? SYNC_MESSAGES.started : SYNC_MESSAGES.busy }, 202);
  })
  .post("/rss-sources/:id/sync", requireRole("superadmin"), async (c) => {
    const id = parseId(c.req.param("id"), SYNC_MESSAGES.sourceNotFound);
    if (!await sourceExists(c.var.db, id)) throw new ApiError(404, SYNC_MESSAGES.sourceNotFound);
    return await syncInline(c, { kind: "source", id });
  })
  .post("/jurisdictions/:id/sync", requireRole("superadmin"), async (c) => {
    const id = parseId(c.req.param("id"), SYNC_MESSAGES.jurisdictionNotFound);
    if (!await findJurisdiction(c.var.db, id)) {
      throw new ApiError(404, SYNC_MESSAGES.jurisdictionNotFound);
    }
    return await syncInline(c, { kind: "jurisdiction", id });
  });
