import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { dbTest } from "../../db/testing.ts";
import { sessions, users } from "../../db/schema.ts";
import { AUTH_MESSAGES } from "../auth/messages.ts";
import { SESSION_LIFETIME_MS } from "../auth/session.ts";
import { Attempt, signInCharges } from "../auth/throttle.ts";
import { createTestApp, makeUser, signedInClient, TEST_PASSWORD, TestClient } from "../testing.ts";

const DAY = 24 * 60 * 60 * 1000;
type TestApp = ReturnType<typeof createTestApp>["app"];

dbTest("signed-out caller gets 401 from /api/auth/user", async ({ db }) => {
  const { app } = createTestApp(db);
  const response = await new TestClient(app).get("/api/auth/user");
  assert.equal(response.status, 401);
  assert.ok((await response.json()).message);
});

dbTest("sign-in answers the user without secrets and opens a session", async ({ db }) => {
  const { app, clock } = createTestApp(db);
  const account = await makeUser(db, "admin");
  const client = new TestClient(app);
  const login = await client.post("/api/auth/login", {
    email: account.email.toUpperCase(),
    password: TEST_PASSWORD,
  });
  assert.equal(login.status, 200);
  const cookie = login.headers.get("set-cookie") ?? "";
  assert.match(cookie, /HttpOnly/i);
  assert.match(cookie, /SameSite=Lax/i);
  assert.match(cookie, /Path=\//);
  const user = await login.json();
  assert.equal(user.email, account.email);
  assert.equal(user.role, "admin");
  assert.equal(user.hasLocalAuth, true);
  for (const secret of ["passwordHash", "securityAnswer1", "resetToken"]) {
    assert.equal(secret in user, false, `${secret} must never be sent`);
  }
  const me = await client.get("/api/auth/user");
  assert.equal(me.status, 200);
  assert.equal((await me.json()).id, account.id);
  const [stored] = await db.select().from(users).where(eq(users.id, account.id));
  assert.equal(stored?.lastLoginAt?.getTime(), clock.now().getTime());
});

dbTest("wrong password and unknown email get the same 401", async ({ db }) => {
  const { app } = createTestApp(db);
  const account = await makeUser(db);
  const client = new TestClient(app);
  const wrong = await client.post("/api/auth/login", {
    email: account.email,
    password: "nope-nope",
  });
  const unknown = await client.post("/api/auth/login", {
    email: "nobody@example.com",
    password: "nope-nope",
  });
  assert.equal(wrong.status, 401);
  assert.equal(unknown.status, 401);
  assert.equal((await wrong.json()).message, AUTH_MESSAGES.invalidCredentials);
  assert.equal((await unknown.json()).message, AUTH_MESSAGES.invalidCredentials);
});

dbTest("login validation names the missing field", async ({ db }) => {
  const { app } = createTestApp(db);
  const response = await new TestClient(app).post("/api/auth/login", { email: "a@b.c" });
  assert.equal(response.status, 400);
  const body = await response.json();
  assert.equal(body.message, "Password is required");
  assert.equal(body.errors.password, "Password is required");
});

dbTest("a deactivated account cannot sign in", async ({ db }) => {
  const { app } = createTestApp(db);
  const account = await makeUser(db);
  await db.update(users).set({ isActive: false }).where(eq(users.id, account.id));
  const response = await new TestClient(app).post("/api/auth/login", {
    email: account.email,
    password: TEST_PASSWORD,
  });
  assert.equal(response.status, 403);
  assert.equal((await response.json()).message, "This account has been deactivated");
});

dbTest("temporary password: setup-only session, refused elsewhere, then setup", async ({ db }) => {
  const { app, clock } = createTestApp(db);
  const account = await makeUser(db, "user", { temporary: true }, clock.now());
  const client = new TestClient(app);
  const login = await client.post("/api/auth/login", {
    email: account.email,
    password: TEST_PASSWORD,
  });
  assert.equal(login.status, 200);
  const body = await login.json();
  assert.deepEqual(
    { ...body, message: undefined },
    {
      requiresSetup: true,
      mustChangePassword: true,
      needsSecurityQuestions: true,
      message: undefined,
    },
  );
  assert.equal((await client.get("/api/auth/user")).status, 401);
  assert.equal((await client.get("/api/statistics/overview")).status, 401);

  const short = await client.post("/api/auth/complete-setup", {
    password: "short",
    securityAnswer1: "Elm",
    securityAnswer2: "Leeds",
    securityAnswer3: "Mrs Smith",
  });
  assert.equal(short.status, 400);
  assert.equal((await short.json()).message, "Password must be at least 8 characters long");
  const missing = await client.post("/api/auth/complete-setup", {
    password: "a-new-password",
    securityAnswer1: "Elm",
  });
  assert.equal((await missing.json()).message, "Please answer all security questions");

  const done = await client.post("/api/auth/complete-setup", {
    password: "a-new-password",
    securityAnswer1: "Elm Street",
    securityAnswer2: "Leeds",
    securityAnswer3: "Mrs Smith",
  });
  assert.equal(done.status, 200);
  assert.equal((await done.json()).user.email, account.email);
  assert.equal((await client.get("/api/auth/user")).status, 200);
  const again = await new TestClient(app).post("/api/auth/login", {
    email: account.email,
    password: "a-new-password",
  });
  assert.equal((await again.json()).email, account.email);
});

dbTest("an expired temporary password is refused", async ({ db }) => {
  const { app, clock } = createTestApp(db);
  const account = await makeUser(db, "user", { temporary: true }, clock.now());
  clock.advance(8 * DAY);
  const response = await new TestClient(app).post("/api/auth/login", {
    email: account.email,
    password: TEST_PASSWORD,
  });
  assert.equal(response.status, 401);
  assert.equal((await response.json()).message, AUTH_MESSAGES.temporaryExpired);
});

dbTest("five failed sign-ins throttle the account until the window ends", async ({ db }) => {
  const { app, clock } = createTestApp(db);
  const account = await makeUser(db);
  const client = new TestClient(app);
  for (let i = 0; i < 5; i++) {
    const r = await client.post("/api/auth/login", { email: account.email, password: "wrong-one" });
    assert.equal(r.status, 401);
  }
  const blocked = await client.post("/api/auth/login", {
    email: account.email,
    password: TEST_PASSWORD,
  });
  assert.equal(blocked.status, 429);
  assert.ok(Number(blocked.headers.get("retry-after")) > 0);
  assert.match((await blocked.json()).message, /try again in 15 minutes/);
  clock.advance(15 * 60 * 1000 + 1000);
  const after = await client.post("/api/auth/login", {
    email: account.email,
    password: TEST_PASSWORD,
  });
  assert.equal(after.status, 200);
}, { bothDrivers: true });

const wrongFrom = (app: TestApp, address: string, email: string) =>
  new TestClient(app, {}, address).post("/api/auth/login", { email, password: "wrong-guess" });
const rightFrom = (app: TestApp, address: string, email: string) =>
  new TestClient(app, {}, address).post("/api/auth/login", { email, password: TEST_PASSWORD });
const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();

dbTest("30 wrong sign-ins at once: only 5 reach the password check", async ({ db }) => {
  const { app } = createTestApp(db);
  const account = await makeUser(db);
  const responses = await Promise.all(
    Array.from({ length: 30 }, () => wrongFrom(app, "203.0.113.7", account.email)),
  );
  // A 401 is answered only after the password was checked; a 429 before.
  const checked = responses.filter((r) => r.status === 401).length;
  assert.equal(checked, 5, `password checks: ${statuses(responses)}`);
  assert.equal(responses.filter((r) => r.status === 429).length, 25);
}, { bothDrivers: true });

dbTest("the owner signs in from another client after 12 failures elsewhere", async ({ db }) => {
  const { app } = createTestApp(db);
  const account = await makeUser(db);
  for (const [address, failures] of [["198.51.100.1", 5], ["198.51.100.2", 5], ["::1", 2]]) {
    for (let i = 0; i < Number(failures); i++) {
      assert.equal((await wrongFrom(app, String(address), account.email)).status, 401);
    }
  }
  assert.equal((await wrongFrom(app, "198.51.100.1", account.email)).status, 429);
  assert.equal(
    (await rightFrom(app, "198.51.100.1", account.email)).status,
    429,
    "that client is locked out of this account",
  );
  assert.equal((await rightFrom(app, "192.0.2.50", account.email)).status, 200);
  assert.equal((await rightFrom(app, "::1", account.email)).status, 200, "2 failures there");
}, { bothDrivers: true });

dbTest(
  "a correct sign-in forgets the failures of that account from that client",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const account = await makeUser(db);
    for (let i = 0; i < 4; i++) await wrongFrom(app, "198.51.100.9", account.email);
    assert.equal((await rightFrom(app, "198.51.100.9", account.email)).status, 200);
    for (let i = 0; i < 5; i++) {
      assert.equal((await wrongFrom(app, "198.51.100.9", account.email)).status, 401, `try ${i}`);
    }
    assert.equal((await wrongFrom(app, "198.51.100.9", account.email)).status, 429);
  },
  { bothDrivers: true },
);

