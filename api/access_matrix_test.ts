/**
 * The access matrix (spec DECISIONS.md "Access"): every route of the application, listed from the
 * Hono app itself, is called as anonymous, user, admin and superadmin, and the guard's decision
 * (401 / 403 / let through) is checked against the table below. A route the table does not
 * classify fails the test, so that no new route can ship without deciding who may call it.
 *
 * Only the guard is under test: "let through" means any status other than 401 and 403 (a 400
 * for the empty body or a 404 for the made-up id is fine).
 *
 * Every route is called the same way with personal API tokens (`Authorization: Bearer`, issue
 * 28) of each role and scope, without Origin or cookie: the bearer column.
 *
 * Each prefix is mounted once (api/app.ts) and each module states its guard at its top, scoped
 * by path or method where its routes differ; so a path without a route below a guarded one
 * meets the guard before the 404 (the last test).
 */
import assert from "node:assert/strict";
import { createSession, SESSION_COOKIE } from "./auth/session.ts";
import { dbTest } from "../db/testing.ts";
import { type ApiTokenScope, scopeForMethod } from "../domain/api_tokens.ts";
import type { Role } from "../domain/roles.ts";
import { testSettings } from "../workers/settings.ts";
import {
  bearerRequest,
  createTestApp,
  makeApiToken,
  makeUser,
  TEST_PASSWORD,
  TestClient,
} from "./testing.ts";

/** Who may call a route. */
type Level =
  | "public" // anyone, signed in or not
  | "signedIn" // any signed-in user; 401 when signed out
  | "setupOnly" // only a setup-only session (complete-setup): 401 for every full session
  | "session" // a signed-in session, never an API token (the token calls; ADR 0133)
  | "admin" // admin and superadmin
  | "superadmin";

type Caller = "anonymous" | Role;
const CALLERS: Caller[] = ["anonymous", "user", "admin", "superadmin"];

const WRITE = "POST|PUT|PATCH|DELETE";

/** [methods ("*" for any, or "A|B"), path pattern (Hono's, :params kept), level]; first match wins. */
export const ACCESS_TABLE: [string, RegExp, Level][] = [
  // anyone
  ["GET", /^\/api\/health$/, "public"],
  ["GET", /^\/api\/config$/, "public"],
  // the API's own description: the OpenAPI document and its reference page
  ["GET", /^\/api\/(openapi\.json|docs)$/, "public"],
  ["POST", /^\/api\/auth\/login$/, "public"],
  // single sign-on: the start, and the provider's redirect back (state, PKCE and nonce are the proof)
  ["GET", /^\/api\/auth\/oidc\/(login|callback)$/, "public"],
  ["*", /^\/api\/auth\/forgot-password\/[^/]+$/, "public"],
  ["GET", /^\/api\/logout$/, "public"],
  ["GET", /^\/api\/legal-updates$/, "public"],
  // the detail page's call: public, but answers 404 for an update not approved (unless admin)
  ["GET", /^\/api\/legal-updates\/:id$/, "public"],
  // its revisions and redline: the same rule
  ["GET", /^\/api\/legal-updates\/:id\/revisions$/, "public"],
  ["GET", /^\/api\/jurisdictions$/, "public"],
  // secret-URL calls without a cookie (feed readers, mail providers, calendar programs)
  ["GET", /^\/api\/alerts\/feed\/[^/]+$/, "public"],
  ["GET|POST", /^\/api\/alerts\/unsubscribe\/[^/]+$/, "public"],
  ["GET", /^\/api\/calendar\/[^/]+$/, "public"],
  // WebSub hubs: verification of intent and signed pushes (the id and secret are the proof)
  ["GET|POST", /^\/api\/websub\/:id$/, "public"],
  // the email change link, opened from the new address's mailbox (the token is the proof)
  ["GET|POST", /^\/api\/auth\/email-change\/confirm\/[^/]+$/, "public"],
  // the session's own calls
  ["GET", /^\/api\/auth\/user$/, "signedIn"],
  ["POST", /^\/api\/auth\/logout$/, "signedIn"],
  ["POST", /^\/api\/auth\/complete-setup$/, "setupOnly"],
  // personal API tokens: managed from a session only (issue 28)
  ["*", /^\/api\/auth\/tokens(\/.*)?$/, "session"],
  // any signed-in user
  ["*", /^\/api\/auth\/favorites(\/.*)?$/, "signedIn"],
  ["*", /^\/api\/auth\/filter-preferences(\/.*)?$/, "signedIn"],
  ["*", /^\/api\/auth\/reports(\/.*)?$/, "signedIn"],
  ["*", /^\/api\/auth\/profile$/, "signedIn"],
  ["*", /^\/api\/auth\/preferences$/, "signedIn"],
  ["*", /^\/api\/auth\/security-questions$/, "signedIn"],
  ["GET|DELETE", /^\/api\/auth\/email-change$/, "signedIn"],
  ["*", /^\/api\/tasks(\/.*)?$/, "signedIn"],
  // the compliance register (issue 29): each call works in the caller's own register
  ["*", /^\/api\/(register|controls|horizon)(\/.*)?$/, "signedIn"],
  ["*", /^\/api\/alerts(\/.*)?$/, "signedIn"],
  ["POST", /^\/api\/auth\/calendar-token$/, "signedIn"],
  ["GET", /^\/api\/rss-sources-public$/, "signedIn"],
  ["GET", /^\/api\/statistics\/overview$/, "signedIn"],
  // admins and superadmins
  ["GET", /^\/api\/admin\/analysis-quality$/, "admin"],
  // the review of a revision held for review (issue 23)
  ["GET", /^\/api\/admin\/legal-updates\/:id\/pending-revision$/, "admin"],
  ["POST", /^\/api\/admin\/legal-updates\/:id\/revision\/:decision$/, "admin"],
  ["*", /^\/api\/admin(\/.*)?$/, "admin"],
  ["PATCH", /^\/api\/legal-updates\/.+$/, "admin"],
  ["POST", /^\/api\/legal-updates\/manual$/, "admin"],
  ["POST", /^\/api\/legal-updates\/:id\/(split|join)$/, "admin"],
  ["GET", /^\/api\/statistics\/update-counts$/, "admin"],
  ["GET", /^\/api\/rss-sources$/, "admin"],
  ["GET", /^\/api\/rss-sources\/opml$/, "admin"],
  ["GET", /^\/api\/legislative-terms$/, "admin"],
  // superadmins (the sync calls and the OPML import are writes to rss-sources and jurisdictions)
  [WRITE, /^\/api\/jurisdictions(\/.*)?$/, "superadmin"],
  [WRITE, /^\/api\/rss-sources(\/.*)?$/, "superadmin"],
  [WRITE, /^\/api\/legislative-terms$/, "superadmin"],
  ["GET", /^\/api\/statistics\/failing-sources$/, "superadmin"],
  ["*", /^\/api\/users(\/.*)?$/, "superadmin"],
];

