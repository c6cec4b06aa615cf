import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { sessions, users } from "../../db/schema.ts";
import { deleteSession, deleteUserSessions } from "../../db/queries/sessions.ts";
import { dbTest } from "../../db/testing.ts";
import { makeUser } from "../testing.ts";
import {
  createSession,
  SESSION_LIFETIME_MS,
  SESSION_MAX_AGE_MS,
  SESSION_RENEW_WITHIN_MS,
  SETUP_SESSION_LIFETIME_MS,
  validateSessionToken,
} from "./session.ts";

const NOW = new Date("2026-06-15T12:00:00Z");
const at = (ms: number) => new Date(NOW.getTime() + ms);

dbTest(
  "a new session's token signs its user in; only a hash of the secret is kept",
  async ({ db }) => {
    const account = await makeUser(db, "admin");
    const { token, session } = await createSession(db, account.id, { now: NOW });
    const [id, secret] = token.split(".");
    assert.equal(id, session.id);
    assert.equal(session.expiresAt.getTime(), NOW.getTime() + SESSION_LIFETIME_MS);
    const [stored] = await db.select().from(sessions).where(eq(sessions.id, session.id));
    assert.ok(stored && !new TextDecoder().decode(stored.secretHash).includes(secret!));

    const result = await validateSessionToken(db, token, NOW);
    assert.deepEqual(result?.user, {
      id: account.id,
      email: account.email,
      role: "admin",
      firstName: "Admin",
    });
    assert.equal(result?.renewed, false);
  },
);

dbTest("forged, malformed and unknown tokens are refused", async ({ db }) => {
  const account = await makeUser(db);
  const { token } = await createSession(db, account.id, { now: NOW });
  const [id, secret] = token.split(".") as [string, string];
  // Another last character: "x" alone would be the real secret once in 32 runs.
  const forged = `${secret.slice(0, -1)}${secret.endsWith("x") ? "y" : "x"}`;
  for (
    const bad of [
      `${id}.${forged}`,
      `${id}.${secret}.extra`,
      id,
      `.${secret}`,
      `unknown.${secret}`,
      `${"a".repeat(65)}.${secret}`,
    ]
  ) {
    assert.equal(await validateSessionToken(db, bad, NOW), null, bad);
  }
  assert.ok(await validateSessionToken(db, token, NOW), "the real one still works");
});

dbTest("an expired session is refused and removed", async ({ db }) => {
  const account = await makeUser(db);
  const { token, session } = await createSession(db, account.id, { now: NOW });
  assert.equal(await validateSessionToken(db, token, at(SESSION_LIFETIME_MS)), null);
  assert.equal((await db.select().from(sessions).where(eq(sessions.id, session.id))).length, 0);
});

dbTest(
  "use in the last 15 days renews to 30 days, never past 90 days from the start",
  async ({ db }) => {
    const account = await makeUser(db);
    const { token } = await createSession(db, account.id, { now: NOW });
    const early = await validateSessionToken(
      db,
      token,
      at(SESSION_LIFETIME_MS - SESSION_RENEW_WITHIN_MS - 1),
    );
    assert.equal(early?.renewed, false);

    let now = at(SESSION_LIFETIME_MS - SESSION_RENEW_WITHIN_MS + 1);
    let result = await validateSessionToken(db, token, now);
    assert.equal(result?.renewed, true);
    assert.equal(result?.session.expiresAt.getTime(), now.getTime() + SESSION_LIFETIME_MS);
    // Kept in use every 20 days, it still ends 90 days after it was opened.
    while (now.getTime() + 20 * 86_400_000 < NOW.getTime() + SESSION_MAX_AGE_MS) {
      now = new Date(now.getTime() + 20 * 86_400_000);
      result = await validateSessionToken(db, token, now);
      assert.ok(result, `still valid at ${now.toISOString()}`);
      assert.ok(result.session.expiresAt.getTime() <= NOW.getTime() + SESSION_MAX_AGE_MS);
    }
    assert.equal(await validateSessionToken(db, token, at(SESSION_MAX_AGE_MS)), null);
  },
);

dbTest("a setup-only session lasts 30 minutes and is never renewed", async ({ db }) => {
  const account = await makeUser(db, "user", { temporary: true });
  const { token, session } = await createSession(db, account.id, { now: NOW, setupOnly: true });
  assert.equal(session.expiresAt.getTime(), NOW.getTime() + SETUP_SESSION_LIFETIME_MS);
  const result = await validateSessionToken(db, token, at(SETUP_SESSION_LIFETIME_MS - 1));
  assert.equal(result?.session.setupOnly, true);
  assert.equal(result?.renewed, false);
  assert.equal(await validateSessionToken(db, token, at(SETUP_SESSION_LIFETIME_MS)), null);
});

dbTest("a deactivated user's sessions stop working", async ({ db }) => {
  const account = await makeUser(db);
  const { token } = await createSession(db, account.id, { now: NOW });
  await db.update(users).set({ isActive: false }).where(eq(users.id, account.id));
  assert.equal(await validateSessionToken(db, token, NOW), null);
});

dbTest("invalidating ends one session, or all of a user's but the caller's", async ({ db }) => {
  const account = await makeUser(db);
  const other = await makeUser(db);
  const a = await createSession(db, account.id, { now: NOW });
  const b = await createSession(db, account.id, { now: NOW });
  const c = await createSession(db, account.id, { now: NOW });
  const theirs = await createSession(db, other.id, { now: NOW });
  await deleteSession(db, a.session.id);
  assert.equal(await validateSessionToken(db, a.token, NOW), null);
  await deleteUserSessions(db, account.id, { except: b.session.id });
  assert.ok(await validateSessionToken(db, b.token, NOW));
  assert.equal(await validateSessionToken(db, c.token, NOW), null);
  assert.ok(await validateSessionToken(db, theirs.token, NOW), "other users keep theirs");
  await deleteUserSessions(db, account.id);
  assert.equal(await validateSessionToken(db, b.token, NOW), null);
});
