/**
 * Browser tests against the real product: `e2eSuite` starts the real server (api/main.ts as a
 * child process, embedded PGlite in a temp dir, demo content, a known superadmin) on a free
 * port, launches Debian's Chromium through playwright-core, runs the suite's steps, and tears
 * everything down. Without Chromium the suite is skipped, unless CI=true.
 */
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from "playwright-core";
import { freePort } from "../../scripts/free_port.ts";

export const ADMIN_EMAIL = "admin@example.com";
export const ADMIN_PASSWORD = "admin-password-123";

const CHROMIUM_PATH = Deno.env.get("CHROMIUM_PATH") ?? "/usr/bin/chromium";
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

function chromiumInstalled(): boolean {
  try {
    Deno.statSync(CHROMIUM_PATH);
    return true;
  } catch {
    return false;
  }
}

const available = chromiumInstalled();
if (!available && Deno.env.get("CI") === "true") {
  throw new Error(`e2e: CI=true but Chromium is missing at ${CHROMIUM_PATH}`);
}

export interface E2EServer {
  url: string;
  dataDir: string;
  /** Runs `deno task user:create` against the running server (through its shared PGlite). */
  createUser(args: string[]): Promise<void>;
}

export interface E2EContext {
  server: E2EServer;
  browser: Browser;
  /**
   * A fresh browser context (own cookies and storage) with a page at the server's URL; options
   * such as `viewport` go to the context.
   */
  newPage(options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
}

const ROOT = new URL("../../", import.meta.url).pathname;

async function startServer(
  env: Record<string, string>,
): Promise<E2EServer & { stop(): Promise<void> }> {
  const dataDir = await Deno.makeTempDir({ prefix: "legalwatch-e2e-" });
  const port = freePort();
  const serverEnv = {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    CRON: "false",
    ACCESS_LOG: "false",
    ALLOW_PRIVATE_FETCH: "1",
    ...env,
  };
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "api/main.ts"],
    cwd: ROOT,
    env: serverEnv,
    stdout: "null",
    stderr: "inherit",
  }).spawn();
  const url = `http://127.0.0.1:${port}`;
  const exit: { status: Deno.CommandStatus | null } = { status: null };
  child.status.then((status) => exit.status = status);
  const deadline = Date.now() + 60_000;
  while (true) {
    if (exit.status) {
      throw new Error(`e2e: the server exited with code ${exit.status.code} before answering`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      await response.body?.cancel();
      if (response.ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("e2e: the server did not answer /api/health within 60 s");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir,
    async createUser(args: string[]) {
      const out = await new Deno.Command(Deno.execPath(), {
        args: ["run", "-A", "scripts/user_create.ts", ...args],
        cwd: ROOT,
        env: serverEnv,
        stdout: "piped",
        stderr: "piped",
      }).output();
      if (!out.success) {
        throw new Error(`e2e: user:create failed: ${new TextDecoder().decode(out.stderr)}`);
      }
    },
    async stop() {
      child.kill("SIGTERM");
      await child.status;
      await Deno.remove(dataDir, { recursive: true }).catch(() => {});
    },
  };
}

/** Registers one Deno test whose steps share a server and a browser. */
export function e2eSuite(
  name: string,
  body: (t: Deno.TestContext, ctx: E2EContext) => Promise<void>,
  options: { env?: Record<string, string> } = {},
): void {
  Deno.test({
    name: `[chromium] ${name}`,
    ignore: !available,
    sanitizeResources: false,
    sanitizeOps: false,
    async fn(t) {
      const server = await startServer(options.env ?? {});
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
      try {
        await body(t, {
          server,
          browser,
          async newPage(options = {}) {
            const context = await browser.newContext({ ...options, baseURL: server.url });
            context.setDefaultTimeout(10_000);
            const page = await context.newPage();
            return { context, page };
          },
        });
      } finally {
        await browser.close();
        await server.stop();
      }
    },
  });
}

/** Signs in through the sign-in screen and waits to leave it. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}
