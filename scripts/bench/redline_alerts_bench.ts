/**
 * One revision sent to many alerts (issue 23 part 5): N webhook alerts (default 150) had an
 * approved update of MAX_ITEM_TEXT characters delivered; it is revised twice at its source, each
 * time with about 480 word edits (under word_diff.ts MAX_EDITS, so every redline is aligned in
 * full), and each revision's N messages are sent through the real engine to a webhook receiver
 * on 127.0.0.1. Figure: the main thread's CPU time (loop_lag.ts cpuClock) of the send, with the
 * redline computed for every message (the old way) and once per revision (redlines.ts). The
 * receiver runs in this process, so its share is in both figures.
 * `deno run -A scripts/bench/redline_alerts_bench.ts [--alerts N] [--runs N]`
 */
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { type Db, openDatabase } from "../../db/client.ts";
import { recordRevisions } from "../../db/queries/revisions.ts";
import { legalUpdates, users } from "../../db/schema.ts";
import {
  approve,
  insertTestAlert,
  insertUpdate,
  testAlertSettings,
} from "../../workers/alerts/alerts_test_helper.ts";
import { type Redline, redlineCache, redlineOf } from "../../workers/alerts/redlines.ts";
import { runAlerts } from "../../workers/alerts/run_alerts.ts";
import { startWebhookReceiver } from "../../workers/alerts/webhook_receiver_test_helper.ts";
import { MAX_ITEM_TEXT } from "../../workers/feeds/parse/feed_types.ts";
import { startThrowawayPostgres } from "../throwaway_postgres.ts";
import { cpuClock } from "./loop_lag.ts";
import { prose } from "./redline_bench.ts";
import { median } from "./stats.ts";

/** Word replacements per revision: each is a deletion and an insertion, 480 edits in all. */
const REPLACED_WORDS = 240;

/** `text` with REPLACED_WORDS words, evenly spread from `offset`, changed (`tag` appended). */
function revised(text: string, offset: number, tag: string): string {
  const words = text.split(" ");
  const step = Math.floor(words.length / REPLACED_WORDS);
  return words.map((w, i) => i % step === offset && i / step < REPLACED_WORDS ? `${w}${tag}` : w)
    .join(" ");
}

async function revise(db: Db, id: number, content: string, now: Date) {
  const [row] = await db.select().from(legalUpdates).where(eq(legalUpdates.id, id));
  await recordRevisions(db, [{ id, title: row!.title, content, contentHash: content }], now);
}

/** Runs the benchmark and prints its figures. */
export async function main(argv: string[] = Deno.args) {
  const { values } = parseArgs({
    args: argv,
    options: {
      alerts: { type: "string", default: "150" },
      runs: { type: "string", default: "3" },
    },
  });
  const alertCount = Number(values.alerts);
  const pg = await startThrowawayPostgres();
  if (!pg) throw new Error("bench: no PostgreSQL server binaries found");
  const database = await openDatabase({ url: pg.url });
  const receiver = startWebhookReceiver();
  try {
    await database.migrate();
    const db = database.db;
    const now = new Date();
    const settings = testAlertSettings({ outboxDir: "/tmp" });
    const [admin] = await db.insert(users).values({ id: "bench-admin", email: "a@example.com" })
      .returning();
    for (let i = 0; i < alertCount; i++) {
      const [user] = await db.insert(users).values({ id: `u${i}`, email: `u${i}@example.com` })
        .returning();
      await insertTestAlert(db, user!.id, {
        channel: "webhook",
        webhookUrl: receiver.url(`/hook/${i}`),
        createdAt: new Date(0),
      });
    }
    let text = prose(MAX_ITEM_TEXT, 7);
    const update = await insertUpdate(db, { title: "Reporting duties", content: text });
    await db.update(legalUpdates).set({ contentHash: "v0" }).where(eq(legalUpdates.id, update));
    await approve(db, [update], admin!.id, now);
    await runAlerts(db, settings, { now: () => now });

    const cpuMs = cpuClock();
    const figures: Record<string, number[]> = { "per message": [], "per revision": [] };
    let parts = 0;
    for (let run = 0; run < Number(values.runs); run++) {
      for (const [way, redline] of [["per message", redlineOf], ["per revision", null]] as const) {
        const next = revised(text, run % 5, `${run}${way.length}`);
        await revise(db, update, next, now);
        text = next;
        const inner: Redline = redline ?? redlineCache();
        const counted: Redline = (pair) => {
          const diff = inner(pair);
          parts = diff.length;
          return diff;
        };
        const calls = receiver.calls.length;
        const started = cpuMs();
        const summary = await runAlerts(db, settings, { now: () => now, redline: counted });
        figures[way]!.push(cpuMs() - started);
        if (summary.delivered.sent !== alertCount || receiver.calls.length - calls !== alertCount) {
          throw new Error(`bench: ${summary.delivered.sent} of ${alertCount} revisions sent`);
        }
      }
    }
    console.log(
      `${alertCount} webhook alerts, one revision of ${MAX_ITEM_TEXT.toLocaleString("en")} ` +
        `characters with ${REPLACED_WORDS * 2} word edits (${parts} redline parts); ` +
        `load ${Deno.loadavg()[0]!.toFixed(1)}`,
    );
    for (const [way, runs] of Object.entries(figures)) {
      console.log(
        `  redline ${way.padEnd(13)} main-thread CPU ${median(runs).toFixed(0).padStart(6)} ms ` +
          `(median; runs ${runs.map((r) => r.toFixed(0)).join(", ")} ms)`,
      );
    }
  } finally {
    await receiver.close();
    await database.close();
    await pg.stop();
  }
}

if (import.meta.main) await main();
