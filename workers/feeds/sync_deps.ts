/**
 * What a sync needs, from the Settings: one translation for the server's sync buttons, the cron
 * tick and the worker loop, so that each reads SYNC_CONCURRENCY, SYNC_CLAIM_SECONDS,
 * SYNC_MIN_INTERVAL, ALLOW_PRIVATE_FETCH and PUBLIC_URL (WebSub callbacks, push/) the same way.
 */
import type { Db } from "../../db/client.ts";
import { type SecretBox, secretBoxOf } from "../../db/secrets/secret_box.ts";
import type { Analyser } from "../ai/analyser.ts";
import type { Settings } from "../settings.ts";
import type { PushSettings } from "./push/push_settings.ts";
import { SyncService } from "./sync_service.ts";

/** The parts of a sync that are not settings. */
export interface SyncParts {
  db: Db;
  analyser: Analyser;
  now: () => Date;
}

/** The WebSub subscriber's settings (PUBLIC_URL, ALLOW_PRIVATE_FETCH). */
export function pushSettingsOf(settings: Pick<Settings, "security" | "server">): PushSettings {
  return {
    publicUrl: settings.server.publicUrl,
    allowPrivate: settings.security.allowPrivateFetch,
  };
}

/**
 * The box of the sources' API keys under `settings` (SECRETS_KEY; else DATA_DIR's key file on
 * PGlite; null on PostgreSQL without SECRETS_KEY).
 */
export function secretsOf(settings: Pick<Settings, "security" | "database">): SecretBox | null {
  return secretBoxOf({
    secretsKey: settings.security.secretsKey,
    databaseUrl: settings.database.url,
    dataDir: settings.database.dataDir,
  });
}

/** The process's sync service for `parts` under `settings` (made once, by the entry point). */
export function syncServiceOf(
  settings: Pick<Settings, "sync" | "security" | "server" | "database">,
  parts: SyncParts,
): SyncService {
  return new SyncService({
    db: parts.db,
    analyser: parts.analyser,
    now: parts.now,
    allowPrivate: settings.security.allowPrivateFetch,
    secrets: secretsOf(settings),
    push: pushSettingsOf(settings),
    minIntervalSeconds: settings.sync.minIntervalSeconds,
    queue: { concurrency: settings.sync.concurrency, claimMs: settings.sync.claimMs },
  });
}
