import assert from "node:assert/strict";
import { Hono } from "hono";
import type { Db } from "../../db/client.ts";
import { dbTest } from "../../db/testing.ts";
import { createSession, SESSION_COOKIE, SESSION_LIFETIME_MS } from "../auth/session.ts";
import type { AppEnv } from "../context.ts";
import { makeUser } from "../testing.ts";
import { session } from "./session.ts";

const NOW = new Date("2026-06-15T12:00:00Z");
const DAY = 86_400_000;

/** An app behind the session middleware that tells who it sees, with a clock at `now`. */
function appAt(db: Db, now: Date) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set("db", db);
      c.set("now", () => now);
      await next();
    })
    .use(session())
    .get(
      "/whoami",
      (c) => c.json({ user: c.var.user?.email ?? null, session: c.var.session?.id ?? null }),
    );
}

async function whoami(db: Db, cookie: string | null, now = NOW) {
  const response = await appAt(db, now).request("http://localhost/whoami", {
    headers: cookie === null ? {} : { cookie: `${SESSION_COOKIE}=${cookie}` },
  });
  const body = await response.json() as { user: string | null; session: string | null };
  return { ...body, setCookie: response.headers.get("set-cookie") };
}

dbTest("no cookie: nobody, and no cookie sent back", async ({ db }) => {
  assert.deepEqual(await whoami(db, null), { user: null, session: null, setCookie: null });
});

dbTest("a valid session cookie puts its user and session in the context", async ({ db }) => {
  const account = await makeUser(db);
  const { token, session: info } = await createSession(db, account.id, { now: NOW });
  assert.deepEqual(await whoami(db, token), {
    user: account.email,
    session: info.id,
    setCookie: null,
  });
});

dbTest("a setup-only session is a session without a user", async ({ db }) => {
  const account = await makeUser(db, "user", { temporary: true });
  const { token, session: info } = await createSession(db, account.id, {
    now: NOW,
    setupOnly: true,
  });
  const seen = await whoami(db, token);
  assert.equal(seen.user, null, "guarded calls refuse it");
  assert.equal(seen.session, info.id);
});

dbTest("an unknown or expired token reads as signed out and clears the cookie", async ({ db }) => {
  const account = await makeUser(db);
  const { token } = await createSession(db, account.id, { now: NOW });
  const forged = await whoami(db, `${token.split(".")[0]}.not-the-secret`);
  assert.equal(forged.user, null);
  assert.match(forged.setCookie ?? "", new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));

  const expired = await whoami(db, token, new Date(NOW.getTime() + SESSION_LIFETIME_MS));
  assert.equal(expired.user, null);
  assert.match(expired.setCookie ?? "", /Max-Age=0/);
});

dbTest(
  "a session used in its last 15 days is renewed and its cookie sent again",
  async ({ db }) => {
    const account = await makeUser(db);
    const { token } = await createSession(db, account.id, { now: NOW });
    const later = new Date(NOW.getTime() + 20 * DAY);
    const seen = await whoami(db, token, later);
    assert.equal(seen.user, account.email);
    assert.ok(seen.setCookie?.startsWith(`${SESSION_COOKIE}=${token};`), seen.setCookie ?? "none");
    const expires = /Expires=([^;]+)/.exec(seen.setCookie ?? "")?.[1];
    assert.equal(Date.parse(expires!), later.getTime() + SESSION_LIFETIME_MS);
  },
);
