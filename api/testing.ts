/**
 * Helpers for API tests: an app over a test database with a clock the test controls, and a
 * client that keeps cookies and sends our Origin (as the browser does) on every request.
 */
import type { Db } from "../db/client.ts";
import type { Role } from "../domain/roles.ts";
import { type Account, newAccountRow } from "./accounts/create_account.ts";
import { createApiToken } from "./auth/api_tokens.ts";
import { hashSecret } from "./auth/password.ts";
import type { ApiTokenScope } from "../domain/api_tokens.ts";
import { insertUser } from "../db/queries/users.ts";
import { createApp } from "./app.ts";
import { createAnalyser } from "../workers/ai/analyser.ts";
import type { Analyser } from "../workers/ai/analyser.ts";
import { alertRunnerOf } from "../workers/alerts/alert_runner.ts";
import { syncServiceOf } from "../workers/feeds/sync_deps.ts";
import {
  type PasswordHashing,
  type Settings,
  TEST_PASSWORD_HASHING,
  testSettings,
} from "../workers/settings.ts";

export const TEST_ORIGIN = "http://localhost";

/** A clock a test can move: `clock.advance(ms)`. */
export class TestClock {
  constructor(private current = new Date("2026-06-15T12:00:00Z")) {}
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * An app over `db` with the test's clock and `settings` (default testSettings()), its sync
 * service and its alert runner, checking every answer against its declared schema: `await sync.whenIdle()` (and `alertRunner.whenIdle()`, with CRON
 * on) before closing what their background work reaches.
 */
export function createTestApp(
  db: Db,
  options: { clock?: TestClock; settings?: Settings; analyser?: Analyser } = {},
) {
  const clock = options.clock ?? new TestClock();
  const app = createAppOver(db, {
    ...options,
    now: clock.now,
    webRoot: "/nonexistent",
    // Every answer of every API test is checked against its route's declared schema.
    validateResponses: true,
  });
  return { ...app, clock };
}

/**
 * An app over `db` as api/main.ts builds it, with its own sync service and alert runner (which
 * passes only with CRON on, and does not listen: call `alertRunner.listen()`): by default the
 * real clock, testSettings() and their analyser (the benches serve it).
 */
export function createAppOver(
  db: Db,
  options: {
    settings?: Settings;
    analyser?: Analyser;
    now?: () => Date;
    webRoot?: string;
    validateResponses?: boolean;
  } = {},
) {
  const settings = options.settings ?? testSettings();
  const parts = {
    db,
    analyser: options.analyser ?? createAnalyser(settings.ai),
    now: options.now ?? (() => new Date()),
  };
  const sync = syncServiceOf(settings, parts);
  const alertRunner = alertRunnerOf(settings, parts);
  const app = createApp(
    { ...parts, settings, sync, alertRunner, webRoot: options.webRoot },
    { validateResponses: options.validateResponses },
  );
  return { app, sync, alertRunner };
}

type App = ReturnType<typeof createApp>;

/**
 * A browser-like client of the app: cookies kept, Origin sent, JSON (or a FormData) in and out. `address` is
 * the peer address the app sees (what Deno.serve passes as remoteAddr); without it,
 * clientAddress(c) answers "unknown" for every client.
 */
/** A request body sent as it is (a file's text), not as JSON. */
export class RawBody {
  constructor(readonly text: string, readonly type: string) {}
}

export class TestClient {
  private cookie = "";
  constructor(
    private app: App,
    private headers: Record<string, string> = {},
    private address?: string,
  ) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const init: RequestInit = {
      method,
      headers: {
        origin: TEST_ORIGIN,
        // A FormData body brings its own multipart content type with the boundary.
        ...(body === undefined || body instanceof FormData
          ? {}
          : { "content-type": body instanceof RawBody ? body.type : "application/json" }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...this.headers,
        ...headers,
      },
      body: body === undefined || body instanceof FormData
        ? body
        : body instanceof RawBody
        ? body.text
        : JSON.stringify(body),
    };
    const remoteAddr = this.address === undefined
      ? undefined
      : { remoteAddr: { hostname: this.address, port: 50_000, transport: "tcp" } };
    const response = await this.app.request(`${TEST_ORIGIN}${path}`, init, remoteAddr);
    const setCookie = response.headers.get("set-cookie");
    if (setCookie) {
      const [pair] = setCookie.split(";");
      this.cookie = pair && !pair.endsWith("=") ? pair : "";
    }
    return response;
  }

  get = (path: string) => this.request("GET", path);
  post = (path: string, body?: unknown) => this.request("POST", path, body ?? {});
  patch = (path: string, body?: unknown) => this.request("PATCH", path, body ?? {});
  put = (path: string, body?: unknown) => this.request("PUT", path, body ?? {});
  delete = (path: string) => this.request("DELETE", path);

  /** The session cookie the client holds (empty when signed out). */
  get sessionCookie(): string {
    return this.cookie;
  }
}

export const TEST_PASSWORD = "correct horse battery";

/**
 * Makes an account with TEST_PASSWORD (no setup step unless `temporary`; no security answers),
 * hashed at testSettings' cost unless `hashing` says otherwise (the login bench's production cost).
 */
export async function makeUser(
  db: Db,
  role: Role = "user",
  overrides: Partial<{
    email: string;
    password: string;
    temporary: boolean;
    companyName: string;
    hashing: PasswordHashing;
  }> = {},
  now = new Date(),
): Promise<Account> {
  return await insertUser(
    db,
    newAccountRow({
      email: overrides.email ?? `${role}-${crypto.randomUUID().slice(0, 8)}@example.com`,
      passwordHash: await hashSecret(
        overrides.password ?? TEST_PASSWORD,
        overrides.hashing ?? TEST_PASSWORD_HASHING,
      ),
      role,
      firstName: role[0]!.toUpperCase() + role.slice(1),
      lastName: "Tester",
      companyName: overrides.companyName,
      temporary: overrides.temporary,
    }, now),
  );
}

/** A client signed in as the account (through the real login call). */
export async function signedInClient(app: App, account: Account, password = TEST_PASSWORD) {
  const client = new TestClient(app);
  const response = await client.post("/api/auth/login", { email: account.email, password });
  if (response.status !== 200) {
    throw new Error(`testing: login failed with ${response.status}: ${await response.text()}`);
  }
  return client;
}

/** A new app over `db` and a client of each kind: signed out, a user, an admin. */
export async function clientsByRole(db: Db) {
  const { app } = createTestApp(db);
  return {
    anonymous: new TestClient(app),
    user: await signedInClient(app, await makeUser(db, "user")),
    admin: await signedInClient(app, await makeUser(db, "admin")),
  };
}

/**
 * A personal API token of the user, made below the API (the tests of the token calls make theirs
 * through POST /api/auth/tokens): answers the token and its id.
 */
export async function makeApiToken(
  db: Db,
  userId: string,
  scopes: ApiTokenScope[],
  options: { now?: Date; expiresInDays?: number } = {},
): Promise<{ token: string; id: string }> {
  const { token, row } = await createApiToken(db, userId, {
    name: `test ${scopes.join("+")}`,
    scopes,
    expiresInDays: options.expiresInDays ?? 90,
    now: options.now ?? new Date(),
  });
  return { token, id: row.id };
}

/**
 * A call with `Authorization: Bearer` as a script makes it: no cookie, no Origin, nothing else
 * a browser adds.
 */
export function bearerRequest(
  app: App,
  token: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return Promise.resolve(app.request(`${TEST_ORIGIN}${path}`, { method, headers, body }));
}
