/**
 * Two app instances over one database (as two servers behind a load balancer): whatever ends a
 * sign-in through instance A is refused by A on the very next request, and by B once its cached
 * check is older than SESSION_CACHE_TTL_MS (ADR 0139). Each instance has its own
 * test clock; B's is moved instead of sleeping.
 */
import assert from "node:assert/strict";
import type { Db } from "../../db/client.ts";
import { dbTest } from "../../db/testing.ts";
import { createSession, SESSION_COOKIE } from "../auth/session.ts";
import { SESSION_CACHE_TTL_MS } from "../auth/session_cache.ts";
import { createTestApp, makeUser, TEST_ORIGIN } from "../testing.ts";

type Instance = ReturnType<typeof createTestApp>;

/** A request to `instance` with the session of `token`. */
async function call(
  instance: Instance,
  token: string,
  method = "GET",
  path = "/api/auth/user",
  body?: unknown,
): Promise<Response> {
  return await instance.app.request(`${TEST_ORIGIN}${path}`, {
    method,
    headers: {
      origin: TEST_ORIGIN,
      cookie: `${SESSION_COOKIE}=${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The status GET /api/auth/user answers on `instance` for `token`. */
async function whoAmI(instance: Instance, token: string): Promise<number> {
  const response = await call(instance, token);
  await response.body?.cancel();
  return response.status;
}

async function sessionFor(db: Db, instance: Instance, role: "user" | "admin" | "superadmin") {
  const account = await makeUser(db, role);
  const { token } = await createSession(db, account.id, { now: instance.clock.now() });
  return { account, token };
}

/** What ends a sign-in, done through instance A by the user themself or by a superadmin. */
const CHANGES: Array<{
  name: string;
  role: "user" | "admin";
  change: (a: Instance, own: string, admin: string, id: string) => Promise<Response>;
}> = [
  {
    name: "sign-out",
    role: "user",
    change: (a, own) => call(a, own, "POST", "/api/auth/logout", {}),
  },
  {
    name: "sign-out by the dashboard link",
    role: "user",
    change: (a, own) => call(a, own, "GET", "/api/logout"),
  },
  {
    name: "deactivation",
    role: "user",
    change: (a, _own, admin, id) =>
      call(a, admin, "PATCH", `/api/users/${id}`, { isActive: false }),
  },
  {
    name: "role change",
    role: "admin",
    change: (a, _own, admin, id) =>
      call(a, admin, "PATCH", `/api/users/${id}/role`, { role: "user" }),
  },
  {
    name: "password reset by an admin",
    role: "user",
    change: (a, _own, admin, id) => call(a, admin, "POST", `/api/users/${id}/reset-password`, {}),
  },
  {
    name: "deletion",
    role: "user",
    change: (a, _own, admin, id) => call(a, admin, "DELETE", `/api/users/${id}`),
  },
];

dbTest(
  "a change that ends a sign-in is refused at once where it was made and within the cache's bound on another instance",
  async ({ db }) => {
    const a = createTestApp(db);
    const b = createTestApp(db);
    const { token: admin } = await sessionFor(db, a, "superadmin");
    for (const { name, role, change } of CHANGES) {
      const { account, token } = await sessionFor(db, a, role);
      assert.deepEqual([await whoAmI(a, token), await whoAmI(b, token)], [200, 200], name);

      const done = await change(a, token, admin, account.id);
      await done.body?.cancel();
      assert.ok(done.status < 400, `${name}: answered ${done.status}`);
      assert.equal(await whoAmI(a, token), 401, `${name}: instance A refuses at once`);
      // B checked this session a moment ago and may believe it until the bound, not after.
      b.clock.advance(SESSION_CACHE_TTL_MS);
      assert.equal(
        await whoAmI(b, token),
        401,
        `${name}: B once its check is older than the bound`,
      );
      a.clock.advance(SESSION_CACHE_TTL_MS); // the clocks stay together for the next case
    }
  },
);

dbTest(
  "another instance believes its check of a session for less than the bound, and no longer",
  async ({ db }) => {
    const a = createTestApp(db);
    const b = createTestApp(db);
    const { token } = await sessionFor(db, a, "user");
    assert.equal(await whoAmI(b, token), 200);
    const out = await call(a, token, "POST", "/api/auth/logout", {});
    assert.equal(out.status, 200);
    await out.body?.cancel();
    b.clock.advance(SESSION_CACHE_TTL_MS - 1);
    assert.equal(await whoAmI(b, token), 200, "B has not read the session again yet");
    b.clock.advance(1);
    assert.equal(await whoAmI(b, token), 401);
  },
);

dbTest(
  "a forged secret is refused even for a session the instance has just checked",
  async ({ db }) => {
    const a = createTestApp(db);
    const { token } = await sessionFor(db, a, "user");
    assert.equal(await whoAmI(a, token), 200);
    const forged = `${token.slice(0, -1)}${token.endsWith("x") ? "y" : "x"}`;
    assert.equal(await whoAmI(a, forged), 401);
    assert.equal(await whoAmI(a, token), 200, "the real one still works");
  },
);
