/**
 * The environment, parsed once with zod: every variable of the README's table, checked and
 * defaulted here; api/settings.ts turns the result into the one Settings object.
 */
import { z } from "zod";
import { readFlag } from "./env_flag.ts";
import { safeMarketingUrl } from "./schemas/links.ts";
import { httpUrl } from "./schemas/urls.ts";
import { DEFAULT_GEMINI_MODEL } from "../workers/ai/gemini_model.ts";
import { DEFAULT_SYNC_MIN_INTERVAL_SECONDS } from "../domain/sync_schedule.ts";
import { DEFAULT_CLAIM_MS, DEFAULT_SYNC_CONCURRENCY } from "../workers/feeds/sync_queue_loop.ts";
import {
  DEFAULT_API_TOKEN_RATE_PER_MINUTE,
  DEFAULT_PASSWORD_HASHING,
  DEFAULT_POLL_MS,
} from "../workers/settings.ts";
import { isBlockedAddress, isIpLiteral } from "../workers/feeds/fetch/ip_ranges.ts";
import { parseRoleMap } from "./auth/oidc/role_map.ts";
import { isSecretKeyText } from "../db/secrets/secret_box.ts";

const PUBLIC_URL_INVALID =
  "PUBLIC_URL must be an http(s) URL such as https://legalwatch.example.com";
/**
 * An absolute http(s) URL without a query or fragment (a path is kept: a sub-folder install).
 * Links are built by appending to it, so even an empty "?" or "#" is refused.
 */
const baseUrl = z.string().refine((v) => !/[?#]/.test(v), PUBLIC_URL_INVALID)
  .pipe(httpUrl(PUBLIC_URL_INVALID));

const OIDC_ISSUER_INVALID = "OIDC_ISSUER must be an http(s) URL such as https://login.example.com";

/** The fields checkOidc reads. */
interface OidcEnv {
  OIDC_ISSUER?: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
  OIDC_ALLOWED_DOMAINS: string[];
  OIDC_ONLY: boolean;
  ALLOW_PRIVATE_FETCH: boolean;
}

/**
 * OWASP's weakest recommended Argon2id settings, which it rates alike: 7 MiB with 5 passes up to
 * 46 MiB with 1 (ADR 0195). Less memory, or less memory times passes, is refused.
 */
const ARGON2_MIN_MEMORY_KIB = 7_168;
const ARGON2_MIN_WORK = ARGON2_MIN_MEMORY_KIB * 5;

/** An unset or empty variable reads as undefined. */
const optional = z.string().trim().optional().transform((v) => v || undefined);
const flag = (fallback: boolean) => z.string().optional().transform((v) => readFlag(v, fallback));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: optional.refine((v) => !v || /^postgres(ql)?:\/\//.test(v), {
    message: "DATABASE_URL must start with postgres:// or postgresql://",
  }),
  DATA_DIR: z.string().trim().default("./.data"),
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  SEED_DEMO: flag(true),
  GEMINI_API_KEY: optional,
  // Encrypts the sources' API keys (issue 30; ADR 0170).
  SECRETS_KEY: optional.refine((v) => v === undefined || isSecretKeyText(v), {
    message: "SECRETS_KEY must be 32 random bytes in base64 (openssl rand -base64 32)",
  }),
  GEMINI_MODEL: optional.transform((v) => v ?? DEFAULT_GEMINI_MODEL),
  GEMINI_BASE_URL: optional,
  ALLOW_PRIVATE_FETCH: flag(false),
  SECURITY_QUESTION_RESET: flag(true),
  MARKETING_URL: optional.transform((v) => v ?? "/").refine((v) => safeMarketingUrl(v) !== null, {
    message: "MARKETING_URL must be a path starting with / or an http(s):// URL",
  }),
  ACCESS_LOG: flag(true),
  LISTING_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  CRON: flag(true),
  WORKERS_IN_SERVER: flag(true),
  SYNC_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(DEFAULT_SYNC_CONCURRENCY),
  SYNC_CLAIM_SECONDS: z.coerce.number().int().min(1).max(3600).default(DEFAULT_CLAIM_MS / 1000),
  SYNC_POLL_SECONDS: z.coerce.number().min(0.1).max(3600).default(DEFAULT_POLL_MS / 1000),
  // Seconds, as the issue names it (issue 26): no source is read more than once in this time.
  SYNC_MIN_INTERVAL: z.coerce.number().int().min(60).max(86_400)
    .default(DEFAULT_SYNC_MIN_INTERVAL_SECONDS),
  TRUST_PROXY: flag(false),
  API_TOKEN_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000)
    .default(DEFAULT_API_TOKEN_RATE_PER_MINUTE),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(ARGON2_MIN_MEMORY_KIB).max(1_048_576)
    .default(DEFAULT_PASSWORD_HASHING.memoryKiB),
  ARGON2_ITERATIONS: z.coerce.number().int().min(1).max(64)
    .default(DEFAULT_PASSWORD_HASHING.iterations),
  SMTP_URL: optional.refine((v) => !v || /^smtps?:\/\/[^/?#]+/i.test(v), {
    message: "SMTP_URL must look like smtp://user:pass@host:587 or smtps://host:465",
  }),
  MAIL_FROM: optional.transform((v) => v ?? "LegalWatch <alerts@localhost>"),
  PUBLIC_URL: optional.pipe(baseUrl.optional()),
  // Single sign-on (issue 28): on when OIDC_ISSUER is set; see checkOidc for what it then needs.
  OIDC_ISSUER: optional.pipe(httpUrl(OIDC_ISSUER_INVALID).optional()),
  OIDC_CLIENT_ID: optional,
  OIDC_CLIENT_SECRET: optional,
  OIDC_LABEL: optional.transform((v) => v ?? "SSO"),
  OIDC_ALLOWED_DOMAINS: optional.transform((v) =>
    (v ?? "").split(",").map((d) => d.trim().toLowerCase().replace(/^@/, "")).filter(Boolean)
  ),
  OIDC_ROLE_CLAIM: optional,
  OIDC_ROLE_MAP: optional.transform((v, ctx) => {
    const parsed = parseRoleMap(v ?? "");
    if ("map" in parsed) return parsed.map;
    ctx.addIssue({ code: "custom", message: `OIDC_ROLE_MAP: ${parsed.error}` });
    return z.NEVER;
  }),
  OIDC_ONLY: flag(false),
}).superRefine(checkOidc).superRefine(checkArgon2).transform((env) => ({
  ...env,
  // The base of every link in an alert message; without a trailing slash.
  PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
}));

