/**
 * The security question forgot-password/email issued, kept on the account (users
 * .reset_question_number / .reset_question_issued_at) for 15 minutes: validate and reset accept
 * only that number, so a caller cannot pick the question whose answer they happen to know.
 */
import type { Db } from "../../db/client.ts";
import { keepOrIssueResetQuestion } from "../../db/queries/reset_questions.ts";
import { randomInt } from "./random.ts";

export const RESET_QUESTION_LIFETIME_MS = 15 * 60_000;

/**
 * Issues a question at random, or answers the one still valid: asking again within the 15
 * minutes does not draw a new one (no re-rolling until a known question comes up). One statement,
 * so parallel calls agree on the number.
 */
export async function issueResetQuestion(
  db: Db,
  options: { userId: string; count: number; now: Date },
): Promise<number> {
  const { userId, count, now } = options;
  const questionNumber = await keepOrIssueResetQuestion(db, userId, {
    drawn: randomInt(count) + 1,
    validSince: new Date(now.getTime() - RESET_QUESTION_LIFETIME_MS),
    now,
  });
  if (!questionNumber) throw new Error("auth/reset_question: the account disappeared");
  return questionNumber;
}

/** True when `questionNumber` is the question issued to the account, within the 15 minutes. */
export function isIssuedQuestion(
  account: { resetQuestionNumber: number | null; resetQuestionIssuedAt: Date | null },
  questionNumber: number,
  now: Date,
): boolean {
  const issuedAt = account.resetQuestionIssuedAt?.getTime();
  return account.resetQuestionNumber === questionNumber && issuedAt !== undefined &&
    now.getTime() - issuedAt < RESET_QUESTION_LIFETIME_MS;
}

/** The columns that forget the issued question (after a reset, or when answers change). */
export const NO_RESET_QUESTION = { resetQuestionNumber: null, resetQuestionIssuedAt: null };
