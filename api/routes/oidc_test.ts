/**
 * Single sign-on against a real provider (oidc-provider on 127.0.0.1): the whole exchange through
 * the app, and every way it can fail landing on the sign-in page with nothing half-made.
 */
import assert from "node:assert/strict";
import { count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { oidcIdentities, sessions, users } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { type OidcSettings, testSettings } from "../../workers/settings.ts";
import {
  consentAt,
  CookieJar,
  startTestProvider,
  TEST_CLIENT,
  type TestIdentity,
  type TestProvider,
} from "../auth/oidc/provider_test_helper.ts";
import { passwordSignInOff, SSO_ERRORS } from "../schemas/oidc.ts";
import { createTestApp, makeUser, TEST_ORIGIN, TEST_PASSWORD, TestClient } from "../testing.ts";

const REDIRECT_URI = `${TEST_ORIGIN}/api/auth/oidc/callback`;
type App = ReturnType<typeof createTestApp>["app"];

/** A browser over app.request: the login's state cookie, then the session, kept between calls. */
class Browser {
  private jar = new CookieJar();
  constructor(private app: App) {}
  async get(pathOrUrl: string): Promise<Response> {
    const url = new URL(pathOrUrl, TEST_ORIGIN);
    const cookie = this.jar.header();
    const response = await this.app.request(url.href, { headers: cookie ? { cookie } : {} });
    this.jar.take(response);
    return response;
  }
  has(cookie: string): boolean {
    return this.jar.has(cookie);
  }
}

async function withProvider(
  db: Db,
  fn: (ctx: { provider: TestProvider; app: App }) => Promise<void>,
  oidc: Partial<OidcSettings> = {},
) {
  const provider = await startTestProvider(REDIRECT_URI);
  const settings = testSettings({
    oidc: {
      issuer: provider.issuer,
      clientId: TEST_CLIENT.id,
      clientSecret: TEST_CLIENT.secret,
      label: "Acme SSO",
      allowedDomains: ["acme.example"],
      roleClaim: "groups",
      roleMap: new Map([["legalwatch-admins", "admin"]]),
      ...oidc,
    },
    security: { allowPrivateFetch: true },
  });
  try {
    await fn({ provider, app: createTestApp(db, { settings }).app });
  } finally {
    await provider.close();
  }
}

const alice: TestIdentity = {
  email: "Alice@Acme.example",
  email_verified: true,
  given_name: "Alice",
  family_name: "Adams",
  groups: ["staff", "legalwatch-admins"],
};

/** Starts a login (asking to return to /tasks); answers the provider's URL. */
async function startLogin(browser: Browser): Promise<string> {
  const start = await browser.get("/api/auth/oidc/login?next=/tasks");
  assert.equal(start.status, 302);
  return start.headers.get("location")!;
}

/** Signs in at the provider as `login` and follows the redirect back to our callback. */
async function ssoSignIn(browser: Browser, login: string, options: { deny?: boolean } = {}) {
  const callback = await consentAt(await startLogin(browser), login, options);
  return { callback, response: await browser.get(callback) };
}

function signInPage(response: Response): URL {
  assert.equal(response.status, 302);
  const location = new URL(response.headers.get("location")!, TEST_ORIGIN);
  assert.equal(location.pathname, "/auth");
  return location;
}

async function countOf(db: Db, table: typeof users | typeof sessions | typeof oidcIdentities) {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

dbTest(
  "first single sign-on makes the account, signs in and goes to the page asked for",
  async ({ db }) => {
    await withProvider(db, async ({ provider, app }) => {
      provider.accounts.set("alice-sub", alice);
      const browser = new Browser(app);
      const start = await browser.get("/api/auth/oidc/login?next=/tasks");
      const authorization = new URL(start.headers.get("location")!);
      assert.equal(authorization.origin, provider.issuer);
      assert.equal(authorization.searchParams.get("code_challenge_method"), "S256");
      assert.equal(authorization.searchParams.get("redirect_uri"), REDIRECT_URI);
      for (const name of ["state", "nonce", "code_challenge"]) {
        assert.ok(authorization.searchParams.get(name), name);
      }

      const back = await browser.get(await consentAt(authorization.href, "alice-sub"));
      assert.equal(back.status, 302);
      assert.equal(back.headers.get("location"), "/tasks");
      const cookie = back.headers.getSetCookie().find((c) => c.startsWith("lw_session="))!;
      assert.match(cookie, /HttpOnly/i);
      assert.match(cookie, /SameSite=Lax/i);
      assert.match(cookie, /Path=\//);
      assert.equal(browser.has("lw_oidc_state"), false);

      const me = await browser.get("/api/auth/user");
      assert.equal(me.status, 200);
      const user = await me.json();
      assert.equal(user.email, "alice@acme.example");
      assert.equal(user.role, "admin", "groups contains legalwatch-admins");
      assert.equal(user.firstName, "Alice");
      assert.equal(user.hasLocalAuth, false);
      const [stored] = await db.select().from(users).where(eq(users.email, "alice@acme.example"));
      assert.equal(stored?.mustChangePassword, false, "no setup step for SSO accounts");
      assert.equal(stored?.passwordHash, null);

      // The second sign-in finds the same account.
      await ssoSignIn(new Browser(app), "alice-sub");
      assert.equal(await countOf(db, users), 1);
      assert.equal(await countOf(db, oidcIdentities), 1);
    });
  },
);

dbTest("without a mapped group the new account is a user", async ({ db }) => {
  await withProvider(db, async ({ provider, app }) => {
    provider.accounts.set("bob", { email: "bob@acme.example", email_verified: true });
    const browser = new Browser(app);
    await ssoSignIn(browser, "bob");
    assert.equal((await (await browser.get("/api/auth/user")).json()).role, "user");
  });
});

dbTest(
  "an existing account with the same verified email is linked, its role kept",
  async ({ db }) => {
    const existing = await makeUser(db, "user", { email: "alice@acme.example" });
    await withProvider(db, async ({ provider, app }) => {
      provider.accounts.set("alice-sub", alice);
      const browser = new Browser(app);
      await ssoSignIn(browser, "alice-sub");
      const me = await (await browser.get("/api/auth/user")).json();
      assert.equal(me.id, existing.id);
      assert.equal(me.role, "user", "a claim does not change an existing account's role");
      assert.equal(await countOf(db, users), 1);
      const [link] = await db.select().from(oidcIdentities);
      assert.deepEqual([link?.userId, link?.subject], [existing.id, "alice-sub"]);

      // The same email from another of the provider's accounts is not let in.
      provider.accounts.set("impostor", alice);
      const other = await ssoSignIn(new Browser(app), "impostor");
      assert.equal(signInPage(other.response).searchParams.get("sso_error"), "conflict");
    });
  },
);

dbTest("denied consent lands on the sign-in page and makes nothing", async ({ db }) => {
  await withProvider(db, async ({ provider, app }) => {
    provider.accounts.set("alice-sub", alice);
    const { response } = await ssoSignIn(new Browser(app), "alice-sub", { deny: true });
    const page = signInPage(response);
    assert.equal(page.searchParams.get("sso_error"), "denied");
    assert.equal(page.searchParams.get("next"), "/tasks");
    assert.equal(await countOf(db, users), 0);
    assert.equal(await countOf(db, sessions), 0);
  });
});

dbTest("a callback in another browser, or used twice, signs nobody in", async ({ db }) => {
  await withProvider(db, async ({ provider, app }) => {
    provider.accounts.set("alice-sub", alice);
    const victim = new Browser(app);
    const callback = await consentAt(await startLogin(victim), "alice-sub");

    // Planted in another browser (login CSRF): no state cookie there.
    const planted = await new Browser(app).get(callback);
    assert.equal(signInPage(planted).searchParams.get("sso_error"), "state");
    assert.equal(await countOf(db, users), 0);

    // The browser that started it finishes it once; the same callback again is refused.
    assert.equal((await victim.get(callback)).headers.get("location"), "/tasks");
    const again = new Browser(app);
    await startLogin(again); // a state cookie of its own, not the callback's
    assert.equal(signInPage(await again.get(callback)).searchParams.get("sso_error"), "state");
    assert.equal(await countOf(db, sessions), 1);
  });
});

dbTest("a replayed code with a fresh login is refused by the provider", async ({ db }) => {
  await withProvider(db, async ({ provider, app }) => {
    provider.accounts.set("alice-sub", alice);
    const browser = new Browser(app);
    const { callback } = await ssoSignIn(browser, "alice-sub");
    const used = new URL(callback).searchParams.get("code")!;
    const fresh = new URL(await startLogin(browser)).searchParams.get("state")!;
    const replay = await browser.get(
      `/api/auth/oidc/callback?${new URLSearchParams({ code: used, state: fresh })}`,
    );
    assert.equal(signInPage(replay).searchParams.get("sso_error"), "failed");
    assert.equal(await countOf(db, sessions), 1, "only the first sign-in's session");
  });
});

dbTest("an unverified email or a foreign domain is refused and makes nothing", async ({ db }) => {
  await withProvider(db, async ({ provider, app }) => {
    provider.accounts.set("unverified", { email: "carol@acme.example", email_verified: false });
    provider.accounts.set("foreign", { email: "dave@elsewhere.example", email_verified: true });
    // Not a suffix match: a look-alike domain is foreign too.
    provider.accounts.set("lookalike", { email: "eve@evilacme.example", email_verified: true });
    for (
      const [login, error] of [["unverified", "unverified"], ["foreign", "domain"], [
        "lookalike",
        "domain",
      ]]
    ) {
      const { response } = await ssoSignIn(new Browser(app), login!);
      assert.equal(signInPage(response).searchParams.get("sso_error"), error, login);
    }
    assert.equal(await countOf(db, users), 0);
    assert.equal(await countOf(db, sessions), 0);
  });
});

dbTest("a deactivated account stays out", async ({ db }) => {
  const existing = await makeUser(db, "user", { email: "alice@acme.example" });
  await db.update(users).set({ isActive: false }).where(eq(users.id, existing.id));
  await withProvider(db, async ({ provider, app }) => {
    provider.accounts.set("alice-sub", alice);
    const { response } = await ssoSignIn(new Browser(app), "alice-sub");
    assert.equal(signInPage(response).searchParams.get("sso_error"), "deactivated");
    assert.equal(await countOf(db, sessions), 0);
  });
});

dbTest("a provider that is down, at the start or at the exchange, is said so", async ({ db }) => {
  await withProvider(db, async ({ provider, app }) => {
    provider.accounts.set("alice-sub", alice);
    provider.down = true;
    const atStart = await new Browser(app).get("/api/auth/oidc/login");
    assert.equal(signInPage(atStart).searchParams.get("sso_error"), "provider");

    provider.down = false;
    const browser = new Browser(app);
    const callback = await consentAt(await startLogin(browser), "alice-sub");
    provider.down = true;
    const atExchange = await browser.get(callback);
    assert.equal(signInPage(atExchange).searchParams.get("sso_error"), "provider");
    assert.equal(await countOf(db, users), 0);
  });
});

dbTest("OIDC_ONLY keeps password sign-in for superadmins only", async ({ db }) => {
  const user = await makeUser(db, "admin");
  const superadmin = await makeUser(db, "superadmin");
  await withProvider(db, async ({ app }) => {
    const config = await (await new TestClient(app).get("/api/config")).json();
    assert.deepEqual(config.sso, { label: "Acme SSO", only: true });

    const refused = await new TestClient(app).post("/api/auth/login", {
      email: user.email,
      password: TEST_PASSWORD,
    });
    assert.equal(refused.status, 403);
    assert.equal((await refused.json()).message, passwordSignInOff("Acme SSO"));
    const wrong = await new TestClient(app).post("/api/auth/login", {
      email: user.email,
      password: "not the password",
    });
    assert.equal(wrong.status, 401, "a wrong password says nothing more");
    const breakGlass = await new TestClient(app).post("/api/auth/login", {
      email: superadmin.email,
      password: TEST_PASSWORD,
    });
    assert.equal(breakGlass.status, 200);
  }, { only: true });
});

dbTest("without OIDC_ISSUER there is no button and the calls say so", async ({ db }) => {
  const { app } = createTestApp(db);
  assert.equal((await (await new TestClient(app).get("/api/config")).json()).sso, null);
  const login = await new Browser(app).get("/api/auth/oidc/login?next=//evil.example");
  const page = signInPage(login);
  assert.equal(page.searchParams.get("sso_error"), "unavailable");
  assert.equal(page.searchParams.get("next"), null, "only a path of ours is kept");
  assert.ok(SSO_ERRORS.unavailable);
});
