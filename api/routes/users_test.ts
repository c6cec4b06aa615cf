import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  jurisdictions,
  legalUpdates,
  rssSources,
  tasks,
  userFavorites,
  userPreferences,
  users,
} from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { TEMPORARY_PASSWORD_LIFETIME_MS } from "../accounts/create_account.ts";
import { USER_MESSAGES } from "../schemas/users.ts";
import { createTestApp, makeUser, signedInClient, TestClient } from "../testing.ts";

const DAY = 24 * 60 * 60 * 1000;
const SECRETS = ["passwordHash", "securityAnswer1", "securityAnswer2", "securityAnswer3"];
const TOKENS = ["resetToken", "emailVerificationToken", "tempPasswordExpiresAt"];

/** Every call under /api/users: method, path and a body that would pass validation. */
function everyCall(id: string): [string, string, unknown?][] {
  return [
    ["GET", "/api/users"],
    ["GET", "/api/users/stats"],
    ["GET", "/api/users/company-names"],
    ["GET", "/api/users/export"],
    ["POST", "/api/users", { email: "new.person@example.com" }],
    ["PATCH", `/api/users/${id}`, { firstName: "Changed" }],
    ["PATCH", `/api/users/${id}/role`, { role: "admin" }],
    ["PATCH", `/api/users/${id}/report-limits`, { maxReports: 5 }],
    ["POST", `/api/users/${id}/reset-reports`, {}],
    ["POST", `/api/users/${id}/reset-password`, {}],
    ["DELETE", `/api/users/${id}`],
  ];
}

function assertNoSecrets(user: Record<string, unknown>) {
  for (const key of [...SECRETS, ...TOKENS]) assert.equal(key in user, false, `${key} leaked`);
  assert.equal(typeof user.hasLocalAuth, "boolean");
}

async function setCreatedAt(db: Db, id: string, iso: string) {
  await db.update(users).set({ createdAt: new Date(iso) }).where(eq(users.id, id));
}

dbTest(
  "every user-management call is refused for admins, users and anonymous callers",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const target = await makeUser(db, "user");
    const admin = await signedInClient(app, await makeUser(db, "admin"));
    const user = await signedInClient(app, await makeUser(db, "user"));
    const anonymous = new TestClient(app);
    for (const [method, path, body] of everyCall(target.id)) {
      for (const [client, status] of [[admin, 403], [user, 403], [anonymous, 401]] as const) {
        const response = await client.request(method, path, body);
        assert.equal(response.status, status, `${method} ${path}`);
        assert.ok((await response.json()).message);
      }
    }
    const [after] = await db.select().from(users).where(eq(users.id, target.id));
    assert.equal(after?.firstName, target.firstName, "nothing changed");
    assert.equal(after?.role, "user");
  },
);

dbTest("the list is newest first, paged, and never carries secrets", async ({ db }) => {
  const { app } = createTestApp(db);
  const me = await makeUser(db, "superadmin");
  const older = await makeUser(db, "user", { email: "older@example.com" });
  const newer = await makeUser(db, "admin", { email: "newer@example.com" });
  await setCreatedAt(db, me.id, "2026-01-01T00:00:00Z");
  await setCreatedAt(db, older.id, "2026-02-01T00:00:00Z");
  await setCreatedAt(db, newer.id, "2026-03-01T00:00:00Z");
  const client = await signedInClient(app, me);

  const all = await (await client.get("/api/users")).json();
  assert.equal(all.total, 3);
  assert.deepEqual(all.users.map((u: { id: string }) => u.id), [newer.id, older.id, me.id]);
  all.users.forEach(assertNoSecrets);

  const page2 = await (await client.get("/api/users?page=2&limit=2")).json();
  assert.equal(page2.total, 3);
  assert.deepEqual(page2.users.map((u: { id: string }) => u.id), [me.id]);

  const tooMany = await client.get("/api/users?limit=101");
  assert.equal(tooMany.status, 400);
});

