import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { dbTest } from "../../db/testing.ts";
import { users } from "../../db/schema.ts";
import { AUTH_MESSAGES } from "../auth/messages.ts";
import { hashSecret } from "../auth/password.ts";
import { SECURITY_QUESTIONS } from "../schemas/auth.ts";
import { createTestApp, makeUser, signedInClient, TEST_PASSWORD, TestClient } from "../testing.ts";
import type { Db } from "../../db/client.ts";
import type { Role } from "../../domain/roles.ts";
import { passwordResetOff } from "../schemas/oidc.ts";
import { TEST_PASSWORD_HASHING, testSettings } from "../../workers/settings.ts";

const ANSWERS = ["elm street", "leeds", "mrs smith"];

async function withAnswers(db: Db, role: Role = "user") {
  const account = await makeUser(db, role);
  const [a1, a2, a3] = await Promise.all(
    ANSWERS.map((answer) => hashSecret(answer, TEST_PASSWORD_HASHING)),
  );
  await db.update(users).set({ securityAnswer1: a1, securityAnswer2: a2, securityAnswer3: a3 })
    .where(eq(users.id, account.id));
  return account;
}

dbTest("forgot password: question, answer, new password, old sessions ended", async ({ db }) => {
  const { app } = createTestApp(db);
  const account = await withAnswers(db);
  const existing = await signedInClient(app, account);
  const client = new TestClient(app);

  const step1 = await client.post("/api/auth/forgot-password/email", { email: account.email });
  assert.equal(step1.status, 200);
  const { questionNumber, questionText } = await step1.json();
  assert.equal(questionText, SECURITY_QUESTIONS[questionNumber - 1]);
  const answer = `  ${ANSWERS[questionNumber - 1]!.toUpperCase()} `; // trimmed, case-insensitive

  const step2 = await client.post("/api/auth/forgot-password/validate", {
    email: account.email,
    questionNumber,
    securityAnswer: answer,
  });
  assert.deepEqual(await step2.json(), { valid: true });

  const step3 = await client.post("/api/auth/forgot-password/reset", {
    email: account.email,
    questionNumber,
    securityAnswer: answer,
    newPassword: "brand-new-password",
  });
  assert.equal(step3.status, 200);
  assert.equal((await existing.get("/api/auth/user")).status, 401, "old session must end");
  const login = await client.post("/api/auth/login", {
    email: account.email,
    password: "brand-new-password",
  });
  assert.equal(login.status, 200);
  const old = await new TestClient(app).post("/api/auth/login", {
    email: account.email,
    password: TEST_PASSWORD,
  });
  assert.equal(old.status, 401);
});

dbTest("forgot password: unknown email, no answers, validation messages", async ({ db }) => {
  const { app } = createTestApp(db);
  const client = new TestClient(app);
  const unknown = await client.post("/api/auth/forgot-password/email", {
    email: "ghost@example.com",
  });
  assert.equal(unknown.status, 404);
  assert.equal((await unknown.json()).message, AUTH_MESSAGES.emailNotFound);

  const bare = await makeUser(db);
  const noAnswers = await client.post("/api/auth/forgot-password/email", { email: bare.email });
  assert.equal(noAnswers.status, 400);
  assert.equal(
    (await noAnswers.json()).message,
    "Security questions are not set up for this account. Contact your administrator.",
  );

  const empty = await client.post("/api/auth/forgot-password/email", { email: "" });
  assert.equal((await empty.json()).message, "Please enter your email address");
  const noAnswer = await client.post("/api/auth/forgot-password/validate", {
    email: bare.email,
    questionNumber: 1,
    securityAnswer: " ",
  });
  assert.equal((await noAnswer.json()).message, "Please answer the security question");
  const shortPassword = await client.post("/api/auth/forgot-password/reset", {
    email: bare.email,
    questionNumber: 1,
    securityAnswer: "x",
    newPassword: "short",
  });
  assert.equal((await shortPassword.json()).message, "Password must be at least 8 characters long");
});

/** Asks for the account's question (step 1) and answers its number. */
async function issuedQuestion(client: TestClient, email: string): Promise<number> {
  const response = await client.post("/api/auth/forgot-password/email", { email });
  assert.equal(response.status, 200);
  return (await response.json()).questionNumber;
}

const validate = (client: TestClient, email: string, questionNumber: number, answer?: string) =>
  client.post("/api/auth/forgot-password/validate", {
    email,
    questionNumber,
    securityAnswer: answer ?? ANSWERS[questionNumber - 1],
  });

const reset = (client: TestClient, email: string, questionNumber: number) =>
  client.post("/api/auth/forgot-password/reset", {
    email,
    questionNumber,
    securityAnswer: ANSWERS[questionNumber - 1],
    newPassword: "brand-new-password",
  });

dbTest("five wrong answers lock the account's reset for an hour", async ({ db }) => {
  const { app, clock } = createTestApp(db);
  const account = await withAnswers(db);
  const client = new TestClient(app);
  const question = await issuedQuestion(client, account.email);
  for (let i = 0; i < 5; i++) {
    const wrong = await validate(client, account.email, question, "paris");
    assert.equal(wrong.status, 400);
    assert.equal((await wrong.json()).message, AUTH_MESSAGES.wrongAnswer);
  }
  assert.equal((await validate(client, account.email, question)).status, 429);
  clock.advance(61 * 60 * 1000);
  const again = await issuedQuestion(client, account.email);
  assert.equal((await validate(client, account.email, again)).status, 200);
});

