/**
 * Instant alerts (issue 26, ADR 0118): the time from an admin's approval
 * (the PATCH sent through the app) to the webhook receiver on 127.0.0.1 getting the message, over
 * APPROVALS approvals one after the other (default 50; `--approvals N`), on a throwaway
 * PostgreSQL with 1,000 other alerts whose keywords do not match (so matching reads them all):
 * - in-process: the approving app's own alert runner, kicked after the commit;
 * - cross-process: the approving app leaves alerts to others (CRON=false) and a `deno task worker`
 *   process hears the NOTIFY.
 * No alerts tick runs. Prints p50/p95/max per mode. Goal: ≤ 5 s every time (max).
 */
import { createAppOver, makeUser, signedInClient } from "../../api/testing.ts";
import { openDatabase } from "../../db/client.ts";
import { alerts } from "../../db/schema.ts";
import { keywordColumns } from "../../domain/alert_rule.ts";
import { insertUpdate, testAlertSettings } from "../../workers/alerts/alerts_test_helper.ts";
import { hashUrlToken, newWebhookSecret } from "../../workers/alerts/tokens.ts";
import type { Settings } from "../../workers/settings.ts";
import { startThrowawayPostgres } from "../throwaway_postgres.ts";
import { median, percentile } from "./stats.ts";
import { startWorker } from "./worker_process.ts";

const flag = Deno.args.indexOf("--approvals");
const APPROVALS = flag >= 0 ? Number(Deno.args[flag + 1]) : 50;
const OTHER_ALERTS = 1_000;

/** A webhook receiver that tells when the next call arrives (performance.now()). */
function startReceiver() {
  let waiting: ((at: number) => void) | null = null;
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    await req.text();
    waiting?.(performance.now());
    waiting = null;
    return new Response("ok");
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}/hook`,
    nextCall(): Promise<number> {
      const { promise, resolve } = Promise.withResolvers<number>();
      waiting = resolve;
      return promise;
    },
    close: () => server.shutdown(),
  };
}

/** Approves APPROVALS updates one after the other; answers each approval → webhook in ms. */
async function measure(
  db: Parameters<typeof createAppOver>[0],
  settings: Settings,
  receiver: ReturnType<typeof startReceiver>,
  label: string,
): Promise<number[]> {
  const { app, alertRunner } = createAppOver(db, { settings });
  const admin = await signedInClient(app, await makeUser(db, "admin"));
  const times: number[] = [];
  for (let i = 0; i < APPROVALS; i++) {
    const id = await insertUpdate(db, { title: `${label} ${i}` });
    const arrived = receiver.nextCall();
    const started = performance.now();
    const res = await admin.patch(`/api/legal-updates/${id}/status`, { status: "approved" });
    if (res.status !== 200) throw new Error(`bench: approval answered ${res.status}`);
    times.push(await arrived - started);
  }
  await alertRunner.stop();
  return times;
}

function report(label: string, times: number[]): void {
  const f = (ms: number) => `${ms.toFixed(0)} ms`;
  console.log(
    `  ${label}: p50 ${f(median(times))}, p95 ${f(percentile(times, 95))}, max ${
      f(Math.max(...times))
    } over ${times.length} approvals`,
  );
}

const pg = await startThrowawayPostgres();
if (!pg) throw new Error("bench: no PostgreSQL server could be started");
const database = await openDatabase({ url: pg.url });
const receiver = startReceiver();
let worker: Deno.ChildProcess | null = null;
try {
  await database.migrate();
  const db = database.db;
  const base = testAlertSettings();
  const withCron = (cron: boolean): Settings => ({
    ...base,
    server: { ...base.server, cron },
  });
  // The subscriber's alert, made before the approvals; the others never match.
  const { app } = createAppOver(db, { settings: withCron(false) });
  const user = await signedInClient(app, await makeUser(db, "user"));
  const made = await user.post("/api/alerts", {
    name: "Instant hook",
    channel: "webhook",
    webhookUrl: receiver.url,
  });
  if (made.status !== 201) throw new Error(`bench: the alert answered ${made.status}`);
  const owner = await makeUser(db, "user");
  await db.insert(alerts).values(Array.from({ length: OTHER_ALERTS }, (_, i) => ({
    userId: owner.id,
    name: `Other ${i}`,
    ...keywordColumns([`nomatch${i}`]),
    webhookSecret: newWebhookSecret(),
    feedTokenHash: hashUrlToken(`other-${i}`),
    createdAt: new Date(0),
  })));
  console.log(
    `instant_alerts: ${APPROVALS} approvals one after the other, ${OTHER_ALERTS} other alerts, ` +
      "webhook on 127.0.0.1, PostgreSQL 15 (throwaway), no alerts tick",
  );
  report(
    "in-process (the approving app's runner)",
    await measure(db, withCron(true), receiver, "In"),
  );
  worker = await startWorker({ DATABASE_URL: pg.url, ALLOW_PRIVATE_FETCH: "true" });
  report(
    "cross-process (a worker hears the NOTIFY)",
    await measure(db, withCron(false), receiver, "Cross"),
  );
} finally {
  worker?.kill("SIGTERM");
  await worker?.status;
  await receiver.close();
  await database.close();
  await pg.stop();
}