dbTest("20 failures per client across accounts; correct sign-ins do not count", async ({ db }) => {
  const { app } = createTestApp(db);
  const account = await makeUser(db);
  const client = "203.0.113.20";
  for (let i = 0; i < 19; i++) {
    assert.equal((await wrongFrom(app, client, `nobody${i}@example.com`)).status, 401);
  }
  for (let i = 0; i < 3; i++) {
    assert.equal((await rightFrom(app, client, account.email)).status, 200, "a colleague");
  }
  assert.equal((await wrongFrom(app, client, "nobody19@example.com")).status, 401, "20th");
  assert.equal((await wrongFrom(app, client, "nobody20@example.com")).status, 429);
  assert.equal((await rightFrom(app, client, account.email)).status, 429);
  assert.equal((await rightFrom(app, "203.0.113.21", account.email)).status, 200);
}, { bothDrivers: true });

dbTest("50 failures from many clients slow the account down everywhere", async ({ db }) => {
  const { app, clock } = createTestApp(db);
  const account = await makeUser(db);
  // 45 failures from 9 clients, counted straight into the buckets (each would cost a hash)…
  for (let client = 0; client < 9; client++) {
    const charges = signInCharges(account.email, `198.18.0.${client}`);
    for (let i = 0; i < 5; i++) {
      await new Attempt(db, clock.now()).take([charges.pair, charges.client, charges.account]);
    }
  }
  // …and 5 more through the API from a tenth: each one still reaches the password check.
  const tenth = await Promise.all(
    Array.from({ length: 5 }, () => wrongFrom(app, "198.18.0.9", account.email)),
  );
  assert.deepEqual(statuses(tenth), [401, 401, 401, 401, 401]);
  const owner = await rightFrom(app, "192.0.2.1", account.email);
  assert.equal(owner.status, 429);
  assert.match((await owner.json()).message, /try again in 15 minutes/);
  clock.advance(15 * 60 * 1000);
  assert.equal((await rightFrom(app, "192.0.2.1", account.email)).status, 200);
}, { bothDrivers: true });

