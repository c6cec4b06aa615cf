/**
 * The token calls (issue 28): POST /api/auth/tokens shows a token once, GET lists tokens without
 * it, DELETE revokes at once; only admins mint the admin scope; a token cannot manage tokens.
 */
import assert from "node:assert/strict";
import { dbTest } from "../../db/testing.ts";
import {
  API_TOKEN_MESSAGES,
  ApiTokenListResponse,
  CreatedApiTokenResponse,
} from "../schemas/api_tokens.ts";
import { bearerRequest, createTestApp, makeUser, signedInClient, TestClient } from "../testing.ts";

const DAY = 24 * 60 * 60 * 1000;

async function create(client: TestClient, body: unknown) {
  const res = await client.post("/api/auth/tokens", body);
  assert.equal(res.status, 201, await res.clone().text());
  return CreatedApiTokenResponse.parse(await res.json());
}

dbTest("a new token is shown once and the listing never shows it again", async ({ db }) => {
  const { app, clock } = createTestApp(db);
  const client = await signedInClient(app, await makeUser(db, "user"));

  const made = await create(client, { name: "  CI export  ", scopes: ["write", "read"] });
  assert.match(made.token, /^lw_[A-Za-z0-9_-]{43}$/);
  assert.equal(made.name, "CI export");
  assert.deepEqual(made.scopes, ["read", "write"]);
  assert.equal(made.createdAt, clock.now().toISOString());
  assert.equal(made.expiresAt, new Date(clock.now().getTime() + 90 * DAY).toISOString());
  assert.equal(made.lastUsedAt, null);

  const listing = await client.get("/api/auth/tokens");
  const text = await listing.text();
  assert.ok(!text.includes(made.token.slice(3)), "the listing holds no part of the token");
  const { tokens } = ApiTokenListResponse.parse(JSON.parse(text));
  assert.deepEqual(tokens, [{
    id: made.id,
    name: "CI export",
    scopes: ["read", "write"],
    createdAt: made.createdAt,
    lastUsedAt: null,
    expiresAt: made.expiresAt,
  }]);
  assert.ok(!("token" in JSON.parse(text).tokens[0]));

  // Using it shows when it was last used.
  clock.advance(5 * 60_000);
  assert.equal((await bearerRequest(app, made.token, "GET", "/api/auth/user")).status, 200);
  const after = ApiTokenListResponse.parse(await (await client.get("/api/auth/tokens")).json());
  assert.equal(after.tokens[0]?.lastUsedAt, clock.now().toISOString());
});

dbTest(
  "a revoked token stops working at once; others' tokens cannot be revoked",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const owner = await signedInClient(app, await makeUser(db, "user"));
    const other = await signedInClient(app, await makeUser(db, "admin"));
    const made = await create(owner, { name: "script", scopes: ["read"], expiresInDays: 7 });
    assert.equal((await bearerRequest(app, made.token, "GET", "/api/tasks")).status, 200);

    const foreign = await other.delete(`/api/auth/tokens/${made.id}`);
    assert.equal(foreign.status, 404);
    assert.equal((await foreign.json()).message, API_TOKEN_MESSAGES.notFound);
    assert.equal((await bearerRequest(app, made.token, "GET", "/api/tasks")).status, 200);

    const revoked = await owner.delete(`/api/auth/tokens/${made.id}`);
    assert.equal(revoked.status, 200);
    assert.deepEqual(await revoked.json(), { message: API_TOKEN_MESSAGES.revoked });
    assert.equal((await bearerRequest(app, made.token, "GET", "/api/tasks")).status, 401);
    assert.equal((await owner.delete(`/api/auth/tokens/${made.id}`)).status, 404);
    assert.deepEqual((await (await owner.get("/api/auth/tokens")).json()).tokens, []);
  },
);

dbTest("only admins mint the admin scope, and every bad body is a 400", async ({ db }) => {
  const { app } = createTestApp(db);
  const user = await signedInClient(app, await makeUser(db, "user"));
  const admin = await signedInClient(app, await makeUser(db, "admin"));

  const refused = await user.post("/api/auth/tokens", { name: "x", scopes: ["read", "admin"] });
  assert.equal(refused.status, 403);
  assert.equal((await refused.json()).message, API_TOKEN_MESSAGES.adminScopeForbidden);
  const granted = await create(admin, { name: "x", scopes: ["admin", "read"] });
  assert.deepEqual(granted.scopes, ["read", "admin"]);

  const bad: [unknown, string][] = [
    [{ name: "", scopes: ["read"] }, API_TOKEN_MESSAGES.nameRequired],
    [{ name: "x".repeat(101), scopes: ["read"] }, API_TOKEN_MESSAGES.nameTooLong],
    [{ name: "x", scopes: [] }, API_TOKEN_MESSAGES.scopeRequired],
    [{ name: "x", scopes: ["admin"] }, API_TOKEN_MESSAGES.scopeRequired],
    [{ name: "x", scopes: ["delete"] }, API_TOKEN_MESSAGES.scopeUnknown],
    [{ name: "x", scopes: ["read"], expiresInDays: 366 }, API_TOKEN_MESSAGES.expiryRange],
    [{ name: "x", scopes: ["read"], expiresInDays: 0 }, API_TOKEN_MESSAGES.expiryRange],
    [{ name: "x", scopes: ["read"], expiresInDays: 1.5 }, API_TOKEN_MESSAGES.expiryRange],
  ];
  for (const [body, message] of bad) {
    const res = await admin.post("/api/auth/tokens", body);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal((await res.json()).message, message, JSON.stringify(body));
  }
  const year = await create(admin, { name: "long", scopes: ["read"], expiresInDays: 365 });
  assert.equal(Date.parse(year.expiresAt) - Date.parse(year.createdAt), 365 * DAY);
  assert.equal((await (await admin.get("/api/auth/tokens")).json()).tokens.length, 2);
});

dbTest("a token cannot mint, list or revoke tokens: that needs a session", async ({ db }) => {
  const { app } = createTestApp(db);
  const client = await signedInClient(app, await makeUser(db, "admin"));
  const made = await create(client, { name: "all", scopes: ["read", "write", "admin"] });
  const calls: [string, string, unknown][] = [
    ["POST", "/api/auth/tokens", { name: "longer", scopes: ["read"], expiresInDays: 365 }],
    ["GET", "/api/auth/tokens", undefined],
    ["DELETE", `/api/auth/tokens/${made.id}`, undefined],
  ];
  for (const [method, path, body] of calls) {
    const res = await bearerRequest(app, made.token, method, path, { body });
    assert.equal(res.status, 403, `${method} ${path}`);
    assert.equal((await res.json()).message, API_TOKEN_MESSAGES.sessionOnly);
  }
  assert.equal((await (await client.get("/api/auth/tokens")).json()).tokens.length, 1);
  assert.equal((await new TestClient(app).get("/api/auth/tokens")).status, 401);
});