dbTest(
  "search matches name, email, company or id; filters narrow by role, tier, status",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const me = await makeUser(db, "superadmin");
    const ada = await makeUser(db, "user", { email: "ada@example.com", companyName: "Acme_Legal" });
    await db.update(users).set({ firstName: "Ada", lastName: "Lovelace", subscriptionTier: "pro" })
      .where(eq(users.id, ada.id));
    const bob = await makeUser(db, "admin", {
      email: "bob@example.org",
      companyName: "Globex 100%",
    });
    await db.update(users).set({ subscriptionStatus: "cancelled" }).where(eq(users.id, bob.id));
    const client = await signedInClient(app, me);
    const ids = async (query: string) =>
      ((await (await client.get(`/api/users?${query}`)).json()).users as { id: string }[])
        .map((u) => u.id).sort();

    assert.deepEqual(await ids("search=ADA%20LOVE"), [ada.id]);
    assert.deepEqual(await ids("search=lovelace"), [ada.id]);
    assert.deepEqual(await ids("search=example.org"), [bob.id]);
    assert.deepEqual(await ids("search=acme"), [ada.id]);
    assert.deepEqual(await ids(`search=${bob.id.slice(4, 12)}`), [bob.id]);
    // Wildcards are taken literally: '_' and '%' match only themselves.
    assert.deepEqual(await ids("search=e_l"), [ada.id]);
    assert.deepEqual(await ids("search=100%25"), [bob.id]);
    assert.deepEqual(await ids("search=%25"), [bob.id]);
    assert.deepEqual(await ids("role=admin"), [bob.id]);
    assert.deepEqual(await ids("subscriptionTier=pro"), [ada.id]);
    assert.deepEqual(await ids("subscriptionStatus=cancelled"), [bob.id]);
    assert.deepEqual(await ids("role=all&subscriptionTier="), [ada.id, bob.id, me.id].sort());
    assert.deepEqual(await ids("role=user&subscriptionTier=free"), []);
    assert.equal((await client.get("/api/users?role=owner")).status, 400);
  },
);

dbTest("stats count users in all, by activity, role, tier and status", async ({ db }) => {
  const { app } = createTestApp(db);
  const me = await makeUser(db, "superadmin");
  const a = await makeUser(db, "admin");
  const u = await makeUser(db, "user");
  await db.update(users).set({ isActive: false, subscriptionTier: "basic" })
    .where(eq(users.id, a.id));
  await db.update(users).set({ subscriptionTier: "pro", subscriptionStatus: "expired" })
    .where(eq(users.id, u.id));
  const client = await signedInClient(app, me);
  assert.deepEqual(await (await client.get("/api/users/stats")).json(), {
    total: 3,
    active: 2,
    inactive: 1,
    byRole: { user: 1, admin: 1, superadmin: 1 },
    byTier: { free: 1, basic: 1, pro: 1 },
    byStatus: { active: 2, cancelled: 0, expired: 1 },
  });
});

dbTest("company names are distinct, non-empty and sorted", async ({ db }) => {
  const { app } = createTestApp(db);
  const me = await makeUser(db, "superadmin", { companyName: "beta Corp" });
  await makeUser(db, "user", { companyName: "Acme" });
  await makeUser(db, "user", { companyName: "Acme" });
  await makeUser(db, "user", { companyName: "Zeta" });
  await makeUser(db, "user");
  const client = await signedInClient(app, me);
  assert.deepEqual(await (await client.get("/api/users/company-names")).json(), [
    "Acme",
    "beta Corp",
    "Zeta",
  ]);
});

