/**
 * The one typed Settings object: everything configurable about LegalWatch, grouped, every field
 * required. api/settings.ts builds it once from the parsed environment (api/env.ts); api/main.ts
 * and the scripts pass it down to the app, the loops and the crons. It lives at the workers'
 * level so that the workers may name its type (ADR 0098). The README's table
 * of variables lists each field's variable and default.
 */
import { DEFAULT_GEMINI_MODEL } from "./ai/gemini_model.ts";
import { DEFAULT_SYNC_MIN_INTERVAL_SECONDS } from "../domain/sync_schedule.ts";
import { DEFAULT_CLAIM_MS, DEFAULT_SYNC_CONCURRENCY } from "./feeds/sync_queue_loop.ts";

/** How often an idle worker (or the server's own loop) looks for due sources, by default. */
export const DEFAULT_POLL_MS = 15_000;

/** Requests one API token may make a minute, by default (issue 28). */
export const DEFAULT_API_TOKEN_RATE_PER_MINUTE = 600;

/** Argon2id's cost for the passwords and security answers LegalWatch hashes (ADR 0195). */
export interface PasswordHashing {
  /** Memory per hash, in KiB. */
  memoryKiB: number;
  /** Passes over that memory. */
  iterations: number;
}

/** OWASP's first recommended Argon2id setting: 19 MiB, 2 passes (about 150 ms of CPU a hash). */
export const DEFAULT_PASSWORD_HASHING: PasswordHashing = { memoryKiB: 19_456, iterations: 2 };

/**
 * The cheapest Argon2id there is, for tests' accounts and testSettings: the suite hashes and
 * checks passwords hundreds of times, and what it asserts does not depend on the cost.
 */
export const TEST_PASSWORD_HASHING: PasswordHashing = { memoryKiB: 8, iterations: 1 };

/** Where mail goes (alerts, health reports, email changes). */
export interface MailSettings {
  /** SMTP_URL, smtp://user:pass@host:587 or smtps://…; null writes .eml files to `outboxDir`. */
  smtpUrl: string | null;
  /** MAIL_FROM: the From header. */
  from: string;
  /** DATA_DIR/outbox. */
  outboxDir: string;
}

/** The AI analysis: Gemini when a key is set, the offline rules otherwise. */
export interface AiSettings {
  /** GEMINI_API_KEY; null (or blank) analyses offline. */
  geminiApiKey: string | null;
  /** GEMINI_MODEL. */
  geminiModel: string;
  /** GEMINI_BASE_URL; null is Google's endpoint. */
  geminiBaseUrl: string | null;
}

/** Single sign-on with OpenID Connect (issue 28); off while `issuer` is null. */
export interface OidcSettings {
  /** OIDC_ISSUER: discovery starts at its /.well-known/openid-configuration; null: no SSO. */
  issuer: string | null;
  /** OIDC_CLIENT_ID. */
  clientId: string;
  /** OIDC_CLIENT_SECRET, sent as client_secret_basic. */
  clientSecret: string;
  /** OIDC_LABEL: the sign-in button says "Sign in with {label}". */
  label: string;
  /** OIDC_ALLOWED_DOMAINS, lower-cased: the email domains that may sign in. */
  allowedDomains: readonly string[];
  /** OIDC_ROLE_CLAIM: the ID token claim read at an account's first sign-in; null: role user. */
  roleClaim: string | null;
  /** OIDC_ROLE_MAP: claim value → role (user or admin, never superadmin). */
  roleMap: ReadonlyMap<string, "user" | "admin">;
  /** OIDC_ONLY: password sign-in only for superadmins (break-glass). */
  only: boolean;
}

