/**
 * Browser tests against the real product. `e2eSuite` runs a suite's steps against the real
 * server (web/e2e/server.ts) in Debian's Chromium through playwright-core.
 *
 * Under `deno task test`, scripts/test.ts starts ONE seeded server and ONE Chromium for the whole
 * run and passes them in E2E_SERVER_URL, E2E_DATA_DIR and E2E_BROWSER_WS: every suite connects to
 * them with browser contexts of its own, and makes its own users and data (unique names), so
 * suites never depend on each other. A suite that needs other server settings, or changes what
 * every other suite sees (`ownServer`), gets a server of its own, on a copy of the run's seeded
 * PostgreSQL database when there is one (ADR 0156). Run alone with plain
 * `deno test`, a suite starts its own server and browser. Without Chromium the suites are
 * skipped, unless CI=true.
 */
import assert from "node:assert/strict";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumInstalled } from "./chromium.ts";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  connectedServer,
  type E2EServer,
  SEEDED_POSTGRES,
  SHARED_SERVER_ENV,
  startServer,
} from "./server.ts";

export { ADMIN_EMAIL, ADMIN_PASSWORD, type E2EServer };

const available = chromiumInstalled();
if (!available && Deno.env.get("CI") === "true") {
  throw new Error(`e2e: CI=true but Chromium is missing at ${CHROMIUM_PATH}`);
}

