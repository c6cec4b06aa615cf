import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  jurisdictions,
  legalUpdates,
  rssSources,
  userPreferences,
  users,
} from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { testAlertSettings } from "../../workers/alerts/alerts_test_helper.ts";
import { startSmtpServer } from "../../workers/alerts/smtp_server_test_helper.ts";
import { verifySecret } from "../auth/password.ts";
import { PROFILE_MESSAGES, WEBSITE_URL_MAX } from "../schemas/profile.ts";
import { USER_MESSAGES } from "../schemas/users.ts";
import { createTestApp, makeUser, signedInClient, TEST_PASSWORD, TestClient } from "../testing.ts";
import { insertUser } from "../../db/queries/users.ts";
import { newAccountRow } from "../accounts/create_account.ts";
import { createSession, SESSION_COOKIE } from "../auth/session.ts";
import { ssoAccountHasNoPassword } from "../schemas/oidc.ts";
import { TEST_PASSWORD_HASHING, testSettings } from "../../workers/settings.ts";

const ANSWERS = {
  securityAnswer1: "  Elm Street ",
  securityAnswer2: "Lisbon",
  securityAnswer3: "Mrs Smith",
};

async function makeSources(db: Db) {
  const [land] = await db.insert(jurisdictions).values({ name: "Testland" }).returning();
  const values = [
    { name: "Official Gazette", sourceType: "jurisdiction" as const },
    { name: "Bird & Partners", sourceType: "specialist" as const },
    { name: "Retired Feed", sourceType: "jurisdiction" as const, isActive: false },
  ];
  const rows = await db.insert(rssSources).values(values.map((v, i) => ({
    ...v,
    jurisdictionId: land!.id,
    url: `https://feeds.example/${i}`,
  }))).returning();
  return rows;
}

dbTest("anonymous callers get 401 from every profile call", async ({ db }) => {
  const { app } = createTestApp(db);
  const anonymous = new TestClient(app);
  const calls: [string, string, unknown?][] = [
    ["PATCH", "/api/auth/profile", { firstName: "X" }],
    ["GET", "/api/auth/preferences"],
    ["POST", "/api/auth/preferences", { rssSourceIds: [] }],
    ["PATCH", "/api/auth/security-questions", { currentPassword: "x", ...ANSWERS }],
  ];
  for (const [method, path, body] of calls) {
    const response = await anonymous.request(method, path, body);
    assert.equal(response.status, 401, `${method} ${path}`);
  }
  // A setup-only session (temporary password, setup not done) is no sign-in either.
  const temporary = await makeUser(db, "user", { temporary: true });
  const setup = new TestClient(app);
  await setup.post("/api/auth/login", { email: temporary.email, password: TEST_PASSWORD });
  assert.equal((await setup.get("/api/auth/preferences")).status, 401);
});

dbTest(
  "a user updates their profile and company information, but not the company name",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const me = await makeUser(db, "user", { companyName: "Acme" });
    const client = await signedInClient(app, me);
    const response = await client.patch("/api/auth/profile", {
      firstName: " Grace ",
      lastName: "Hopper",
      companyName: "Hijacked Ltd",
      companyWebsiteUrl: "https://acme.example",
      employeeCount: 250,
      shareTasksWithCompany: true,
    });
    assert.equal(response.status, 200);
    const user = await response.json();
    assert.equal(user.firstName, "Grace");
    assert.equal(user.companyName, "Acme", "an administrator sets the company name");
    assert.equal(user.companyWebsiteUrl, "https://acme.example");
    assert.equal(user.employeeCount, 250);
    assert.equal(user.shareTasksWithCompany, true);
    assert.equal("passwordHash" in user, false);
    const me2 = await (await client.get("/api/auth/user")).json();
    assert.equal(me2.lastName, "Hopper");

    // Empty website and employee count clear them; fields not sent stay.
    const cleared = await (await client.patch("/api/auth/profile", {
      companyWebsiteUrl: "",
      employeeCount: "",
    })).json();
    assert.equal(cleared.companyWebsiteUrl, null);
    assert.equal(cleared.employeeCount, null);
    assert.equal(cleared.lastName, "Hopper");
    assert.equal(cleared.shareTasksWithCompany, true);
  },
);