export interface Settings {
  server: {
    /** PORT. */
    port: number;
    /** HOST. */
    host: string;
    /** PUBLIC_URL without a trailing slash: the base of every link in emails, feeds, calendars. */
    publicUrl: string;
    /** MARKETING_URL: the sign-in screen's home link. */
    marketingUrl: string;
    /** ACCESS_LOG: one log line per request. */
    accessLog: boolean;
    /** LISTING_CACHE_MS: how long same-for-everyone listing answers are kept (0: off). */
    listingCacheMs: number;
    /** CRON: false makes every scheduled job, and the server's own loop, do nothing (tests). */
    cron: boolean;
  };
  database: {
    /** DATABASE_URL; null uses the embedded PGlite in `dataDir`. */
    url: string | null;
    /** DATA_DIR. */
    dataDir: string;
    /** ADMIN_EMAIL; null is the bootstrap's default address. */
    adminEmail: string | null;
    /** ADMIN_PASSWORD; null generates one (printed once). */
    adminPassword: string | null;
    /** SEED_DEMO. */
    seedDemo: boolean;
  };
  sync: {
    /** WORKERS_IN_SERVER: the server runs the sync and analysis loops itself. */
    workersInServer: boolean;
    /** SYNC_CONCURRENCY: sources one process syncs at once. */
    concurrency: number;
    /** SYNC_CLAIM_SECONDS, in ms: how long a worker's claim on a source lasts. */
    claimMs: number;
    /** SYNC_POLL_SECONDS, in ms: how often an idle loop (server or worker) looks for due sources. */
    pollMs: number;
    /** SYNC_MIN_INTERVAL, in seconds: no source is read more than once in this time (issue 26). */
    minIntervalSeconds: number;
  };
  mail: MailSettings;
  ai: AiSettings;
  oidc: OidcSettings;
  security: {
    /** ALLOW_PRIVATE_FETCH: server-side fetches (feeds, webhooks) may reach private addresses. */
    allowPrivateFetch: boolean;
    /** TRUST_PROXY: believe X-Forwarded-For and X-Forwarded-Proto (api/request_origin.ts). */
    trustProxy: boolean;
    /** SECURITY_QUESTION_RESET: the self-service password reset is on. */
    securityQuestionReset: boolean;
    /** API_TOKEN_RATE_PER_MINUTE: requests each API token may make a minute, per instance. */
    apiTokenRatePerMinute: number;
    /** ARGON2_MEMORY_KIB and ARGON2_ITERATIONS: the cost of every password hash made. */
    passwordHashing: PasswordHashing;
    /**
     * SECRETS_KEY (base64 of 32 bytes): encrypts the sources' API keys; null generates one into
     * DATA_DIR on PGlite, and refuses to store keys on PostgreSQL (db/secrets/secret_box.ts).
     */
    secretsKey: string | null;
  };
}

/** The SECRETS_KEY of testSettings (a fixed, public value: tests only). */
export const TEST_SECRETS_KEY = "ZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXp7fH1+f4CBgoM=";

/** Overrides for testSettings: any fields of any group. */
export type SettingsOverrides = { [G in keyof Settings]?: Partial<Settings[G]> };

/**
 * Settings for tests and benches: links on http://localhost (the test client's origin), mail to
 * a temp outbox, offline analysis, no scheduled jobs, no access log, the cheapest password
 * hashing; the sync defaults of production. Each group of `overrides` is merged over these.
 */
export function testSettings(overrides: SettingsOverrides = {}): Settings {
  return {
    server: {
      port: 0,
      host: "127.0.0.1",
      publicUrl: "http://localhost",
      marketingUrl: "/",
      accessLog: false,
      listingCacheMs: 0,
      cron: false,
      ...overrides.server,
    },
    database: {
      url: null,
      dataDir: "/tmp/legalwatch-test-data",
      adminEmail: null,
      adminPassword: null,
      seedDemo: false,
      ...overrides.database,
    },
    sync: {
      workersInServer: true,
      concurrency: DEFAULT_SYNC_CONCURRENCY,
      claimMs: DEFAULT_CLAIM_MS,
      pollMs: DEFAULT_POLL_MS,
      minIntervalSeconds: DEFAULT_SYNC_MIN_INTERVAL_SECONDS,
      ...overrides.sync,
    },
    mail: {
      smtpUrl: null,
      from: "LegalWatch <alerts@lw.example>",
      outboxDir: "/tmp/legalwatch-test-outbox",
      ...overrides.mail,
    },
    ai: {
      geminiApiKey: null,
      geminiModel: DEFAULT_GEMINI_MODEL,
      geminiBaseUrl: null,
      ...overrides.ai,
    },
    oidc: {
      issuer: null,
      clientId: "",
      clientSecret: "",
      label: "SSO",
      allowedDomains: [],
      roleClaim: null,
      roleMap: new Map(),
      only: false,
      ...overrides.oidc,
    },
    security: {
      allowPrivateFetch: false,
      trustProxy: false,
      securityQuestionReset: true,
      apiTokenRatePerMinute: DEFAULT_API_TOKEN_RATE_PER_MINUTE,
      passwordHashing: TEST_PASSWORD_HASHING,
      secretsKey: TEST_SECRETS_KEY,
      ...overrides.security,
    },
  };
}
