/** The typed context every route and middleware shares. */
import type { Db } from "../db/client.ts";
import type { Role } from "../domain/roles.ts";
import type { Analyser } from "../workers/ai/analyser.ts";
import type { AlertRunner } from "../workers/alerts/alert_runner.ts";
import type { SyncService } from "../workers/feeds/sync_service.ts";
import type { Settings } from "../workers/settings.ts";
import type { TestSlots } from "./alerts/test_slots.ts";
import type { AnswerCache } from "./answer_cache.ts";
import type { SessionCache } from "./auth/session_cache.ts";
import type { PreparedJson } from "./fast_json.ts";
import type { ApiTokenCaller } from "./auth/api_tokens.ts";
import type { SecretBox } from "../db/secrets/secret_box.ts";

/** The signed-in user as the server sees it (never sent as is: see toPublicUser). */
export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  firstName: string | null;
}

export interface SessionInfo {
  id: string;
  userId: string;
  expiresAt: Date;
  setupOnly: boolean;
}

/** What createApp needs from outside; tests pass their own clock, database and settings. */
export interface AppDeps {
  db: Db;
  /** The one Settings object (api/settings.ts builds it; tests use testSettings()). */
  settings: Settings;
  /** The AI analysis (Gemini or the offline rules) used by manual updates and reports. */
  analyser: Analyser;
  /** The process's sync service (the sync buttons start its rounds; main stops it). */
  sync: SyncService;
  /** The process's alert runner: kicked after an approval commits (ADR 0118). */
  alertRunner: AlertRunner;
  /** Current time; tests move it to step over throttle windows and expiries. */
  now?: () => Date;
  /** Folder holding the built web bundle (index.html and assets/). */
  webRoot?: string;
}

export interface AppEnv {
  Variables: {
    db: Db;
    settings: Settings;
    analyser: Analyser;
    sync: SyncService;
    alertRunner: AlertRunner;
    /** Encrypts the sources' API keys; null on PostgreSQL without SECRETS_KEY (issue 30). */
    secrets: SecretBox | null;
    /** Shared listing answers (api/answer_cache.ts), emptied by every successful write. */
    listingCache: AnswerCache<PreparedJson>;
    /** The alert tests in flight in this process (api/alerts/test_slots.ts). */
    alertTestSlots: TestSlots;
    /** Sessions checked lately (api/auth/session_cache.ts); invalidateAuth empties it. */
    sessionCache: SessionCache;
    now: () => Date;
    user: SessionUser | null;
    session: SessionInfo | null;
    /** Set when the request came with `Authorization: Bearer lw_…` (middleware/bearer.ts). */
    apiToken: ApiTokenCaller | null;
  };
}