dbTest("profile validation answers the form's messages", async ({ db }) => {
  const { app } = createTestApp(db);
  const client = await signedInClient(app, await makeUser(db, "user"));
  const cases: [Record<string, unknown>, string, string][] = [
    [{ email: "nope" }, "email", "Invalid email address"],
    [
      { companyWebsiteUrl: "http://acme.example" },
      "companyWebsiteUrl",
      PROFILE_MESSAGES.websiteUrl,
    ],
    [{ companyWebsiteUrl: "acme.example" }, "companyWebsiteUrl", PROFILE_MESSAGES.websiteUrl],
    [
      { companyWebsiteUrl: "javascript:alert(1)" },
      "companyWebsiteUrl",
      PROFILE_MESSAGES.websiteUrl,
    ],
    [{ employeeCount: 0 }, "employeeCount", "Employee count must be at least 1"],
    [{ employeeCount: 1_000_001 }, "employeeCount", "Employee count must be reasonable"],
    [{ employeeCount: 2.5 }, "employeeCount", PROFILE_MESSAGES.employeesWhole],
    [{ firstName: "x".repeat(101) }, "firstName", "First name must be at most 100 characters"],
    [{ shareTasksWithCompany: "yes" }, "shareTasksWithCompany", ""],
  ];
  for (const [body, field, message] of cases) {
    const response = await client.patch("/api/auth/profile", body);
    assert.equal(response.status, 400, JSON.stringify(body));
    const answer = await response.json();
    assert.ok(answer.errors[field], `${field} named`);
    if (message) assert.equal(answer.errors[field], message);
  }
  const edge = await client.patch("/api/auth/profile", { employeeCount: 1_000_000 });
  assert.equal(edge.status, 200);
});

dbTest(
  "the website is an https URL of at most 2048 characters, else the form's message",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const client = await signedInClient(app, await makeUser(db, "user"));
    const long = `https://acme.example/${"x".repeat(WEBSITE_URL_MAX)}`;
    for (const bad of ["http://acme.example", "https:", "ftp://acme.example", long]) {
      const response = await client.patch("/api/auth/profile", { companyWebsiteUrl: bad });
      assert.equal(response.status, 400, bad);
      const answer = await response.json();
      assert.equal(answer.message, PROFILE_MESSAGES.websiteUrl, bad);
      assert.deepEqual(answer.errors, { companyWebsiteUrl: PROFILE_MESSAGES.websiteUrl });
    }
    const saved = await client.patch("/api/auth/profile", {
      companyWebsiteUrl: " https://intranet.local:8443/acme ",
    });
    assert.equal(saved.status, 200);
    assert.equal((await saved.json()).companyWebsiteUrl, "https://intranet.local:8443/acme");
  },
);

dbTest("changing the sign-in email needs the current password", async ({ db }) => {
  const smtp = await startSmtpServer();
  const { app } = createTestApp(db, {
    settings: testAlertSettings({ smtpUrl: smtp.url }),
  });
  const me = await makeUser(db, "user", { email: "me@example.com" });
  const client = await signedInClient(app, me);
  const email = async () => (await (await client.get("/api/auth/user")).json()).email;

  const missing = await client.patch("/api/auth/profile", { email: "new@example.com" });
  assert.equal(missing.status, 400);
  assert.deepEqual((await missing.json()).errors, {
    currentPassword: PROFILE_MESSAGES.currentPasswordRequired,
  });
  const wrong = await client.patch("/api/auth/profile", {
    email: "new@example.com",
    currentPassword: "not my password",
  });
  assert.equal(wrong.status, 400);
  assert.equal((await wrong.json()).errors.currentPassword, PROFILE_MESSAGES.currentPasswordWrong);
  assert.equal(await email(), "me@example.com", "unchanged");

  // Other fields, and the same email in other letters, need no password.
  const rename = await client.patch("/api/auth/profile", {
    firstName: "Ada",
    email: " ME@Example.com ",
  });
  assert.equal(rename.status, 200);
  assert.equal((await rename.json()).firstName, "Ada");

  try {
    const moved = await client.patch("/api/auth/profile", {
      email: "new@example.com",
      currentPassword: TEST_PASSWORD,
    });
    assert.equal(moved.status, 200);
    assert.equal((await moved.json()).pendingEmail, "new@example.com");
    assert.equal(await email(), "me@example.com", "until the link mailed to it is used");
    await smtp.waitFor(1);
    assert.deepEqual(smtp.received[0]!.to, ["new@example.com"]);
  } finally {
    await smtp.close();
  }
});

