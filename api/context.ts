/** The typed context every route and middleware shares. */
import type { Db } from "../db/client.ts";
import type { Role } from "../domain/roles.ts";
import type { Analyser } from "../workers/ai/analyser.ts";
import type { AlertSettings } from "../workers/alerts/settings.ts";
import type { TestSlots } from "./alerts/test_slots.ts";
import type { AnswerCache } from "./answer_cache.ts";
import type { PreparedJson } from "./fast_json.ts";

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

/** What createApp needs from outside; tests pass their own clock and database. */
export interface AppDeps {
  db: Db;
  config: AppConfig;
  /** The AI analysis (Gemini or the offline rules) used by manual updates and reports. */
  analyser: Analyser;
  /** Current time; tests move it to step over throttle windows and expiries. */
  now?: () => Date;
  /** Folder holding the built web bundle (index.html and assets/). */
  webRoot?: string;
}

export interface AppConfig {
  securityQuestionReset: boolean;
  marketingUrl: string;
  accessLog: boolean;
  /**
   * ALLOW_PRIVATE_FETCH: server-side fetches may reach loopback and private addresses.
   * Absent means false.
   */
  allowPrivateFetch?: boolean;
  /**
   * WORKERS_IN_SERVER: a manual sync also starts a round in this process (default true); with
   * false only the dedicated workers (`deno task worker`) take the sources marked due.
   */
  workersInServer?: boolean;
  /** SYNC_CONCURRENCY and SYNC_CLAIM_SECONDS (in ms), for the syncs this process runs. */
  syncConcurrency?: number;
  claimMs?: number;
  /** How long listing answers that are the same for everyone are kept (0 or absent: off). */
  listingCacheMs?: number;
  /**
   * TRUST_PROXY: believe X-Forwarded-For and X-Forwarded-Proto (api/request_origin.ts). Absent
   * means false.
   */
  trustProxy?: boolean;
  /**
   * PUBLIC_URL, SMTP_URL, MAIL_FROM and DATA_DIR/outbox, for the alerts' feed URLs, test messages
   * and calendar links. Absent (tests and benches that do not reach alerts): links use the
   * request's own origin and mail goes to ./.data/outbox (api/alerts/settings.ts).
   */
  alerts?: AlertSettings;
}

export interface AppEnv {
  Variables: {
    db: Db;
    config: AppConfig;
    analyser: Analyser;
    /** Shared listing answers (api/answer_cache.ts), emptied by every successful write. */
    listingCache: AnswerCache<PreparedJson>;
    /** The alert tests in flight in this process (api/alerts/test_slots.ts). */
    alertTestSlots: TestSlots;
    now: () => Date;
    user: SessionUser | null;
    session: SessionInfo | null;
  };
}
