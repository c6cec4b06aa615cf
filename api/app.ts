/**
 * createApp(deps) builds the whole HTTP application without side effects: tests call
 * `app.request()` on it, api/main.ts hands it to Deno.serve.
 */
import { secretsOf } from "../workers/feeds/sync_deps.ts";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { TestSlots } from "./alerts/test_slots.ts";
import { AnswerCache } from "./answer_cache.ts";
import { SessionCache } from "./auth/session_cache.ts";
import type { AppDeps, AppEnv } from "./context.ts";
import type { PreparedJson } from "./fast_json.ts";
import { ApiError } from "./errors.ts";
import { accessLog } from "./middleware/access_log.ts";
import { csrf } from "./middleware/csrf.ts";
import { refuseBadBytes } from "./middleware/bad_bytes.ts";
import { apiNotFound, errorHandler } from "./middleware/errors.ts";
import { noStoreWhenSignedIn } from "./middleware/no_store.ts";
import { securityHeaders } from "./middleware/security_headers.ts";
import { COMPRESS_THRESHOLD, smallAnswerLength } from "./middleware/small_answer_length.ts";
import { session } from "./middleware/session.ts";
import { bearerAuth, unlessBearer } from "./middleware/bearer.ts";
import { TokenRateLimiter } from "./auth/token_rate_limit.ts";
import { validateResponses } from "./openapi/validate_responses.ts";
import { admin } from "./routes/admin.ts";
import { alerts } from "./routes/alerts.ts";
import { apiDocs } from "./routes/api_docs.ts";
import { auth } from "./routes/auth.ts";
import { calendar } from "./routes/calendar.ts";
import { config } from "./routes/config.ts";
import { health } from "./routes/health.ts";
import { jurisdictions } from "./routes/jurisdictions.ts";
import { legalUpdates } from "./routes/legal_updates.ts";
import { legislativeTerms } from "./routes/legislative_terms.ts";
import { oidcSignIn } from "./routes/oidc.ts";
import { rssSources } from "./routes/rss_sources.ts";
import { rssSourcesPublic } from "./routes/rss_sources_public.ts";
import { logoutRedirect } from "./routes/sign_in.ts";
import { statistics } from "./routes/statistics.ts";
import { tasks } from "./routes/tasks.ts";
import { register } from "./routes/register.ts";
import { unlessEvidenceUpload } from "./register/evidence/body_limit.ts";
import { controls } from "./routes/controls.ts";
import { horizon } from "./routes/horizon.ts";
import { users } from "./routes/users.ts";
import { websub } from "./routes/websub.ts";
import { serveWeb } from "./static.ts";

export const MAX_BODY_BYTES = 1024 * 1024;
const DEFAULT_WEB_ROOT = new URL("../web/dist", import.meta.url).pathname;

/** How the app is built beyond its dependencies. */
export interface AppOptions {
  /**
   * Check every /api answer against its declared schema (api/openapi/validate_responses.ts): an
   * answer that drifts becomes a 500 that names the problem. Tests only (api/testing.ts).
   */
  validateResponses?: boolean;
}

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const now = deps.now ?? (() => new Date());
  const listingCache = new AnswerCache<PreparedJson>(deps.settings.server.listingCacheMs, { now });
  const alertTestSlots = new TestSlots();
  // One per instance: another instance's changes reach it within its TTL (ADR 0139).
  const sessionCache = new SessionCache();
  const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
  const tokenLimiter = new TokenRateLimiter(deps.settings.security.apiTokenRatePerMinute);
  const secrets = secretsOf(deps.settings);

  const api = new Hono<AppEnv>();
  if (options.validateResponses) api.use(validateResponses());
  const routes = api
    .use(async (c, next) => {
      c.set("db", deps.db);
      c.set("settings", deps.settings);
      c.set("analyser", deps.analyser);
      c.set("sync", deps.sync);
      c.set("alertRunner", deps.alertRunner);
      c.set("secrets", secrets);
      c.set("listingCache", listingCache);
      c.set("alertTestSlots", alertTestSlots);
      c.set("sessionCache", sessionCache);
      c.set("now", now);
      await next();
      // A successful write may change what the listing shows: forget the kept answers. Writes
      // under /api/auth (sign-in, favorites, profile, reports) and /api/alerts only touch the
      // caller's own data.
      const write = !SAFE_METHODS.has(c.req.method) && c.res.status < 400;
      const ownData = c.req.path.startsWith("/api/auth/") || c.req.path.startsWith("/api/alerts");
      if (write && !ownData) listingCache.clear();
    })
    // The hubs' callbacks, before the browser's rules (CSRF, session, 1 MiB): see websub.ts.
    .route("/websub", websub)
    // A personal API token (issue 28): no cookie is involved, so neither CSRF nor the session.
    .use(bearerAuth({ limiter: tokenLimiter }))
    // RFC 8058: mail providers POST the one-click unsubscribe without an Origin (ADR 0075).
    .use(unlessBearer(csrf({ exempt: [/^\/api\/alerts\/unsubscribe\/[^/]+$/] })))
    // An evidence upload has its own 10 MB limit, in front of its route (ADR 0149).
    .use(unlessEvidenceUpload(bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, "The request body is too large (at most 1 MiB).");
      },
    })))
    .use(refuseBadBytes())
    .use(unlessBearer(session()))
    .use(noStoreWhenSignedIn())
    // One mount per prefix; each module guards itself at its top.
    .route("/health", health)
    .route("/config", config)
    .route("/auth/oidc", oidcSignIn(deps.settings, now))
    .route("/auth", auth)
    .route("/logout", logoutRedirect)
    .route("/statistics", statistics)
    .route("/legal-updates", legalUpdates)
    .route("/admin", admin)
    .route("/jurisdictions", jurisdictions)
    .route("/rss-sources", rssSources)
    .route("/rss-sources-public", rssSourcesPublic)
    .route("/legislative-terms", legislativeTerms)
    .route("/tasks", tasks)
    .route("/register", register)
    .route("/controls", controls)
    .route("/horizon", horizon)
    .route("/users", users)
    .route("/alerts", alerts)
    .route("/calendar", calendar)
    .route("/", apiDocs())
    .all("/*", apiNotFound);

  api.onError(errorHandler);

  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("settings", deps.settings); // the security headers read TRUST_PROXY on every answer
    await next();
  });
  if (deps.settings.server.accessLog) app.use(accessLog());
  app.use(securityHeaders());
  app.use(compress({ threshold: COMPRESS_THRESHOLD }));
  app.use(smallAnswerLength(COMPRESS_THRESHOLD)); // so that compress() sees how small it is
  app.route("/api", routes);
  app.use(serveWeb(deps.webRoot ?? DEFAULT_WEB_ROOT));
  app.onError(errorHandler);
  return app;
}

export type AppType = ReturnType<typeof createApp>;