dbTest("a wrong current password on an email change counts as a failed sign-in", async ({ db }) => {
  const { app } = createTestApp(db);
  const me = await makeUser(db, "user");
  const client = await signedInClient(app, me);
  for (let attempt = 1; attempt <= 5; attempt++) {
    const wrong = await client.patch("/api/auth/profile", {
      email: "elsewhere@example.com",
      currentPassword: "not my password",
    });
    assert.equal(wrong.status, 400, `attempt ${attempt}`);
  }
  const right = await client.patch("/api/auth/profile", {
    email: "elsewhere@example.com",
    currentPassword: TEST_PASSWORD,
  });
  assert.equal(right.status, 429);
  const login = await new TestClient(app).post("/api/auth/login", {
    email: me.email,
    password: TEST_PASSWORD,
  });
  assert.equal(login.status, 429, "the same counter as sign-in from this client");
});

dbTest("a taken email is a 409 only behind the password check", async ({ db }) => {
  const { app } = createTestApp(db);
  await makeUser(db, "user", { email: "taken@example.com" });
  const me = await makeUser(db, "user", { email: "me@example.com" });
  const client = await signedInClient(app, me);
  const guess = await client.patch("/api/auth/profile", {
    email: "TAKEN@example.com",
    currentPassword: "not my password",
  });
  assert.equal(guess.status, 400, "a borrowed session cannot probe which emails exist");
  const response = await client.patch("/api/auth/profile", {
    email: "TAKEN@example.com",
    currentPassword: TEST_PASSWORD,
  });
  assert.equal(response.status, 409);
  assert.equal((await response.json()).message, USER_MESSAGES.emailTaken);
  const own = await client.patch("/api/auth/profile", { email: "me@example.com" });
  assert.equal(own.status, 200);
});

dbTest(
  "source preferences are saved as a set, per user, and must name real sources",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const [gazette, firm, retired] = await makeSources(db);
    const me = await makeUser(db, "user");
    const client = await signedInClient(app, me);
    const other = await signedInClient(app, await makeUser(db, "user"));

    assert.deepEqual(await (await client.get("/api/auth/preferences")).json(), []);
    const saved = await client.post("/api/auth/preferences", {
      rssSourceIds: [firm!.id, gazette!.id, firm!.id],
    });
    assert.equal(saved.status, 200);
    const expected = [gazette!.id, firm!.id].sort((a, b) => a - b).map((id) => ({
      rssSourceId: id,
    }));
    assert.deepEqual(await saved.json(), expected);
    assert.deepEqual(await (await client.get("/api/auth/preferences")).json(), expected);
    assert.deepEqual(await (await other.get("/api/auth/preferences")).json(), [], "per user");

    const unknown = await client.post("/api/auth/preferences", {
      rssSourceIds: [gazette!.id, 999_999],
    });
    assert.equal(unknown.status, 400);
    const body = await unknown.json();
    assert.equal(body.message, PROFILE_MESSAGES.unknownSources);
    assert.deepEqual(body.missing, [999_999]);
    assert.deepEqual(
      await (await client.get("/api/auth/preferences")).json(),
      expected,
      "unchanged",
    );
    assert.equal((await client.post("/api/auth/preferences", { rssSourceIds: ["1"] })).status, 400);

    const replaced = await client.post("/api/auth/preferences", { rssSourceIds: [retired!.id] });
    assert.deepEqual(await replaced.json(), [{ rssSourceId: retired!.id }]);
    await client.post("/api/auth/preferences", { rssSourceIds: [] });
    assert.equal((await db.select().from(userPreferences)).length, 0, "empty: every source");

    // Deleting a source drops it from everyone's preferences.
    await client.post("/api/auth/preferences", { rssSourceIds: [gazette!.id, firm!.id] });
    await db.delete(rssSources).where(eq(rssSources.id, firm!.id));
    assert.deepEqual(await (await client.get("/api/auth/preferences")).json(), [
      { rssSourceId: gazette!.id },
    ]);
  },
);

