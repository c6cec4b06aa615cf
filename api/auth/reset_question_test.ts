import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { makeUser } from "../testing.ts";
import {
  isIssuedQuestion,
  issueResetQuestion,
  NO_RESET_QUESTION,
  RESET_QUESTION_LIFETIME_MS,
} from "./reset_question.ts";

const NOW = new Date("2026-06-15T12:00:00Z");
const at = (ms: number) => new Date(NOW.getTime() + ms);

dbTest(
  "asking again within 15 minutes answers the same question, also in parallel",
  async ({ db }) => {
    const { id: userId } = await makeUser(db);
    const first = await issueResetQuestion(db, { userId, count: 3, now: NOW });
    assert.ok([1, 2, 3].includes(first), String(first));
    const again = await Promise.all(
      Array.from(
        { length: 20 },
        (_, i) => issueResetQuestion(db, { userId, count: 3, now: at(i * 1000) }),
      ),
    );
    assert.deepEqual(new Set(again), new Set([first]), "no re-rolling until a known one comes up");
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    assert.equal(
      row?.resetQuestionIssuedAt?.getTime(),
      NOW.getTime(),
      "the 15 minutes are not extended",
    );
  },
);

dbTest("after 15 minutes a question is drawn afresh", async ({ db }) => {
  const { id: userId } = await makeUser(db);
  await issueResetQuestion(db, { userId, count: 3, now: NOW });
  const later = at(RESET_QUESTION_LIFETIME_MS);
  const drawn = new Set<number>();
  for (let i = 0; i < 40; i++) {
    drawn.add(
      await issueResetQuestion(db, {
        userId,
        count: 3,
        now: at(RESET_QUESTION_LIFETIME_MS * (i + 1)),
      }),
    );
  }
  assert.deepEqual([...drawn].sort(), [1, 2, 3], "every question can come up");
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  assert.ok(row!.resetQuestionIssuedAt!.getTime() >= later.getTime());
});

dbTest("issuing for an account that is gone is an error, not a question", async ({ db }) => {
  await assert.rejects(
    issueResetQuestion(db, { userId: crypto.randomUUID(), count: 3, now: NOW }),
    /the account disappeared/,
  );
});

Deno.test("only the issued number counts, and only for 15 minutes", () => {
  const account = { resetQuestionNumber: 2, resetQuestionIssuedAt: NOW };
  assert.equal(isIssuedQuestion(account, 2, NOW), true);
  assert.equal(isIssuedQuestion(account, 2, at(RESET_QUESTION_LIFETIME_MS - 1)), true);
  assert.equal(isIssuedQuestion(account, 2, at(RESET_QUESTION_LIFETIME_MS)), false);
  assert.equal(isIssuedQuestion(account, 1, NOW), false);
  assert.equal(isIssuedQuestion(account, 3, NOW), false);
  assert.equal(isIssuedQuestion({ ...account, ...NO_RESET_QUESTION }, 2, NOW), false);
});
