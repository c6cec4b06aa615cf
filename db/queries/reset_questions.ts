/**
 * The SQL of the security question the password reset issued, kept on the account
 * (users.reset_question_number / reset_question_issued_at). Which number, and for how long it
 * holds, are api/auth/reset_question.ts's.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { users } from "../schema.ts";
import { timestamp } from "../sql.ts";

/**
 * Keeps the account's question when it was issued after `validSince`, else stores `drawn` as
 * issued at `now`; answers the number that holds, or null when the account is gone. One
 * statement, so parallel calls agree on the number.
 */
export async function keepOrIssueResetQuestion(
  db: Db,
  userId: string,
  options: { drawn: number; validSince: Date; now: Date },
): Promise<number | null> {
  const { drawn, validSince, now } = options;
  const valid = sql`(${users.resetQuestionNumber} is not null
    and ${users.resetQuestionIssuedAt} > ${timestamp(validSince)})`;
  const [row] = await db.update(users).set({
    resetQuestionNumber: sql`case when ${valid} then ${users.resetQuestionNumber}
      else ${drawn}::integer end`,
    resetQuestionIssuedAt: sql`case when ${valid} then ${users.resetQuestionIssuedAt}
      else ${timestamp(now)} end`,
  }).where(eq(users.id, userId)).returning({ questionNumber: users.resetQuestionNumber });
  return row?.questionNumber ?? null;
}