/** The level of a route, or undefined when the table does not classify it. */
export function classify(method: string, path: string): Level | undefined {
  for (const [methods, pattern, level] of ACCESS_TABLE) {
    if ((methods === "*" || methods.split("|").includes(method)) && pattern.test(path)) {
      return level;
    }
  }
  return undefined;
}

/** The status class a caller must get: "401", "403", "302" or "through" (anything else). */
function expected(level: Level, caller: Caller, path: string): "401" | "403" | "302" | "through" {
  if (path === "/api/logout") return "302";
  if (level === "public") return "through";
  if (caller === "anonymous" || level === "setupOnly") return "401";
  if (level === "signedIn" || level === "session") return "through";
  if (level === "admin") return caller === "user" ? "403" : "through";
  return caller === "superadmin" ? "through" : "403";
}

/** A bearer caller of the matrix: the owner's role and the token's scopes. */
interface TokenCaller {
  role: Role;
  scopes: ApiTokenScope[];
}
const TOKEN_CALLERS: TokenCaller[] = [
  { role: "user", scopes: ["read"] },
  { role: "user", scopes: ["read", "write"] },
  { role: "admin", scopes: ["read", "write"] },
  { role: "admin", scopes: ["read", "write", "admin"] },
  { role: "superadmin", scopes: ["read", "write", "admin"] },
];

/**
 * The status class a bearer call must get (issue 28): the method's scope first (403), then the
 * level as for a session of the owner, whose role counts only with the admin scope. A token is
 * no session: the session's own sign-out and the setup call answer 401, the token calls 403.
 */
function expectedForToken(level: Level, token: TokenCaller, method: string, path: string) {
  if (path === "/api/logout") return "302";
  // The hubs' callbacks sit before every browser and token rule (api/app.ts): headers unread.
  if (path.startsWith("/api/websub/")) return "through";
  if (!token.scopes.includes(scopeForMethod(method))) return "403";
  if (path === "/api/auth/logout") return "401";
  const role = token.scopes.includes("admin") ? token.role : "user";
  if (level === "session") return "403";
  return expected(level, role, path);
}