dbTest("sessions slide: used in their last 15 days they get 30 more", async ({ db }) => {
  const { app, clock } = createTestApp(db);
  const account = await makeUser(db);
  const client = await signedInClient(app, account);
  clock.advance(20 * DAY);
  const response = await client.get("/api/auth/user");
  assert.equal(response.status, 200);
  assert.match(response.headers.get("set-cookie") ?? "", /lw_session=/);
  const [session] = await db.select().from(sessions).where(eq(sessions.userId, account.id));
  assert.equal(session?.expiresAt.getTime(), clock.now().getTime() + SESSION_LIFETIME_MS);
  clock.advance(31 * DAY);
  assert.equal((await client.get("/api/auth/user")).status, 401);
});

dbTest("a session ends 90 days after sign-in, however often it was renewed", async ({ db }) => {
  const { app, clock } = createTestApp(db);
  const account = await makeUser(db);
  const signedInAt = clock.now().getTime();
  const client = await signedInClient(app, account);
  for (let day = 20; day <= 80; day += 20) {
    clock.advance(20 * DAY);
    assert.equal((await client.get("/api/auth/user")).status, 200, `day ${day}`);
  }
  const [session] = await db.select().from(sessions).where(eq(sessions.userId, account.id));
  assert.equal(session?.expiresAt.getTime(), signedInAt + 90 * DAY, "renewal stops at 90 days");
  clock.advance(11 * DAY); // day 91
  assert.equal((await client.get("/api/auth/user")).status, 401);
});

