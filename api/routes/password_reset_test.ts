import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { dbTest } from "../../db/testing.ts";
import { users } from "../../db/schema.ts";
import { AUTH_MESSAGES } from "../auth/messages.ts";
import { hashSecret } from "../auth/password.ts";
import { SECURITY_QUESTIONS } from "../schemas/auth.ts";
import { createTestApp, makeUser, signedInClient, TEST_PASSWORD, TestClient } from "../testing.ts";
import type { Db } from "../../db/client.ts";

const ANSWERS = ["elm street", "leeds", "mrs smith"];

async function withAnswers(db: Db) {
  const account = await makeUser(db);
  const [a1, a2, a3] = await Promise.all(ANSWERS.map(hashSecret));
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

dbTest("five wrong answers lock the account's reset for an hour", async ({ db }) => {
  const { app, clock } = createTestApp(db);
  const account = await withAnswers(db);
  const client = new TestClient(app);
  const attempt = (securityAnswer: string) =>
    client.post("/api/auth/forgot-password/validate", {
      email: account.email,
      questionNumber: 2,
      securityAnswer,
    });
  for (let i = 0; i < 5; i++) {
    const wrong = await attempt("paris");
    assert.equal(wrong.status, 400);
    assert.equal((await wrong.json()).message, AUTH_MESSAGES.wrongAnswer);
  }
  assert.equal((await attempt("leeds")).status, 429);
  clock.advance(61 * 60 * 1000);
  assert.equal((await attempt("leeds")).status, 200);
});

dbTest("SECURITY_QUESTION_RESET=false turns the flow off", async ({ db }) => {
  const { app } = createTestApp(db, { config: { securityQuestionReset: false } });
  const account = await withAnswers(db);
  const response = await new TestClient(app).post("/api/auth/forgot-password/email", {
    email: account.email,
  });
  assert.equal(response.status, 403);
  assert.equal((await response.json()).message, AUTH_MESSAGES.resetDisabled);
});