dbTest("a created user gets a temporary password that forces setup", async ({ db }) => {
  const { app, clock } = createTestApp(db);
  const client = await signedInClient(app, await makeUser(db, "superadmin"));
  const response = await client.post("/api/users", {
    email: "  New.Person@Example.com ",
    firstName: "New",
    lastName: "Person",
    companyName: "Acme",
    subscriptionTier: "pro",
    subscriptionStatus: "active",
    subscriptionStartDate: "2026-06-01",
    subscriptionEndDate: "2027-06-01",
    autoRenew: true,
    billingCycle: "yearly",
  });
  assert.equal(response.status, 201);
  const { user, temporaryPassword } = await response.json();
  assertNoSecrets(user);
  assert.match(temporaryPassword, /^[A-HJ-NP-Za-hj-km-np-z2-9]{16}$/);
  assert.equal(user.email, "new.person@example.com");
  assert.equal(user.role, "user");
  assert.equal(user.companyName, "Acme");
  assert.equal(user.subscriptionTier, "pro");
  assert.equal(user.billingCycle, "yearly");
  assert.equal(user.autoRenew, true);
  assert.equal(user.subscriptionStartDate, "2026-06-01T00:00:00.000Z");
  assert.equal(user.mustChangePassword, true);
  const [stored] = await db.select().from(users).where(eq(users.id, user.id));
  assert.equal(
    stored?.tempPasswordExpiresAt?.getTime(),
    clock.now().getTime() + TEMPORARY_PASSWORD_LIFETIME_MS,
  );

  const login = await new TestClient(app).post("/api/auth/login", {
    email: "new.person@example.com",
    password: temporaryPassword,
  });
  const setup = await login.json();
  assert.equal(setup.requiresSetup, true);
  assert.equal(setup.mustChangePassword, true);
  assert.equal(setup.needsSecurityQuestions, true);
});

dbTest(
  "creating a user takes the form's defaults and refuses a bad or taken email",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const me = await makeUser(db, "superadmin", { email: "boss@example.com" });
    const client = await signedInClient(app, me);
    const created = await (await client.post("/api/users", { email: "plain@example.com" })).json();
    assert.equal(created.user.role, "user");
    assert.equal(created.user.subscriptionTier, "free");
    assert.equal(created.user.subscriptionStatus, "active");
    assert.equal(created.user.billingCycle, "monthly");
    assert.equal(created.user.autoRenew, false);
    assert.equal(created.user.firstName, null);

    const taken = await client.post("/api/users", { email: "BOSS@example.com" });
    assert.equal(taken.status, 409);
    // The message names the email field, for the form to say under its email input.
    assert.deepEqual(await taken.json(), {
      message: USER_MESSAGES.emailTaken,
      errors: { email: USER_MESSAGES.emailTaken },
    });
    const invalid = await client.post("/api/users", { email: "not-an-email" });
    assert.equal(invalid.status, 400);
    const body = await invalid.json();
    assert.equal(body.message, "Invalid email address");
    assert.equal(body.errors.email, "Invalid email address");
    const lifetime = await client.post("/api/users", {
      email: "x@example.com",
      billingCycle: "lifetime",
    });
    assert.equal(lifetime.status, 400, "the create form offers monthly and yearly only");
  },
);

dbTest(
  "editing a user changes the sent fields; a taken email is 409, an unknown id 404",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const client = await signedInClient(app, await makeUser(db, "superadmin"));
    const target = await makeUser(db, "user", { email: "target@example.com" });
    await makeUser(db, "user", { email: "other@example.com" });

    const response = await client.patch(`/api/users/${target.id}`, {
      email: "Renamed@Example.com",
      companyName: "  Initech ",
      subscriptionTier: "basic",
      subscriptionStatus: "expired",
      subscriptionEndDate: "2026-12-31",
      billingCycle: "lifetime",
      autoRenew: true,
    });
    assert.equal(response.status, 200);
    const user = await response.json();
    assertNoSecrets(user);
    assert.equal(user.email, "renamed@example.com");
    assert.equal(user.companyName, "Initech");
    assert.equal(user.firstName, target.firstName, "fields not sent stay");
    assert.equal(user.billingCycle, "lifetime");
    assert.equal(user.subscriptionEndDate, "2026-12-31T00:00:00.000Z");

    const cleared = await (await client.patch(`/api/users/${target.id}`, {
      companyName: "",
      subscriptionEndDate: null,
    })).json();
    assert.equal(cleared.companyName, null);
    assert.equal(cleared.subscriptionEndDate, null);

    const taken = await client.patch(`/api/users/${target.id}`, { email: "OTHER@example.com" });
    assert.equal(taken.status, 409);
    const same = await client.patch(`/api/users/${target.id}`, { email: "renamed@example.com" });
    assert.equal(same.status, 200, "keeping one's own email is no conflict");
    const badDate = await client.patch(`/api/users/${target.id}`, {
      subscriptionStartDate: "soon",
    });
    assert.equal(badDate.status, 400);
    const unknown = await client.patch(`/api/users/${crypto.randomUUID()}`, { firstName: "X" });
    assert.equal(unknown.status, 404);
    assert.equal((await unknown.json()).message, USER_MESSAGES.notFound);
  },
);