dbTest(
  "security questions need the current password; wrong ones count toward the throttle",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const me = await makeUser(db, "user");
    const client = await signedInClient(app, me);

    const missing = await client.patch("/api/auth/security-questions", { ...ANSWERS });
    assert.equal(missing.status, 400);
    assert.equal((await missing.json()).message, PROFILE_MESSAGES.currentPasswordRequired);
    const blank = await client.patch("/api/auth/security-questions", {
      currentPassword: TEST_PASSWORD,
      ...ANSWERS,
      securityAnswer2: "  ",
    });
    assert.equal(blank.status, 400);
    assert.equal((await blank.json()).errors.securityAnswer2, PROFILE_MESSAGES.answersRequired);

    const good = await client.patch("/api/auth/security-questions", {
      currentPassword: TEST_PASSWORD,
      ...ANSWERS,
    });
    assert.equal(good.status, 200);
    assert.deepEqual(await good.json(), { message: "Security questions updated successfully" });
    const [stored] = await db.select().from(users).where(eq(users.id, me.id));
    assert.equal(
      await verifySecret(stored!.securityAnswer1, "elm street", TEST_PASSWORD_HASHING),
      true,
      "trimmed, lower",
    );
    assert.equal(
      await verifySecret(stored!.securityAnswer3, "mrs smith", TEST_PASSWORD_HASHING),
      true,
    );

    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await client.patch("/api/auth/security-questions", {
        currentPassword: "not my password",
        ...ANSWERS,
      });
      assert.equal(wrong.status, 400, `attempt ${attempt}`);
      assert.equal((await wrong.json()).message, PROFILE_MESSAGES.currentPasswordWrong);
    }
    const sixth = await client.patch("/api/auth/security-questions", {
      currentPassword: TEST_PASSWORD,
      ...ANSWERS,
    });
    assert.equal(sixth.status, 429);
    assert.ok(sixth.headers.get("retry-after"));
    const login = await new TestClient(app).post("/api/auth/login", {
      email: me.email,
      password: TEST_PASSWORD,
    });
    assert.equal(login.status, 429, "the same counter as sign-in");
  },
);

dbTest("saved source preferences narrow the caller's Legal Updates listing", async ({ db }) => {
  const { app } = createTestApp(db);
  const [gazette, firm] = await makeSources(db);
  const update = (title: string, rssSourceId: number | null) => ({
    title,
    sourceUrl: `https://updates.example/${title}`,
    sourceUrlKey: `https://updates.example/${title}`,
    publishDate: new Date("2026-06-01T00:00:00Z"),
    status: "approved" as const,
    rssSourceId,
  });
  await db.insert(legalUpdates).values([
    update("from-gazette", gazette!.id),
    update("from-firm", firm!.id),
  ]);
  const me = await makeUser(db, "user");
  const client = await signedInClient(app, me);
  const titles = async (path: string) =>
    ((await (await client.get(path)).json()).updates as { title: string }[])
      .map((u) => u.title).sort();

  assert.deepEqual(await titles(`/api/legal-updates?userId=${me.id}`), [
    "from-firm",
    "from-gazette",
  ], "no preferences: every source");
  await client.post("/api/auth/preferences", { rssSourceIds: [firm!.id] });
  assert.deepEqual(await titles(`/api/legal-updates?userId=${me.id}`), ["from-firm"]);
  assert.deepEqual(await titles("/api/legal-updates"), ["from-firm", "from-gazette"]);
  const other = await makeUser(db, "user");
  assert.equal((await client.get(`/api/legal-updates?userId=${other.id}`)).status, 403);
});

dbTest(
  "an account made by single sign-on is told it has no password to confirm with",
  async ({ db }) => {
    const { app } = createTestApp(db, {
      settings: testSettings({ oidc: { issuer: "http://127.0.0.1:9", label: "Acme SSO" } }),
    });
    const now = new Date();
    const account = await insertUser(
      db,
      newAccountRow({
        email: `sso-${crypto.randomUUID()}@acme.example`,
        passwordHash: null,
        role: "user",
      }, now),
    );
    const { token } = await createSession(db, account.id, { now });
    const client = new TestClient(app, { cookie: `${SESSION_COOKIE}=${token}` });
    const expected = ssoAccountHasNoPassword("Acme SSO");

    const email = await client.patch("/api/auth/profile", { email: "new@acme.example" });
    assert.equal(email.status, 400);
    assert.deepEqual(await email.json(), {
      message: expected,
      errors: { currentPassword: expected },
    });
    const questions = await client.patch("/api/auth/security-questions", {
      ...ANSWERS,
      currentPassword: "a guess",
    });
    assert.equal(questions.status, 400);
    assert.equal((await questions.json()).message, expected);
    const [row] = await db.select().from(users).where(eq(users.id, account.id));
    assert.equal(row?.email, account.email);
    assert.equal(row?.securityAnswer1, null);
  },
);
