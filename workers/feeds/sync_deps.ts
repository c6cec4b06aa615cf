/**
 * What a sync needs, from the Settings: one translation for the server's sync buttons, the cron
 * tick and the worker loop, so that each reads SYNC_CONCURRENCY, SYNC_CLAIM_SECONDS and
 * ALLOW_PRIVATE_FETCH the same way.
 */
import type { Db } from "../../db/client.ts";
import type { Analyser } from "../ai/analyser.ts";
import type { Settings } from "../settings.ts";
import type { QueueOptions } from "./sync_queue_loop.ts";
import type { SyncDeps } from "./sync_runner.ts";

/** The parts of a sync that are not settings. */
export interface SyncParts {
  db: Db;
  analyser: Analyser;
  now: () => Date;
}

/** SyncDeps for `parts` under `settings`; `queue` adds the caller's stop and abort signals. */
export function syncDepsOf(
  settings: Pick<Settings, "sync" | "security">,
  parts: SyncParts,
  queue: Pick<QueueOptions, "stop" | "abort"> = {},
): SyncDeps {
  return {
    db: parts.db,
    analyser: parts.analyser,
    now: parts.now,
    allowPrivate: settings.security.allowPrivateFetch,
    queue: { concurrency: settings.sync.concurrency, claimMs: settings.sync.claimMs, ...queue },
  };
}
