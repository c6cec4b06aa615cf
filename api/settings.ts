/**
 * Builds the one Settings object (workers/settings.ts) from the parsed environment: the only
 * place that knows which variable feeds which field. api/main.ts and the scripts call it once.
 */
import type { Settings } from "../workers/settings.ts";
import { type Env, readEnv } from "./env.ts";

/** The settings an environment describes; durations become milliseconds. */
export function settingsFromEnv(env: Env): Settings {
  return {
    server: {
      port: env.PORT,
      host: env.HOST,
      publicUrl: env.PUBLIC_URL,
      marketingUrl: env.MARKETING_URL,
      accessLog: env.ACCESS_LOG,
      listingCacheMs: env.LISTING_CACHE_MS,
      cron: env.CRON,
    },
    database: {
      url: env.DATABASE_URL ?? null,
      dataDir: env.DATA_DIR,
      adminEmail: env.ADMIN_EMAIL ?? null,
      adminPassword: env.ADMIN_PASSWORD ?? null,
      seedDemo: env.SEED_DEMO,
    },
    sync: {
      workersInServer: env.WORKERS_IN_SERVER,
      concurrency: env.SYNC_CONCURRENCY,
      claimMs: env.SYNC_CLAIM_SECONDS * 1000,
      pollMs: env.SYNC_POLL_SECONDS * 1000,
      minIntervalSeconds: env.SYNC_MIN_INTERVAL,
    },
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM, outboxDir: outboxDir(env) },
    ai: {
      geminiApiKey: env.GEMINI_API_KEY ?? null,
      geminiModel: env.GEMINI_MODEL,
      geminiBaseUrl: env.GEMINI_BASE_URL ?? null,
    },
    oidc: {
      issuer: env.OIDC_ISSUER ?? null,
      clientId: env.OIDC_CLIENT_ID ?? "",
      clientSecret: env.OIDC_CLIENT_SECRET ?? "",
      label: env.OIDC_LABEL,
      allowedDomains: env.OIDC_ALLOWED_DOMAINS,
      roleClaim: env.OIDC_ROLE_CLAIM ?? null,
      roleMap: env.OIDC_ROLE_MAP,
      only: env.OIDC_ONLY,
    },
    security: {
      allowPrivateFetch: env.ALLOW_PRIVATE_FETCH,
      trustProxy: env.TRUST_PROXY,
      securityQuestionReset: env.SECURITY_QUESTION_RESET,
      apiTokenRatePerMinute: env.API_TOKEN_RATE_PER_MINUTE,
      passwordHashing: { memoryKiB: env.ARGON2_MEMORY_KIB, iterations: env.ARGON2_ITERATIONS },
      secretsKey: env.SECRETS_KEY ?? null,
    },
  };
}

/** The process environment's settings. */
export function readSettings(): Settings {
  return settingsFromEnv(readEnv());
}

/** Where alert emails are written without SMTP_URL. */
function outboxDir(env: Pick<Env, "DATA_DIR">): string {
  return `${env.DATA_DIR.replace(/\/+$/, "")}/outbox`;
}

/** The SMTP server's host and port, for the start banner (never the password). */
export function smtpHost(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return "SMTP_URL";
  }
}