function checkArgon2(
  env: { ARGON2_MEMORY_KIB: number; ARGON2_ITERATIONS: number },
  ctx: z.RefinementCtx,
): void {
  if (env.ARGON2_MEMORY_KIB * env.ARGON2_ITERATIONS >= ARGON2_MIN_WORK) return;
  ctx.addIssue({
    code: "custom",
    path: ["ARGON2_ITERATIONS"],
    message: `ARGON2_MEMORY_KIB × ARGON2_ITERATIONS must be at least ${ARGON2_MIN_WORK} ` +
      "(OWASP's minimum: 19456 × 2, 12288 × 3, 9216 × 4 or 7168 × 5)",
  });
}

/**
 * What single sign-on needs once OIDC_ISSUER is set: the client's credentials and at least one
 * allowed email domain (ADR 0136); an https issuer on a public address unless
 * ALLOW_PRIVATE_FETCH (names are checked again when fetched: api/auth/oidc/provider_fetch.ts).
 * OIDC_ONLY without an issuer would leave only superadmins able to sign in.
 */
function checkOidc(env: OidcEnv, ctx: z.RefinementCtx): void {
  const problem = (path: string, message: string) =>
    ctx.addIssue({ code: "custom", path: [path], message });
  if (!env.OIDC_ISSUER) {
    if (env.OIDC_ONLY) problem("OIDC_ONLY", "OIDC_ONLY=true needs OIDC_ISSUER");
    return;
  }
  if (!env.OIDC_CLIENT_ID) problem("OIDC_CLIENT_ID", "OIDC_ISSUER needs OIDC_CLIENT_ID");
  if (!env.OIDC_CLIENT_SECRET) {
    problem("OIDC_CLIENT_SECRET", "OIDC_ISSUER needs OIDC_CLIENT_SECRET");
  }
  if (env.OIDC_ALLOWED_DOMAINS.length === 0) {
    problem("OIDC_ALLOWED_DOMAINS", "OIDC_ISSUER needs OIDC_ALLOWED_DOMAINS (example.com,…)");
  }
  const issuer = new URL(env.OIDC_ISSUER);
  const host = issuer.hostname.replace(/^\[|\]$/g, "");
  const privateHost = host === "localhost" || (isIpLiteral(host) && isBlockedAddress(host));
  if ((issuer.protocol !== "https:" || privateHost) && !env.ALLOW_PRIVATE_FETCH) {
    problem(
      "OIDC_ISSUER",
      "OIDC_ISSUER must be https on a public address (or ALLOW_PRIVATE_FETCH)",
    );
  }
}

export type Env = z.infer<typeof EnvSchema>;

/** Parses an environment record; throws one readable error naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const { fieldErrors } = z.flattenError(result.error);
  const problems = Object.entries(fieldErrors).flatMap(([name, messages]) =>
    (messages as string[]).map((message) => `${name}: ${message}`)
  );
  throw new Error(`env: invalid configuration\n  ${problems.join("\n  ")}`);
}

/** The process environment, parsed. */
export function readEnv(): Env {
  return parseEnv(Deno.env.toObject());
}
