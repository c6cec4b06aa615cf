/**
 * `Authorization: Bearer lw_…` (issue 28) on the real app: scopes, no CSRF Origin and no cookie,
 * the per-token rate limit, one 401 for every bad token, and tokens ending with the account.
 */
import assert from "node:assert/strict";
import { dbTest } from "../../db/testing.ts";
import { testSettings } from "../../workers/settings.ts";
import { SESSION_COOKIE } from "../auth/session.ts";
import { API_TOKEN_MESSAGES, ApiTokenListResponse } from "../schemas/api_tokens.ts";
import {
  bearerRequest,
  createTestApp,
  makeApiToken,
  makeUser,
  signedInClient,
} from "../testing.ts";
import { MESSAGES } from "./require_role.ts";

const TASK = { title: "File the VAT return", riskScore: "high" };

dbTest("read tokens read, write tokens write, with no Origin and no cookie", async ({ db }) => {
  const { app, clock } = createTestApp(db);
  const user = await makeUser(db, "user");
  const read = await makeApiToken(db, user.id, ["read"], { now: clock.now() });
  const write = await makeApiToken(db, user.id, ["write"], { now: clock.now() });

  const refused = await bearerRequest(app, read.token, "POST", "/api/tasks", { body: TASK });
  assert.equal(refused.status, 403);
  assert.equal((await refused.json()).message, API_TOKEN_MESSAGES.scopeMissing("write"));

  // No Origin at all, or another site's: a bearer call is not a browser's, CSRF does not apply.
  const made = await bearerRequest(app, write.token, "POST", "/api/tasks", { body: TASK });
  assert.equal(made.status, 201, await made.clone().text());
  const foreign = await bearerRequest(app, write.token, "POST", "/api/tasks", {
    body: { ...TASK, title: "Second" },
    headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
  });
  assert.equal(foreign.status, 201);
  assert.equal((await bearerRequest(app, write.token, "GET", "/api/tasks")).status, 403);

  const listed = await bearerRequest(app, read.token, "GET", "/api/tasks");
  assert.equal(listed.status, 200);
  assert.deepEqual(
    ((await listed.json()).tasks as { title: string }[]).map((t) => t.title).sort(),
    ["File the VAT return", "Second"],
  );
  assert.equal(listed.headers.get("cache-control"), "no-store");
});

dbTest("a bearer answer never sets a cookie, whatever else came along", async ({ db }) => {
  const { app } = createTestApp(db);
  const user = await makeUser(db, "user");
  const { token } = await makeApiToken(db, user.id, ["read", "write"]);
  // A stale session cookie alongside would be cleared on a cookie call; sign-out pages too.
  const stale = { cookie: `${SESSION_COOKIE}=nosuch.session` };
  const calls: [string, string, Record<string, string>][] = [
    ["GET", "/api/auth/user", stale],
    ["GET", "/api/logout", stale],
    ["POST", "/api/auth/logout", stale],
    ["POST", "/api/auth/login", {}],
  ];
  for (const [method, path, headers] of calls) {
    const body = method === "POST" && path.endsWith("login")
      ? { email: user.email, password: "correct horse battery" }
      : undefined;
    const res = await bearerRequest(app, token, method, path, { headers, body });
    await res.body?.cancel();
    assert.equal(res.headers.get("set-cookie"), null, `${method} ${path} (${res.status})`);
  }
  const me = await bearerRequest(app, token, "GET", "/api/auth/user", { headers: stale });
  assert.equal(me.status, 200, "the token, not the stale cookie, decides");
  assert.equal((await me.json()).email, user.email);
});

dbTest("admin routes need the admin scope on top of the role", async ({ db }) => {
  const { app } = createTestApp(db);
  const admin = await makeUser(db, "admin");
  const user = await makeUser(db, "user");
  const plain = await makeApiToken(db, admin.id, ["read", "write"]);
  const scoped = await makeApiToken(db, admin.id, ["read", "admin"]);
  const users = await makeApiToken(db, user.id, ["read", "write"]);
  const path = "/api/admin/analysis-quality";

  const without = await bearerRequest(app, plain.token, "GET", path);
  assert.equal(without.status, 403);
  assert.equal((await without.json()).message, API_TOKEN_MESSAGES.scopeMissing("admin"));
  const ofUser = await bearerRequest(app, users.token, "GET", path);
  assert.equal(ofUser.status, 403);
  assert.equal((await ofUser.json()).message, MESSAGES.forbidden);
  const withScope = await bearerRequest(app, scoped.token, "GET", path);
  assert.equal(withScope.status, 200, await withScope.clone().text());
  // The role alone never reaches past itself: superadmin routes stay closed to an admin.
  assert.equal((await bearerRequest(app, scoped.token, "GET", "/api/users")).status, 403);
});