dbTest("only the question the email step issued is accepted", async ({ db }) => {
  const { app } = createTestApp(db);
  const account = await withAnswers(db);
  const client = new TestClient(app);
  const question = await issuedQuestion(client, account.email);
  const other = (question % 3) + 1;
  for (const step of [validate, reset]) {
    const refused = await step(client, account.email, other);
    assert.equal(refused.status, 400, "the right answer to a question not asked");
    assert.equal((await refused.json()).message, AUTH_MESSAGES.resetRestart);
  }
  assert.equal((await validate(client, account.email, question)).status, 200);
  assert.equal((await reset(client, account.email, question)).status, 200);
  assert.equal(
    (await reset(client, account.email, question)).status,
    400,
    "a finished reset cannot be replayed",
  );
});

dbTest("asking again within 15 minutes gives the same question", async ({ db }) => {
  const { app } = createTestApp(db);
  const account = await withAnswers(db);
  const client = new TestClient(app);
  const first = await issuedQuestion(client, account.email);
  for (let i = 0; i < 8; i++) assert.equal(await issuedQuestion(client, account.email), first);
});

dbTest("the issued question expires after 15 minutes", async ({ db }) => {
  const { app, clock } = createTestApp(db);
  const account = await withAnswers(db);
  const client = new TestClient(app);
  const question = await issuedQuestion(client, account.email);
  clock.advance(15 * 60 * 1000);
  const late = await validate(client, account.email, question);
  assert.equal(late.status, 400);
  assert.equal((await late.json()).message, AUTH_MESSAGES.resetRestart);
  const fresh = await issuedQuestion(client, account.email);
  assert.equal((await validate(client, account.email, fresh)).status, 200);
});

dbTest(
  "validate and reset answer alike for no account, no answers, deactivated",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const client = new TestClient(app);
    const bare = await makeUser(db);
    const deactivated = await withAnswers(db);
    const question = await issuedQuestion(client, deactivated.email);
    await db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.id));
    for (const step of [validate, reset]) {
      const answers = [];
      for (
        const [email, number] of [["ghost@example.com", 1], [bare.email, 1], [
          deactivated.email,
          question,
        ]] as const
      ) {
        const response = await step(client, email, number);
        answers.push({ status: response.status, body: await response.json() });
      }
      const expected = { status: 400, body: { message: AUTH_MESSAGES.resetRestart } };
      assert.deepEqual(answers, [expected, expected, expected]);
    }
  },
);

dbTest("validate and reset count against the client's limit", async ({ db }) => {
  const { app } = createTestApp(db);
  const account = await withAnswers(db);
  const client = new TestClient(app, {}, "203.0.113.5");
  const question = await issuedQuestion(client, account.email);
  for (let i = 0; i < 10; i++) {
    assert.equal((await validate(client, `ghost${i}@example.com`, 1)).status, 400);
    assert.equal((await reset(client, `phantom${i}@example.com`, 1)).status, 400);
  }
  for (const step of [validate, reset]) {
    const blocked = await step(client, account.email, question);
    assert.equal(blocked.status, 429);
    assert.ok(Number(blocked.headers.get("retry-after")) > 0);
  }
  const elsewhere = new TestClient(app, {}, "203.0.113.6");
  assert.equal((await validate(elsewhere, account.email, question)).status, 200);
});

dbTest("the steps of a successful reset do not count against the client", async ({ db }) => {
  const { app } = createTestApp(db);
  const account = await withAnswers(db);
  const client = new TestClient(app, {}, "203.0.113.8");
  for (let i = 0; i < 19; i++) {
    await client.post("/api/auth/forgot-password/email", { email: `ghost${i}@example.com` });
  }
  const question = await issuedQuestion(client, account.email);
  assert.equal((await validate(client, account.email, question)).status, 200);
  assert.equal((await reset(client, account.email, question)).status, 200);
  const last = await client.post("/api/auth/forgot-password/email", { email: "ghost@example.com" });
  assert.equal(last.status, 404, "the 20th failure is still allowed");
  const over = await client.post("/api/auth/forgot-password/email", { email: "ghost@example.com" });
  assert.equal(over.status, 429);
});

dbTest("SECURITY_QUESTION_RESET=false turns the flow off", async ({ db }) => {
  const { app } = createTestApp(db, {
    settings: testSettings({ security: { securityQuestionReset: false } }),
  });
  const account = await withAnswers(db);
  const response = await new TestClient(app).post("/api/auth/forgot-password/email", {
    email: account.email,
  });
  assert.equal(response.status, 403);
  assert.equal((await response.json()).message, AUTH_MESSAGES.resetDisabled);
});

dbTest(
  "OIDC_ONLY: only superadmins reset; others and unknown addresses get one answer",
  async ({ db }) => {
    const { app } = createTestApp(db, {
      settings: testSettings({
        oidc: { issuer: "http://127.0.0.1:9", label: "Acme SSO", only: true },
      }),
    });
    const user = await withAnswers(db, "admin");
    const superadmin = await withAnswers(db, "superadmin");
    const client = new TestClient(app);
    const refusals = [];
    for (const email of [user.email, "nobody@example.com"]) {
      refusals.push(await client.post("/api/auth/forgot-password/email", { email }));
      refusals.push(await validate(client, email, 1, ANSWERS[0]));
      refusals.push(await reset(client, email, 1));
    }
    for (const refusal of refusals) {
      assert.equal(refusal.status, 403);
      assert.deepEqual(await refusal.json(), { message: passwordResetOff("Acme SSO") });
    }
    const signIn = await client.post("/api/auth/login", {
      email: user.email,
      password: TEST_PASSWORD,
    });
    assert.equal(signIn.status, 403, "the password is unchanged and still refused");

    const question = await issuedQuestion(client, superadmin.email);
    assert.equal((await reset(client, superadmin.email, question)).status, 200, "break-glass");
  },
);