/** A concrete URL for a route pattern: every :param (with or without {regex}) becomes a made-up id. */
function concrete(path: string): string {
  return path.replace(/:[A-Za-z_]\w*(\{[^}]*\})?/g, "987654");
}

/** The application's routes (method, path), without middleware entries and catch-alls. */
function applicationRoutes(app: { routes: { method: string; path: string }[] }) {
  const seen = new Set<string>();
  const routes: { method: string; path: string }[] = [];
  for (const { method, path } of app.routes) {
    if (method === "ALL" || path.endsWith("*") || !path.startsWith("/api/")) continue;
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method, path });
  }
  return routes;
}

Deno.test("the access table leaves an unknown route unclassified", () => {
  assert.equal(classify("GET", "/api/something-new"), undefined);
  assert.equal(classify("DELETE", "/api/legal-updates/:id"), undefined);
  assert.equal(classify("GET", "/api/rss-sources/:id"), undefined);
  assert.equal(classify("POST", "/api/rss-sources/sync"), "superadmin");
  assert.equal(classify("GET", "/api/legal-updates"), "public");
  assert.equal(classify("PATCH", "/api/legal-updates/bulk-status"), "admin");
});

dbTest("every route answers each role as the access table says", async ({ db }) => {
  const { app, clock } = createTestApp(db);
  const accounts = {
    user: await makeUser(db, "user"),
    admin: await makeUser(db, "admin"),
    superadmin: await makeUser(db, "superadmin"),
  };
  const routes = applicationRoutes(app);
  assert.ok(routes.length > 20, `only ${routes.length} routes found: is the app mounted?`);

  const unclassified = routes.filter((r) => !classify(r.method, r.path));
  assert.deepEqual(
    unclassified.map((r) => `unclassified route ${r.method} ${r.path}: add it to the access table`),
    [],
  );

  const failures: string[] = [];
  for (const { method, path } of routes) {
    const level = classify(method, path)!;
    for (const caller of CALLERS) {
      // A fresh session per call: logout and password calls must not end the next call's one.
      const headers: Record<string, string> = {};
      if (caller !== "anonymous") {
        const { token } = await createSession(db, accounts[caller].id, { now: clock.now() });
        headers.cookie = `${SESSION_COOKIE}=${token}`;
      }
      const client = new TestClient(app, headers);
      const body = method === "GET" || method === "DELETE" ? undefined : {};
      const res = await client.request(method, concrete(path), body);
      await res.body?.cancel();
      const want = expected(level, caller, path);
      const got = res.status;
      const ok = want === "through" ? got !== 401 && got !== 403 : got === Number(want);
      if (!ok) {
        failures.push(`${method} ${path} as ${caller} (${level}): got ${got}, expected ${want}`);
      }
    }
  }
  assert.deepEqual(failures, []);
});

dbTest("every route answers each API token as the access table says", async ({ db }) => {
  // A high limit: the matrix makes a few hundred calls per token within the test clock's minute.
  const settings = testSettings({ security: { apiTokenRatePerMinute: 100_000 } });
  const { app, clock } = createTestApp(db, { settings });
  const tokens: { caller: TokenCaller; token: string }[] = [];
  for (const caller of TOKEN_CALLERS) {
    const account = await makeUser(db, caller.role);
    const { token } = await makeApiToken(db, account.id, caller.scopes, { now: clock.now() });
    tokens.push({ caller, token });
  }
  const failures: string[] = [];
  for (const { method, path } of applicationRoutes(app)) {
    const level = classify(method, path);
    if (!level) continue; // the session test names unclassified routes
    for (const { caller, token } of tokens) {
      const body = method === "GET" || method === "DELETE" ? undefined : {};
      // No Origin and no cookie: a script's call, which the CSRF rule must not stop.
      const res = await bearerRequest(app, token, method, concrete(path), { body });
      await res.body?.cancel();
      const want = expectedForToken(level, caller, method, path);
      const got = res.status;
      const ok = want === "through" ? got !== 401 && got !== 403 : got === Number(want);
      const who = `${caller.role} token [${caller.scopes.join(",")}]`;
      if (!ok) {
        failures.push(`${method} ${path} as ${who} (${level}): got ${got}, expected ${want}`);
      }
      if (res.headers.has("set-cookie")) failures.push(`${method} ${path} as ${who} set a cookie`);
    }
  }
  assert.deepEqual(failures, []);
});

