/**
 * The self-service reset with security questions (spec part 1 §2 "Forgot-password"):
 * email → one question picked at random and remembered for 15 minutes → answer checked → new
 * password. Every step takes an attempt from the caller's client bucket, given back only when
 * the step succeeds; wrong answers are also throttled per account. validate and reset answer one
 * way for an unknown, deactivated or answerless account and for a question that was not issued,
 * so they tell nothing /email would not. SECURITY_QUESTION_RESET=false turns the flow off.
 * Under OIDC_ONLY only superadmins may reset: a password is of no use to anyone else, and would
 * become one if OIDC_ONLY were turned off (ADR 0177).
 */
import { zValidator } from "@hono/zod-validator";
import { type Context, Hono } from "hono";
import { endAccountAccess } from "../accounts/end_access.ts";
import { findUserByEmail, updateUser } from "../../db/queries/users.ts";
import type { Account } from "../accounts/create_account.ts";
import { hasSecurityAnswers } from "../accounts/public_user.ts";
import { clientAddress } from "../auth/client_address.ts";
import { AUTH_MESSAGES } from "../auth/messages.ts";
import { hashSecret, normaliseAnswer, verifySecret } from "../auth/password.ts";
import { invalidateAuth } from "../auth/session_cache.ts";
import { isIssuedQuestion, issueResetQuestion, NO_RESET_QUESTION } from "../auth/reset_question.ts";
import { Attempt, forget, forgetSignInFailures, LIMITS } from "../auth/throttle.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import {
  ForgotEmailBody,
  ForgotResetBody,
  ForgotValidateBody,
  SECURITY_QUESTIONS,
} from "../schemas/auth.ts";
import { passwordResetOff } from "../schemas/oidc.ts";
import { onInvalid } from "../validation.ts";

/** Opens a step: the flow must be on, and the caller's client bucket gives one attempt. */
async function startStep(c: Context<AppEnv>): Promise<Attempt> {
  if (!c.var.settings.security.securityQuestionReset) {
    throw new ApiError(403, AUTH_MESSAGES.resetDisabled);
  }
  const attempt = new Attempt(c.var.db, c.var.now());
  await attempt.take([{ limit: LIMITS.loginClient, subject: clientAddress(c) }]);
  return attempt;
}

/**
 * Under OIDC_ONLY, every step refuses all but superadmins with one answer, whether the address
 * is an account's or not, so the refusal tells nothing about who has an account.
 */
function refuseUnlessSuperadminUnderSsoOnly(c: Context<AppEnv>, account: Account | null): void {
  const { oidc } = c.var.settings;
  if (oidc.only && account?.role !== "superadmin") {
    throw new ApiError(403, passwordResetOff(oidc.label));
  }
}

/** Why an account cannot use this flow, in the spec's words (the email step), or null. */
function refusalOf(account: Account): ApiError | null {
  if (!account.isActive) return new ApiError(403, AUTH_MESSAGES.deactivated);
  if (!hasSecurityAnswers(account)) return new ApiError(400, AUTH_MESSAGES.questionsNotSetUp);
  return null;
}

/**
 * The validate and reset steps' proof: a resettable account, the issued question, the right
 * answer. A wrong answer keeps the attempt and counts against the account too.
 */
async function proveOwner(
  c: Context<AppEnv>,
  body: { email: string; questionNumber: number; securityAnswer: string },
): Promise<Account> {
  const attempt = await startStep(c);
  const now = c.var.now();
  const account = await findUserByEmail(c.var.db, body.email);
  refuseUnlessSuperadminUnderSsoOnly(c, account);
  if (!account || refusalOf(account) || !isIssuedQuestion(account, body.questionNumber, now)) {
    throw new ApiError(400, AUTH_MESSAGES.resetRestart);
  }
  await attempt.take([{ limit: LIMITS.answerAccount, subject: account.email }]);
  const stored = [account.securityAnswer1, account.securityAnswer2, account.securityAnswer3][
    body.questionNumber - 1
  ] ?? null;
  const { passwordHashing } = c.var.settings.security;
  if (!await verifySecret(stored, normaliseAnswer(body.securityAnswer), passwordHashing)) {
    throw new ApiError(400, AUTH_MESSAGES.wrongAnswer);
  }
  await attempt.giveBack();
  return account;
}

export const passwordReset = new Hono<AppEnv>()
  .post("/email", zValidator("json", ForgotEmailBody, onInvalid), async (c) => {
    const attempt = await startStep(c);
    const account = await findUserByEmail(c.var.db, c.req.valid("json").email);
    refuseUnlessSuperadminUnderSsoOnly(c, account);
    if (!account) throw new ApiError(404, AUTH_MESSAGES.emailNotFound);
    const refusal = refusalOf(account);
    if (refusal) throw refusal;
    const questionNumber = await issueResetQuestion(c.var.db, {
      userId: account.id,
      count: SECURITY_QUESTIONS.length,
      now: c.var.now(),
    });
    await attempt.giveBack();
    return c.json({ questionNumber, questionText: SECURITY_QUESTIONS[questionNumber - 1] });
  })
  .post("/validate", zValidator("json", ForgotValidateBody, onInvalid), async (c) => {
    await proveOwner(c, c.req.valid("json"));
    return c.json({ valid: true });
  })
  .post("/reset", zValidator("json", ForgotResetBody, onInvalid), async (c) => {
    const body = c.req.valid("json");
    const account = await proveOwner(c, body);
    const { db } = c.var;
    await updateUser(db, account.id, {
      passwordHash: await hashSecret(body.newPassword, c.var.settings.security.passwordHashing),
      mustChangePassword: false,
      tempPasswordExpiresAt: null,
      ...NO_RESET_QUESTION,
      updatedAt: c.var.now(),
    });
    await endAccountAccess(db, account.id);
    invalidateAuth(c, { userId: account.id });
    await forget(db, { limit: LIMITS.answerAccount, subject: account.email });
    await forgetSignInFailures(db, account.email);
    return c.json({ message: AUTH_MESSAGES.passwordReset });
  });