dbTest("deactivating a user or changing their role ends their sessions", async ({ db }) => {
  const { app } = createTestApp(db);
  const client = await signedInClient(app, await makeUser(db, "superadmin"));
  const a = await makeUser(db, "user");
  const b = await makeUser(db, "user");
  const aSession = await signedInClient(app, a);
  const bSession = await signedInClient(app, b);

  const off = await client.patch(`/api/users/${a.id}`, { isActive: false });
  assert.equal((await off.json()).isActive, false);
  assert.equal((await aSession.get("/api/auth/user")).status, 401);

  const role = await client.patch(`/api/users/${b.id}/role`, { role: "admin" });
  assert.equal((await role.json()).role, "admin");
  assert.equal((await bSession.get("/api/auth/user")).status, 401);
  const again = await signedInClient(app, b);
  assert.equal((await (await again.get("/api/auth/user")).json()).role, "admin");

  const bad = await client.patch(`/api/users/${b.id}/role`, { role: "owner" });
  assert.equal(bad.status, 400);
  const unknown = await client.patch(`/api/users/${crypto.randomUUID()}/role`, { role: "user" });
  assert.equal(unknown.status, 404);
});

dbTest(
  "a superadmin cannot delete, reset, demote or deactivate their own account",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const me = await makeUser(db, "superadmin");
    await makeUser(db, "superadmin"); // another one exists: only the self rule can refuse
    const client = await signedInClient(app, me);
    const attempts: [Promise<Response>, string][] = [
      [client.delete(`/api/users/${me.id}`), USER_MESSAGES.selfDelete],
      [client.post(`/api/users/${me.id}/reset-password`), USER_MESSAGES.selfReset],
      [client.patch(`/api/users/${me.id}/role`, { role: "admin" }), USER_MESSAGES.selfRole],
      [client.patch(`/api/users/${me.id}`, { isActive: false }), USER_MESSAGES.selfDeactivate],
    ];
    for (const [attempt, message] of attempts) {
      const response = await attempt;
      assert.equal(response.status, 400);
      assert.equal((await response.json()).message, message);
    }
    const [stored] = await db.select().from(users).where(eq(users.id, me.id));
    assert.equal(stored?.role, "superadmin");
    assert.equal(stored?.isActive, true);
    assert.equal(stored?.passwordHash, me.passwordHash);
    assert.equal((await client.get("/api/auth/user")).status, 200, "still signed in");
    // Harmless changes of one's own account are fine.
    assert.equal((await client.patch(`/api/users/${me.id}`, { firstName: "Me" })).status, 200);
    assert.equal(
      (await client.patch(`/api/users/${me.id}/role`, { role: "superadmin" })).status,
      200,
    );
  },
);

for (
  const [what, act] of [
    ["demote", (c: TestClient, id: string) => c.patch(`/api/users/${id}/role`, { role: "user" })],
    ["deactivate", (c: TestClient, id: string) => c.patch(`/api/users/${id}`, { isActive: false })],
    ["delete", (c: TestClient, id: string) => c.delete(`/api/users/${id}`)],
  ] as const
) {
  dbTest(
    `two superadmins who ${what} each other at once leave one active superadmin`,
    async ({ db }) => {
      const { app } = createTestApp(db);
      const a = await makeUser(db, "superadmin");
      const b = await makeUser(db, "superadmin");
      const [aClient, bClient] = await Promise.all([
        signedInClient(app, a),
        signedInClient(app, b),
      ]);
      const responses = await Promise.all([act(aClient, b.id), act(bClient, a.id)]);
      const statuses = responses.map((r) => r.status).sort();
      // Both calls reach the rule at once (409: the last superadmin), or the first change
      // commits before the other call's session is read, and its caller is signed out (401).
      assert.ok(
        ["200,409", "200,401"].includes(String(statuses)),
        `one change goes through: ${statuses}`,
      );
      const refused = responses.find((r) => r.status === 409);
      if (refused) assert.equal((await refused.json()).message, USER_MESSAGES.lastSuperadmin);
      const left = await db.select().from(users).where(eq(users.role, "superadmin"));
      assert.equal(left.filter((u) => u.isActive).length, 1);
    },
  );
}

