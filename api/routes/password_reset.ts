/**
 * The self-service reset with security questions (spec part 1 §2 "Forgot-password"):
 * email → one question picked at random → answer checked → new password. Wrong answers are
 * throttled per account; SECURITY_QUESTION_RESET=false turns the whole flow off.
 */
import { zValidator } from "@hono/zod-validator";
import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { users } from "../../db/schema.ts";
import type { Account } from "../accounts/create_account.ts";
import { hasSecurityAnswers } from "../accounts/public_user.ts";
import { clientAddress } from "../auth/client_address.ts";
import { AUTH_MESSAGES } from "../auth/messages.ts";
import { hashSecret, normaliseAnswer, verifySecret } from "../auth/password.ts";
import { randomInt } from "../auth/random.ts";
import { invalidateUserSessions } from "../auth/session.ts";
import { assertNotThrottled, clearFailures, LIMITS, recordFailure } from "../auth/throttle.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import {
  ForgotEmailBody,
  ForgotResetBody,
  ForgotValidateBody,
  SECURITY_QUESTIONS,
} from "../schemas/auth.ts";
import { onInvalid } from "../validation.ts";

/** The account behind an email, refusing what cannot use this flow. */
async function resettableAccount(c: Context<AppEnv>, email: string): Promise<Account> {
  if (!c.var.config.securityQuestionReset) throw new ApiError(403, AUTH_MESSAGES.resetDisabled);
  const [account] = await c.var.db.select().from(users).where(
    eq(users.email, email.trim().toLowerCase()),
  );
  if (!account) {
    // Counted per client like a failed sign-in, so the flow cannot be used to list accounts.
    await recordFailure(c.var.db, LIMITS.loginClient, clientAddress(c), c.var.now());
    throw new ApiError(404, AUTH_MESSAGES.emailNotFound);
  }
  if (!account.isActive) throw new ApiError(403, AUTH_MESSAGES.deactivated);
  if (!hasSecurityAnswers(account)) throw new ApiError(400, AUTH_MESSAGES.questionsNotSetUp);
  return account;
}

/** Checks one answer under the per-account throttle; a wrong one counts and answers 400. */
async function checkAnswer(
  c: Context<AppEnv>,
  account: Account,
  questionNumber: number,
  answer: string,
): Promise<void> {
  const { db } = c.var;
  const now = c.var.now();
  await assertNotThrottled(db, LIMITS.answerAccount, account.email, now);
  const stored = [account.securityAnswer1, account.securityAnswer2, account.securityAnswer3][
    questionNumber - 1
  ] ?? null;
  if (!await verifySecret(stored, normaliseAnswer(answer))) {
    await recordFailure(db, LIMITS.answerAccount, account.email, now);
    throw new ApiError(400, AUTH_MESSAGES.wrongAnswer);
  }
}

export const passwordReset = new Hono<AppEnv>()
  .post("/email", zValidator("json", ForgotEmailBody, onInvalid), async (c) => {
    const { email } = c.req.valid("json");
    await assertNotThrottled(c.var.db, LIMITS.loginClient, clientAddress(c), c.var.now());
    await resettableAccount(c, email);
    const questionNumber = randomInt(SECURITY_QUESTIONS.length) + 1;
    return c.json({ questionNumber, questionText: SECURITY_QUESTIONS[questionNumber - 1] });
  })
  .post("/validate", zValidator("json", ForgotValidateBody, onInvalid), async (c) => {
    const body = c.req.valid("json");
    const account = await resettableAccount(c, body.email);
    await checkAnswer(c, account, body.questionNumber, body.securityAnswer);
    return c.json({ valid: true });
  })
  .post("/reset", zValidator("json", ForgotResetBody, onInvalid), async (c) => {
    const body = c.req.valid("json");
    const account = await resettableAccount(c, body.email);
    await checkAnswer(c, account, body.questionNumber, body.securityAnswer);
    await c.var.db.update(users).set({
      passwordHash: await hashSecret(body.newPassword),
      mustChangePassword: false,
      tempPasswordExpiresAt: null,
      updatedAt: c.var.now(),
    }).where(eq(users.id, account.id));
    await invalidateUserSessions(c.var.db, account.id);
    await clearFailures(c.var.db, LIMITS.answerAccount, account.email);
    await clearFailures(c.var.db, LIMITS.loginAccount, account.email);
    return c.json({ message: AUTH_MESSAGES.passwordReset });
  });
