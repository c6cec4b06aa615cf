/**
 * Debian's Chromium as the browser suites run it: where it is and the flags for a headless run
 * on a shared CI machine. scripts/test.ts launches one for the whole run (playwright-core's
 * browser server); web/e2e/harness.ts launches its own when run alone.
 *
 * The suites prefer Chromium's headless shell (Debian's `chromium-headless-shell`, the same
 * Blink and V8 as `chromium`, without the desktop browser around them: what Playwright itself
 * runs headless tests in) because it spends far less CPU per page; `chromium` is the fallback
 * (ADR 0155).
 */
import { type BrowserServer, chromium } from "playwright-core";

/** Where the suites look for a browser, preferred first. */
export const CHROMIUM_CANDIDATES = [
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
] as const;

/** True when the Chromium binary is there. */
export function chromiumInstalled(path: string = CHROMIUM_PATH): boolean {
  try {
    Deno.statSync(path);
    return true;
  } catch {
    return false;
  }
}

/** CHROMIUM_PATH when set (scripts/test.ts sets it), else the first candidate installed. */
export const CHROMIUM_PATH: string = Deno.env.get("CHROMIUM_PATH") ??
  CHROMIUM_CANDIDATES.find((path) => chromiumInstalled(path)) ?? CHROMIUM_CANDIDATES[0];

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

/** Starts one Chromium that test files connect to over `wsEndpoint()`. */
export function launchBrowserServer(path = CHROMIUM_PATH): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: path, args: CHROMIUM_ARGS, host: "127.0.0.1" });
}
