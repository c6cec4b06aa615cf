/**
 * Debian's Chromium as the browser suites run it: where it is and the flags for a headless run
 * on a shared CI machine. scripts/test.ts launches one for the whole run (playwright-core's
 * browser server); web/e2e/harness.ts launches its own when run alone.
 */
import { type BrowserServer, chromium } from "playwright-core";

export const CHROMIUM_PATH = Deno.env.get("CHROMIUM_PATH") ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** True when the Chromium binary is there. */
export function chromiumInstalled(path = CHROMIUM_PATH): boolean {
  try {
    Deno.statSync(path);
    return true;
  } catch {
    return false;
  }
}

/** Starts one Chromium that test files connect to over `wsEndpoint()`. */
export function launchBrowserServer(path = CHROMIUM_PATH): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: path, args: CHROMIUM_ARGS, host: "127.0.0.1" });
}