dbTest("logout ends the session; GET /api/logout redirects home", async ({ db }) => {
  const { app } = createTestApp(db);
  const account = await makeUser(db);
  const client = await signedInClient(app, account);
  const out = await client.post("/api/auth/logout");
  assert.equal(out.status, 200);
  assert.equal((await client.get("/api/auth/user")).status, 401);

  const other = await signedInClient(app, account);
  const redirect = await other.get("/api/logout");
  assert.equal(redirect.status, 302);
  assert.equal(redirect.headers.get("location"), "/");
  assert.equal((await other.get("/api/auth/user")).status, 401);
});

dbTest("GET /api/logout from another site goes home but keeps the session", async ({ db }) => {
  const { app } = createTestApp(db);
  const account = await makeUser(db);
  const client = await signedInClient(app, account);
  for (const site of ["cross-site", "same-site"]) {
    const response = await client.request("GET", "/api/logout", undefined, {
      "sec-fetch-site": site,
    });
    assert.equal(response.status, 302);
    assert.equal(response.headers.get("location"), "/");
    assert.equal(response.headers.get("set-cookie"), null, site);
    assert.equal((await client.get("/api/auth/user")).status, 200, `${site}: still signed in`);
  }
  for (const site of ["same-origin", "none"]) {
    const own = await signedInClient(app, account);
    const response = await own.request("GET", "/api/logout", undefined, { "sec-fetch-site": site });
    assert.equal(response.status, 302);
    assert.equal((await own.get("/api/auth/user")).status, 401, `${site}: signed out`);
  }
});

dbTest("a state-changing call without our Origin is refused (CSRF)", async ({ db }) => {
  const { app } = createTestApp(db);
  const account = await makeUser(db);
  const foreign = await app.request("http://localhost/api/auth/login", {
    method: "POST",
    headers: { origin: "https://evil.example", "content-type": "application/json" },
    body: JSON.stringify({ email: account.email, password: TEST_PASSWORD }),
  });
  assert.equal(foreign.status, 403);
  const missing = await app.request("http://localhost/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: account.email, password: TEST_PASSWORD }),
  });
  assert.equal(missing.status, 403);
  const sameSite = await app.request("http://localhost/api/auth/login", {
    method: "POST",
    headers: { "sec-fetch-site": "same-origin", "content-type": "application/json" },
    body: JSON.stringify({ email: account.email, password: TEST_PASSWORD }),
  });
  assert.equal(sameSite.status, 200);
});

dbTest("role guard: update counts are for admins only", async ({ db }) => {
  const { app } = createTestApp(db);
  assert.equal((await new TestClient(app).get("/api/statistics/update-counts")).status, 401);
  const user = await signedInClient(app, await makeUser(db, "user"));
  assert.equal((await user.get("/api/statistics/update-counts")).status, 403);
  const admin = await signedInClient(app, await makeUser(db, "admin"));
  const counts = await admin.get("/api/statistics/update-counts");
  assert.equal(counts.status, 200);
  assert.deepEqual(await counts.json(), {
    total: 0,
    pending: 0,
    approved: 0,
    rejected: 0,
    revisionPending: 0,
  });
});