/** [method, a path no route serves, the status for each caller]. */
const UNROUTED: [string, string, Record<Caller, number>][] = [
  // Every write below the public listing is the Verification Portal's; reads are the detail's.
  ["PATCH", "/api/legal-updates/5/other", {
    anonymous: 401,
    user: 403,
    admin: 404,
    superadmin: 404,
  }],
  ["GET", "/api/legal-updates/5/other", { anonymous: 404, user: 404, admin: 404, superadmin: 404 }],
  ["PATCH", "/api/legal-updates", { anonymous: 404, user: 404, admin: 404, superadmin: 404 }],
  ["GET", "/api/rss-sources/5", { anonymous: 401, user: 403, admin: 404, superadmin: 404 }],
  ["PATCH", "/api/jurisdictions/5", { anonymous: 401, user: 403, admin: 403, superadmin: 404 }],
  ["GET", "/api/jurisdictions/5", { anonymous: 404, user: 404, admin: 404, superadmin: 404 }],
  ["GET", "/api/statistics/other", { anonymous: 401, user: 404, admin: 404, superadmin: 404 }],
  ["GET", "/api/auth/profile", { anonymous: 401, user: 404, admin: 404, superadmin: 404 }],
  ["GET", "/api/auth/other", { anonymous: 404, user: 404, admin: 404, superadmin: 404 }],
  ["PUT", "/api/auth/email-change", { anonymous: 401, user: 404, admin: 404, superadmin: 404 }],
  // Below the public feed and unsubscribe calls, the rest of /api/alerts is guarded.
  ["GET", "/api/alerts/other", { anonymous: 401, user: 404, admin: 404, superadmin: 404 }],
  ["DELETE", "/api/alerts/feed/x", { anonymous: 401, user: 404, admin: 404, superadmin: 404 }],
];

dbTest("a path without a route below a guarded one meets the guard first", async ({ db }) => {
  const { app, clock } = createTestApp(db);
  const failures: string[] = [];
  for (const caller of CALLERS) {
    const headers: Record<string, string> = {};
    if (caller !== "anonymous") {
      const account = await makeUser(db, caller);
      const { token } = await createSession(db, account.id, { now: clock.now() });
      headers.cookie = `${SESSION_COOKIE}=${token}`;
    }
    const client = new TestClient(app, headers);
    for (const [method, path, want] of UNROUTED) {
      const res = await client.request(method, path, method === "GET" ? undefined : {});
      await res.body?.cancel();
      if (res.status !== want[caller]) {
        failures.push(
          `${method} ${path} as ${caller}: got ${res.status}, expected ${want[caller]}`,
        );
      }
    }
  }
  assert.deepEqual(failures, []);
});

/**
 * The register's calls (issue 29) with two companies: every route that names an entry, a
 * control or an evidence file of the other company answers 404, as an unknown id does, for users
 * and admins alike.
 */
dbTest("no register route reads or writes another company's entry or control", async ({ db }) => {
  const { app } = createTestApp(db);
  const owner = await makeUser(db, "user", { companyName: "Acme" });
  const acme = new TestClient(app);
  await acme.post("/api/auth/login", { email: owner.email, password: TEST_PASSWORD });
  const entry = await (await acme.post("/api/register", { duty: "Acme's duty" })).json();
  const control = await (await acme.post("/api/controls", { reference: "A", name: "A" })).json();
  const form = new FormData();
  form.append("file", new File(["Signed off."], "evidence.txt"));
  const file = await (await acme.request("POST", `/api/register/${entry.id}/evidence`, form))
    .json();
  const ids: Record<string, number> = { id: entry.id };
  const failures: string[] = [];
  for (const role of ["user", "admin", "superadmin"] as const) {
    const other = await makeUser(db, role, { companyName: "Globex" });
    const client = new TestClient(app);
    await client.post("/api/auth/login", { email: other.email, password: TEST_PASSWORD });
    for (const { method, path } of applicationRoutes(app)) {
      if (!/^\/api\/(register|controls)\/:id/.test(path)) continue;
      const id = path.startsWith("/api/controls") ? control.id : ids.id;
      const url = path.replace(/:id(\{[^}]*\})?/, String(id))
        .replace(/:eid(\{[^}]*\})?/, String(file.id));
      const body = method === "GET" || method === "DELETE" ? undefined : {};
      const res = await client.request(method, url, body);
      await res.body?.cancel();
      if (res.status !== 404) failures.push(`${method} ${url} as ${role}: got ${res.status}`);
    }
  }
  assert.deepEqual(failures, []);
  assert.equal((await acme.get(`/api/register/${entry.id}`)).status, 200, "still there");
  const download = await acme.get(`/api/register/${entry.id}/evidence/${file.id}`);
  assert.equal(await download.text(), "Signed off.", "the file is still there");
});
