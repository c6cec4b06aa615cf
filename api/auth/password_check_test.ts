import assert from "node:assert/strict";
import { dbTest } from "../../db/testing.ts";
import type { Db } from "../../db/client.ts";
import { ApiError } from "../errors.ts";
import { checkPassword, type PasswordCheck } from "./password_check.ts";
import { hashSecret } from "./password.ts";
import { LIMITS } from "./throttle.ts";
import { TEST_PASSWORD_HASHING } from "../../workers/settings.ts";

const NOW = new Date("2026-06-15T12:00:00Z");
const check = (client = "192.0.2.1", now = NOW): PasswordCheck => ({
  email: "owner@example.com",
  client,
  now,
  hashing: TEST_PASSWORD_HASHING,
});

/** The check's outcome as the caller sees it: right, wrong or refused (429). */
async function outcome(db: Db, hash: string | null, password: string, at = check()) {
  try {
    return await checkPassword(db, at, hash, password) ? "right" : "wrong";
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return "refused";
    throw error;
  }
}

dbTest("the right password passes, a wrong one or no account fails", async ({ db }) => {
  const hash = await hashSecret("s3cret-password", TEST_PASSWORD_HASHING);
  assert.equal(await outcome(db, hash, "s3cret-password"), "right");
  assert.equal(await outcome(db, hash, "guess"), "wrong");
  assert.equal(await outcome(db, null, "s3cret-password"), "wrong");
});

dbTest(
  "wrong passwords use up the account's tries from a client; then even the right one is refused",
  async ({ db }) => {
    const hash = await hashSecret("s3cret-password", TEST_PASSWORD_HASHING);
    for (let i = 0; i < LIMITS.loginPair.max; i++) {
      assert.equal(await outcome(db, hash, `guess ${i}`), "wrong");
    }
    assert.equal(await outcome(db, hash, "s3cret-password"), "refused");
    // Another client still may; after the window the first one may too.
    assert.equal(await outcome(db, hash, "s3cret-password", check("192.0.2.2")), "right");
    const later = new Date(NOW.getTime() + LIMITS.loginPair.windowMs);
    assert.equal(await outcome(db, hash, "s3cret-password", check("192.0.2.1", later)), "right");
  },
);

dbTest("a right password gives its try back and forgets the owner's typos", async ({ db }) => {
  const hash = await hashSecret("s3cret-password", TEST_PASSWORD_HASHING);
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < LIMITS.loginPair.max - 1; i++) {
      assert.equal(await outcome(db, hash, `typo ${i}`), "wrong");
    }
    assert.equal(await outcome(db, hash, "s3cret-password"), "right", `round ${round}`);
  }
});