dbTest(
  "report limits are set within 0..1000 and 'Reset to 10' restores the quota",
  async ({ db }) => {
    const { app, clock } = createTestApp(db);
    const client = await signedInClient(app, await makeUser(db, "superadmin"));
    const target = await makeUser(db, "user");
    const path = `/api/users/${target.id}/report-limits`;

    const both = await (await client.patch(path, { maxReports: 20, reportsRemaining: 15 })).json();
    assert.deepEqual([both.maxReports, both.reportsRemaining], [20, 15]);
    const lowered = await (await client.patch(path, { maxReports: 5 })).json();
    assert.deepEqual(
      [lowered.maxReports, lowered.reportsRemaining],
      [5, 5],
      "remaining follows max",
    );
    const over = await client.patch(path, { reportsRemaining: 6 });
    assert.equal(over.status, 400);
    assert.equal((await over.json()).message, USER_MESSAGES.remainingOverMax);
    assert.equal((await client.patch(path, { maxReports: 1001 })).status, 400);
    assert.equal((await client.patch(path, { maxReports: -1 })).status, 400);
    assert.equal((await client.patch(path, {})).status, 400);

    const reset = await client.post(`/api/users/${target.id}/reset-reports`);
    const user = await reset.json();
    assert.deepEqual([user.maxReports, user.reportsRemaining], [10, 10]);
    assert.equal(user.reportsResetAt, "2026-07-01T00:00:00.000Z");
    assert.equal(clock.now().toISOString().slice(0, 7), "2026-06");
    assert.equal(
      (await client.post(`/api/users/${crypto.randomUUID()}/reset-reports`)).status,
      404,
    );
  },
);

dbTest(
  "a password reset ends the user's sessions and forces setup at the next sign-in",
  async ({ db }) => {
    const { app, clock } = createTestApp(db);
    const client = await signedInClient(app, await makeUser(db, "superadmin"));
    const target = await makeUser(db, "user");
    await db.update(users).set({
      securityAnswer1: "h1",
      securityAnswer2: "h2",
      securityAnswer3: "h3",
    })
      .where(eq(users.id, target.id));
    const targetSession = await signedInClient(app, target);

    const response = await client.post(`/api/users/${target.id}/reset-password`);
    assert.equal(response.status, 200);
    const body = await response.json();
    assert.deepEqual(Object.keys(body), ["temporaryPassword"]);
    assert.equal((await targetSession.get("/api/auth/user")).status, 401);

    const [stored] = await db.select().from(users).where(eq(users.id, target.id));
    assert.equal(stored?.securityAnswer1, null);
    assert.equal(stored?.securityAnswer3, null);
    assert.equal(stored?.mustChangePassword, true);
    assert.equal(stored?.tempPasswordExpiresAt?.getTime(), clock.now().getTime() + 7 * DAY);

    const fresh = new TestClient(app);
    const old = await fresh.post("/api/auth/login", {
      email: target.email,
      password: "correct horse battery",
    });
    assert.equal(old.status, 401, "the old password is gone");
    const login = await fresh.post("/api/auth/login", {
      email: target.email,
      password: body.temporaryPassword,
    });
    const setup = await login.json();
    assert.equal(setup.requiresSetup, true);
    assert.equal(setup.needsSecurityQuestions, true);
    assert.equal(
      (await client.post(`/api/users/${crypto.randomUUID()}/reset-password`)).status,
      404,
    );
  },
);