dbTest("each token is limited per minute, with RateLimit headers and a 429", async ({ db }) => {
  const settings = testSettings({ security: { apiTokenRatePerMinute: 3 } });
  const { app, clock } = createTestApp(db, { settings });
  const user = await makeUser(db, "user");
  const first = await makeApiToken(db, user.id, ["read"], { now: clock.now() });
  const second = await makeApiToken(db, user.id, ["read"], { now: clock.now() });

  for (const [remaining, reset] of [["2", "60"], ["1", "50"], ["0", "40"]]) {
    const res = await bearerRequest(app, first.token, "GET", "/api/auth/user");
    await res.body?.cancel();
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("ratelimit-limit"), "3");
    assert.equal(res.headers.get("ratelimit-remaining"), remaining);
    assert.equal(res.headers.get("ratelimit-reset"), reset);
    clock.advance(10_000);
  }
  const limited = await bearerRequest(app, first.token, "GET", "/api/auth/user");
  assert.equal(limited.status, 429);
  assert.equal((await limited.json()).message, API_TOKEN_MESSAGES.rateLimited);
  assert.equal(limited.headers.get("retry-after"), "30");
  assert.equal(limited.headers.get("ratelimit-remaining"), "0");
  assert.equal(limited.headers.get("ratelimit-reset"), "30");

  const other = await bearerRequest(app, second.token, "GET", "/api/auth/user");
  await other.body?.cancel();
  assert.equal(other.status, 200, "the limit is each token's own");
  clock.advance(30_000);
  const again = await bearerRequest(app, first.token, "GET", "/api/auth/user");
  await again.body?.cancel();
  assert.equal(again.status, 200, "a new minute starts afresh");
});

dbTest("unknown, malformed, expired, revoked and deactivated tokens: one 401", async ({ db }) => {
  const { app, clock } = createTestApp(db);
  const superadmin = await signedInClient(app, await makeUser(db, "superadmin"));
  const user = await makeUser(db, "user");
  const expiring = await makeApiToken(db, user.id, ["read"], {
    now: clock.now(),
    expiresInDays: 1,
  });
  const revoked = await makeApiToken(db, user.id, ["read"], { now: clock.now() });
  const held = await makeApiToken(db, user.id, ["read"], { now: clock.now() });
  const owner = await signedInClient(app, user);
  assert.equal((await owner.delete(`/api/auth/tokens/${revoked.id}`)).status, 200);
  assert.equal((await bearerRequest(app, held.token, "GET", "/api/tasks")).status, 200);
  clock.advance(24 * 60 * 60 * 1000);
  const deactivated = await superadmin.patch(`/api/users/${user.id}`, { isActive: false });
  assert.equal(deactivated.status, 200, await deactivated.clone().text());

  const presented = {
    unknown: `lw_${"A".repeat(43)}`,
    malformed: "not-a-token",
    huge: "x".repeat(10_000),
    empty: "",
    expired: expiring.token,
    revoked: revoked.token,
    deactivated: held.token,
  };
  for (const [kind, token] of Object.entries(presented)) {
    const res = await bearerRequest(app, token, "GET", "/api/tasks");
    assert.equal(res.status, 401, kind);
    assert.deepEqual(await res.json(), { message: API_TOKEN_MESSAGES.invalid }, kind);
    assert.match(res.headers.get("www-authenticate") ?? "", /^Bearer .*invalid_token/, kind);
    assert.equal(res.headers.get("set-cookie"), null, kind);
  }

  // Reactivating the account does not bring its tokens back.
  await superadmin.patch(`/api/users/${user.id}`, { isActive: true });
  assert.equal((await bearerRequest(app, held.token, "GET", "/api/tasks")).status, 401);
  const again = await signedInClient(app, user);
  const listing = ApiTokenListResponse.parse(await (await again.get("/api/auth/tokens")).json());
  assert.deepEqual(listing.tokens, []);
});

dbTest("a password reset or a role change ends the account's tokens", async ({ db }) => {
  const { app } = createTestApp(db);
  const superadmin = await signedInClient(app, await makeUser(db, "superadmin"));
  const reset = await makeUser(db, "user");
  const promoted = await makeUser(db, "user");
  const resetToken = await makeApiToken(db, reset.id, ["read"]);
  const promotedToken = await makeApiToken(db, promoted.id, ["read"]);
  for (const { token } of [resetToken, promotedToken]) {
    assert.equal((await bearerRequest(app, token, "GET", "/api/tasks")).status, 200);
  }

  const res = await superadmin.post(`/api/users/${reset.id}/reset-password`);
  assert.equal(res.status, 200, await res.clone().text());
  assert.equal((await bearerRequest(app, resetToken.token, "GET", "/api/tasks")).status, 401);
  const role = await superadmin.patch(`/api/users/${promoted.id}/role`, { role: "admin" });
  assert.equal(role.status, 200);
  assert.equal((await bearerRequest(app, promotedToken.token, "GET", "/api/tasks")).status, 401);
});

dbTest("'last used' is written at most once a minute per token", async ({ db }) => {
  const { app, clock } = createTestApp(db);
  const user = await makeUser(db, "user");
  const client = await signedInClient(app, user);
  const { token } = await makeApiToken(db, user.id, ["read"], { now: clock.now() });
  const lastUsed = async () =>
    ApiTokenListResponse.parse(await (await client.get("/api/auth/tokens")).json())
      .tokens[0]?.lastUsedAt;

  const first = clock.now().toISOString();
  await (await bearerRequest(app, token, "GET", "/api/tasks")).body?.cancel();
  clock.advance(59_000);
  await (await bearerRequest(app, token, "GET", "/api/tasks")).body?.cancel();
  assert.equal(await lastUsed(), first);
  clock.advance(1_000);
  await (await bearerRequest(app, token, "GET", "/api/tasks")).body?.cancel();
  assert.equal(await lastUsed(), clock.now().toISOString());
});
