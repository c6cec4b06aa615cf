import assert from "node:assert/strict";
import { dbTest } from "../../db/testing.ts";
import { ApiError } from "../errors.ts";
import {
  Attempt,
  type Charge,
  forgetSignInFailures,
  type Limit,
  signInCharges,
} from "./throttle.ts";
import type { Db } from "../../db/client.ts";

const NOW = new Date("2026-06-15T12:00:00Z");
const limit = (name: string, max: number): Limit => ({
  name,
  max,
  windowMs: 60_000,
  what: "tries",
});

/** Takes one attempt; answers the HTTP status the caller would see (200 or 429). */
async function tryTake(db: Db, charges: Charge[], now = NOW): Promise<number> {
  try {
    await new Attempt(db, now).take(charges);
    return 200;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

dbTest("30 parallel attempts on one bucket: exactly its limit get through", async ({ db }) => {
  const bucket = { limit: limit("t:parallel", 5), subject: "someone" };
  const results = await Promise.all(Array.from({ length: 30 }, () => tryTake(db, [bucket])));
  assert.equal(results.filter((s) => s === 200).length, 5);
  assert.equal(results.filter((s) => s === 429).length, 25);
  assert.equal(await tryTake(db, [bucket]), 429, "the limit still holds afterwards");
}, { bothDrivers: true });

dbTest("a refused attempt gives back what it took from the other buckets", async ({ db }) => {
  const pair = { limit: limit("t:pair", 5), subject: "a" };
  const full = { limit: limit("t:full", 1), subject: "b" };
  assert.equal(await tryTake(db, [full]), 200);
  for (let i = 0; i < 4; i++) assert.equal(await tryTake(db, [pair]), 200);
  for (let i = 0; i < 3; i++) assert.equal(await tryTake(db, [pair, full]), 429);
  assert.equal(await tryTake(db, [pair]), 200, "the 5th of the pair is still there");
  assert.equal(await tryTake(db, [pair]), 429);
}, { bothDrivers: true });

dbTest("given-back attempts are free; the window ends after its time", async ({ db }) => {
  const bucket = { limit: limit("t:give", 2), subject: "c" };
  for (let i = 0; i < 10; i++) {
    const attempt = new Attempt(db, NOW);
    await attempt.take([bucket]);
    await attempt.giveBack();
  }
  assert.equal(await tryTake(db, [bucket]), 200);
  assert.equal(await tryTake(db, [bucket]), 200);
  const later = new Date(NOW.getTime() + 30_000);
  assert.equal(await tryTake(db, [bucket], later), 429);
  const next = new Date(NOW.getTime() + 60_000);
  assert.equal(await tryTake(db, [bucket], next), 200, "a new window");
}, { bothDrivers: true });

dbTest("the 429 says when to try again", async ({ db }) => {
  const bucket = { limit: limit("t:message", 1), subject: "d" };
  await tryTake(db, [bucket]);
  const at = new Date(NOW.getTime() + 15_000);
  await assert.rejects(new Attempt(db, at).take([bucket]), (error: ApiError) => {
    assert.equal(error.status, 429);
    assert.equal(error.message, "Too many tries. Please try again in 1 minute.");
    assert.deepEqual(error.headers, { "Retry-After": "45" });
    return true;
  });
}, { bothDrivers: true });

dbTest(
  "a password reset forgets the account's sign-in failures from every client",
  async ({ db }) => {
    const owner = "a_b@example.com";
    const lookalike = "axb@example.com"; // `_` must not act as a wildcard
    const fill = async (email: string, client: string) => {
      const { pair } = signInCharges(email, client);
      for (let i = 0; i < 5; i++) await tryTake(db, [pair]);
    };
    await fill(owner, "10.0.0.1");
    await fill(owner, "10.0.0.2");
    await fill(lookalike, "10.0.0.1");
    await forgetSignInFailures(db, "A_B@example.com");
    assert.equal(await tryTake(db, [signInCharges(owner, "10.0.0.1").pair]), 200);
    assert.equal(await tryTake(db, [signInCharges(owner, "10.0.0.2").pair]), 200);
    assert.equal(await tryTake(db, [signInCharges(lookalike, "10.0.0.1").pair]), 429);
  },
  { bothDrivers: true },
);
