/**
 * `deno task alerts:run [--digest daily|weekly]`
 * Delivers every alert message due now: matches the queued approvals, then sends the instant
 * messages, the retries and the digests whose 07:00 has come. With `--digest`, that digest goes
 * out for every user now, as if it were 07:00 everywhere. Works while the server runs (through
 * its shared PGlite, or straight to PostgreSQL); deliveries are claimed with SKIP LOCKED, so it
 * never sends a pair the server's own tick is sending.
 */
import { parseArgs } from "node:util";
import { readSettings } from "../api/settings.ts";
import type { Settings } from "../workers/settings.ts";
import { openForShellTask } from "../db/shared_pglite.ts";
import { runAlerts } from "../workers/alerts/run_alerts.ts";

const USAGE = "usage: deno task alerts:run [--digest daily|weekly]";

/** Runs once; answers the exit code. */
export async function main(argv: string[]): Promise<number> {
  let digest: "daily" | "weekly" | undefined;
  try {
    const { values } = parseArgs({ args: argv, options: { digest: { type: "string" } } });
    if (values.digest !== undefined) {
      if (values.digest !== "daily" && values.digest !== "weekly") {
        console.error(`--digest must be daily or weekly\n${USAGE}`);
        return 2;
      }
      digest = values.digest;
    }
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  try {
    console.log(await deliverDueAlerts(readSettings(), digest));
    return 0;
  } catch (error) {
    console.error(String(error));
    return 1;
  }
}

/**
 * Delivers what is due in the database of `settings` (its shared PGlite or DATABASE_URL) and
 * answers the summary line; throws when that fails. The browser suites call it in-process
 * instead of spawning the task (web/e2e/server.ts).
 */
export async function deliverDueAlerts(
  settings: Settings,
  digest?: "daily" | "weekly",
): Promise<string> {
  const database = await openForShellTask(settings.database);
  try {
    const summary = await runAlerts(database.db, settings, { now: () => new Date(), digest });
    const { matched, revised, delivered, expiredTokens } = summary;
    return `Matched ${matched.approvals} approvals into ${matched.deliveries} deliveries; ` +
      `${revised.revisions} revisions into ${revised.deliveries} deliveries; ` +
      `sent ${delivered.messages} messages (${delivered.sent} deliveries sent, ` +
      `${delivered.retrying} to retry, ${delivered.failed} failed); ` +
      `deleted ${expiredTokens} expired unsubscribe links.`;
  } finally {
    await database.close();
  }
}

if (import.meta.main) Deno.exit(await main(Deno.args));