export interface E2EContext {
  server: E2EServer;
  browser: Browser;
  /**
   * A fresh browser context (own cookies and storage; reduced motion) with a page at the server's
   * URL; options such as `viewport` go to the context.
   */
  newPage(options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
}

export interface E2ESuiteOptions {
  /** Server settings beyond the shared ones (web/e2e/server.ts SHARED_SERVER_ENV). */
  env?: Record<string, string>;
  /**
   * A server of its own even in a shared run: for a suite that changes what every other suite
   * would see (all updates reviewed, a listing of a thousand more), or asserts global counts.
   */
  ownServer?: boolean;
  /**
   * Keeps a server of its own on PGlite even where the run has a seeded PostgreSQL database
   * (SEEDED_POSTGRES, web/e2e/server.ts), which the other such servers run on.
   */
  pglite?: boolean;
}

/** The shared run's server, unless the suite needs its own. */
function sharedServer(options: E2ESuiteOptions): E2EServer | null {
  const url = Deno.env.get("E2E_SERVER_URL");
  const dataDir = Deno.env.get("E2E_DATA_DIR");
  if (!url || !dataDir || options.ownServer) return null;
  const sameSettings = Object.entries(options.env ?? {})
    .every(([name, value]) => SHARED_SERVER_ENV[name] === value);
  return sameSettings ? connectedServer(url, dataDir) : null;
}

/** The shared run's Chromium when there is one, else a Chromium of this suite's own. */
function openBrowser(): Promise<Browser> {
  const endpoint = Deno.env.get("E2E_BROWSER_WS");
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** The server each context of newPage() talks to, for signing in through the API. */
const SERVER_ORIGINS = new WeakMap<BrowserContext, string>();

/** Registers one Deno test whose steps share a server and a browser. */
export function e2eSuite(
  name: string,
  body: (t: Deno.TestContext, ctx: E2EContext) => Promise<void>,
  options: E2ESuiteOptions = {},
): void {
  Deno.test({
    name: `[chromium] ${name}`,
    ignore: !available,
    sanitizeResources: false,
    sanitizeOps: false,
    async fn(t) {
      const shared = sharedServer(options);
      const own = shared ? null : await startServer(options.env ?? {}, {
        onPostgres: options.pglite ? null : SEEDED_POSTGRES,
      });
      const server = (shared ?? own)!;
      const browser = await openBrowser();
      try {
        await body(t, {
          server,
          browser,
          async newPage(options = {}) {
            // With reduced motion the app's CSS ends each animation at once: a step that reads
            // where something is drawn never catches a dialog mid-zoom, and Chromium draws no
            // frames of motion that no step looks at.
            const context = await browser.newContext({
              reducedMotion: "reduce",
              ...options,
              baseURL: server.url,
            });
            context.setDefaultTimeout(10_000);
            SERVER_ORIGINS.set(context, server.url);
            const page = await context.newPage();
            return { context, page };
          },
        });
      } finally {
        // On a shared Chromium this closes this suite's contexts and disconnects.
        await browser.close();
        await own?.stop();
      }
    },
  });
}

/**
 * Calls the API as the page's signed-in user (its cookies, and our Origin, which the CSRF rule
 * wants) and answers the JSON body; a refused call fails the test with its status and body.
 */
// deno-lint-ignore no-explicit-any -- each suite reads the answers it knows the shape of
export async function callApi<T = any>(
  page: Page,
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await page.request.fetch(path, { method, data, headers: { origin: originOf(page) } });
  assert.ok(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`);
  return await res.json() as T;
}

/**
 * Runs `copyAndRead` (a click on a copy button, then reading the clipboard back) while no other
 * suite does: the clipboard is the browser's, one for all its contexts, and the suites of a full
 * run share one browser from three processes (one read a webhook secret where it expected a
 * temporary password). A directory made atomically is the lock; one left by a crashed process is
 * taken over after 30 s.
 */
export async function withClipboard<T>(copyAndRead: () => Promise<T>): Promise<T> {
  const shared = Deno.env.get("E2E_BROWSER_WS");
  if (!shared) return await copyAndRead(); // a browser of this process alone
  const lock = `${Deno.env.get("TMPDIR") ?? "/tmp"}/legalwatch-clipboard-${
    new URL(shared).port
  }.lock`;
  for (const until = Date.now() + 30_000;;) {
    try {
      await Deno.mkdir(lock);
      break;
    } catch (error) {
      if (!(error instanceof Deno.errors.AlreadyExists)) throw error;
      if (Date.now() > until) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await copyAndRead();
  } finally {
    await Deno.remove(lock).catch(() => {});
  }
}

/** Waits until the screen has drawn its data: no placeholder rows, no spinner. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    !document.querySelector(".animate-pulse, [role=status] .animate-spin")
  );
}

/**
 * Goes to `path` inside the app, as a link would (the router follows history.pushState): the
 * document, its loaded code and whatever was injected into it (axe) stay, instead of a reload
 * that parses the bundle again. A page that has no document of ours yet loads it. ADR
 * 0174.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith("http")) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => history.pushState(null, "", to), path);
}

/**
 * Signs `context` in through the API, for a suite whose subject is not the sign-in screen: the
 * session cookie without loading the screen. `origin` is the server's URL (the CSRF rule wants it).
 * ADR 0174.
 */
export async function signInByApi(
  context: BrowserContext,
  origin: string,
  account: { email: string; password: string },
): Promise<void> {
  const res = await context.request.post("/api/auth/login", { data: account, headers: { origin } });
  assert.ok(res.ok(), `sign-in of ${account.email}: ${res.status()} ${await res.text()}`);
}

/** The server's origin for a page of newPage() (the CSRF rule wants it), loaded or not. */
function originOf(page: Page): string {
  return SERVER_ORIGINS.get(page.context()) ?? new URL(page.url()).origin;
}

/**
 * Signs `page`'s context in through the API and loads nothing: for a suite that prepares its data
 * through the API (callApi) before its first screen, which then loads once (ADR 0174).
 */
export async function signInPage(page: Page, email: string, password: string): Promise<void> {
  const origin = SERVER_ORIGINS.get(page.context());
  assert.ok(origin, "signInPage: a page of newPage()");
  await signInByApi(page.context(), origin, { email, password });
}

/**
 * Signs `page`'s context in through the API and opens `path` (by default the home screen, where
 * {@link signIn} ends), without loading the sign-in screen on the way (a bundle load and a render
 * less), for a suite whose subject is not that screen (ADR 0174).
 */
export async function openSignedIn(
  page: Page,
  email: string,
  password: string,
  path = "/",
): Promise<void> {
  await signInPage(page, email, password);
  await page.goto(path);
}

/** Signs in through the sign-in screen and waits to leave it. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}