dbTest(
  "deleting a user takes their sessions, preferences, favorites and tasks along",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const client = await signedInClient(app, await makeUser(db, "superadmin"));
    const target = await makeUser(db, "admin");
    const targetSession = await signedInClient(app, target);
    const [jurisdiction] = await db.insert(jurisdictions).values({ name: "Testland" }).returning();
    const [source] = await db.insert(rssSources).values({
      jurisdictionId: jurisdiction!.id,
      name: "Gazette",
      url: "https://gazette.example/feed",
    }).returning();
    const [update] = await db.insert(legalUpdates).values({
      title: "An act",
      sourceUrl: "https://gazette.example/1",
      sourceUrlKey: "https://gazette.example/1",
      publishDate: new Date("2026-06-01T00:00:00Z"),
      reviewedBy: target.id,
    }).returning();
    await db.insert(userPreferences).values({ userId: target.id, rssSourceId: source!.id });
    await db.insert(userFavorites).values({ userId: target.id, legalUpdateId: update!.id });
    await db.insert(tasks).values({ userId: target.id, title: "Follow up" });

    const response = await client.delete(`/api/users/${target.id}`);
    assert.equal(response.status, 200);
    assert.equal((await db.select().from(users).where(eq(users.id, target.id))).length, 0);
    assert.equal((await targetSession.get("/api/auth/user")).status, 401);
    assert.equal((await db.select().from(userPreferences)).length, 0);
    assert.equal((await db.select().from(userFavorites)).length, 0);
    assert.equal((await db.select().from(tasks)).length, 0);
    const [kept] = await db.select().from(legalUpdates);
    assert.equal(kept?.reviewedBy, null, "the update stays, without its reviewer");
    assert.equal((await client.delete(`/api/users/${target.id}`)).status, 404);
  },
);

/** An RFC 4180 reader, to check that the export reads back to what was stored. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  assert.equal(cell + row.join(""), "", "the file ends with CRLF");
  return rows;
}

dbTest(
  "the CSV export quotes per RFC 4180, defuses formulas and honours the filters",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const me = await makeUser(db, "superadmin", { email: "boss@example.com" });
    const tricky = await makeUser(db, "user", { email: "tricky@example.com" });
    const never = await makeUser(db, "admin", { email: "never@example.com" });
    await db.update(users).set({
      firstName: "=cmd|' /C calc'!A0",
      lastName: 'O"Brien, Jr.',
      companyName: "Line one\nLine two",
      lastLoginAt: new Date("2026-06-10T08:30:00Z"),
      createdAt: new Date("2026-05-01T00:00:00Z"),
    }).where(eq(users.id, tricky.id));
    await setCreatedAt(db, me.id, "2026-01-01T00:00:00Z");
    await setCreatedAt(db, never.id, "2025-01-01T00:00:00Z");
    const client = await signedInClient(app, me);

    const response = await client.get("/api/users/export");
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("content-type"), "text/csv; charset=utf-8");
    assert.equal(
      response.headers.get("content-disposition"),
      'attachment; filename="users-export-2026-06-15.csv"',
    );
    // Read the bytes: Response.text() drops a leading byte-order mark, as the Fetch spec's UTF-8
    // decode does, so it cannot show that the file starts with one.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    assert.ok(text.startsWith("\uFEFF"), "a byte-order mark for spreadsheets");
    const rows = parseCsv(text.slice(1));
    assert.deepEqual(rows[0], [
      "ID",
      "Email",
      "First Name",
      "Last Name",
      "Company",
      "Role",
      "Status",
      "Subscription Tier",
      "Subscription Status",
      "Reports Remaining",
      "Max Reports",
      "Last Login",
      "Created",
    ]);
    assert.equal(rows.length, 4);
    assert.deepEqual(rows[1], [
      tricky.id,
      "tricky@example.com",
      "'=cmd|' /C calc'!A0",
      'O"Brien, Jr.',
      "Line one\nLine two",
      "user",
      "Active",
      "free",
      "active",
      "10",
      "10",
      "2026-06-10T08:30:00.000Z",
      "2026-05-01T00:00:00.000Z",
    ]);
    assert.equal(rows[2]![1], "boss@example.com");
    assert.ok(text.includes('"O""Brien, Jr."'), "quotes doubled inside a quoted field");

    const filtered = parseCsv(
      (await (await client.get("/api/users/export?search=tricky")).text()).slice(1),
    );
    assert.equal(filtered.length, 2);
    const byRole = parseCsv(
      (await (await client.get("/api/users/export?role=admin")).text()).slice(1),
    );
    assert.deepEqual(byRole.slice(1).map((r) => r[1]), ["never@example.com"]);
    assert.equal(byRole[1]![11], "Never", "a missing last login");
  },
);
