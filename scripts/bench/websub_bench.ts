/**
 * Push delay (issue 26): from the moment our test hub starts POSTing a signed document to the
 * moment its item is a pending update, over ~200 pushes one after another, on a real PostgreSQL
 * server (PGlite without server binaries or with --pglite). The app is served on loopback with
 * PUBLIC_URL there (ALLOW_PRIVATE_FETCH on), the source is subscribed by one real sync, and the
 * offline analyser runs inline as in production without a Gemini key. The freshness bench can
 * fold the figures in: `deno run -A scripts/bench/websub_bench.ts [--pushes 200] [--pglite]`.
 */
import { and, eq } from "drizzle-orm";
import { createAppOver } from "../../api/testing.ts";
import { openDatabase } from "../../db/client.ts";
import { jurisdictions, legalUpdates, rssSources } from "../../db/schema.ts";
import { feedDocument, startTestHub } from "../../workers/feeds/push/websub_hub_test_helper.ts";
import { testSettings } from "../../workers/settings.ts";
import { startThrowawayPostgres } from "../throwaway_postgres.ts";
import { median, percentile } from "./stats.ts";

function option(name: string, fallback: string): string {
  const at = Deno.args.indexOf(`--${name}`);
  return at >= 0 ? Deno.args[at + 1] ?? fallback : fallback;
}

/**
 * Delivers `pushes` signed documents, one item each and one after another, from the test hub to
 * the app served on loopback, and answers each one's delay in ms from the hub's POST to its item
 * being a pending update (the freshness bench's push mode uses it too).
 */
export async function measurePushDelays(
  pushes: number,
  options: { pglite?: boolean } = {},
): Promise<{ driver: string; delaysMs: number[] }> {
  const cluster = options.pglite ? null : await startThrowawayPostgres();
  const database = await openDatabase(cluster ? { url: cluster.url } : {});
  let handler: (req: Request) => Response | Promise<Response> = () => new Response(null);
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (r) => handler(r));
  const hub = startTestHub();
  try {
    await database.migrate();
    const { db } = database;
    const publicUrl = `http://127.0.0.1:${server.addr.port}`;
    const settings = testSettings({ server: { publicUrl }, security: { allowPrivateFetch: true } });
    const { app, sync } = createAppOver(db, { settings });
    handler = app.fetch;
    const topic = hub.feedUrl("atom.xml");
    const [j] = await db.insert(jurisdictions).values({ name: "Bench" }).returning();
    const [source] = await db.insert(rssSources)
      .values({ jurisdictionId: j!.id, name: "Gazette", url: topic }).returning();
    await (await sync.syncSourceNow(source!.id))!.summary;
    if (!await hub.verified("subscribe", topic)) throw new Error("websub bench: not verified");

    const delaysMs: number[] = [];
    for (let i = 0; i < pushes; i++) {
      const link = `${hub.origin}/notices/pushed-${i}`;
      const body = feedDocument("atom", { hub: hub.hubUrl, self: topic }, [link]);
      const started = performance.now();
      await hub.publish(topic, body, "signed");
      for (;;) {
        const [row] = await db.select({ id: legalUpdates.id }).from(legalUpdates)
          .where(and(eq(legalUpdates.sourceUrl, link), eq(legalUpdates.status, "pending")));
        if (row) break;
        if (performance.now() - started > 10_000) throw new Error(`websub bench: ${link} lost`);
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      delaysMs.push(performance.now() - started);
    }
    await sync.whenIdle();
    return { driver: database.driver, delaysMs };
  } finally {
    await hub.close();
    await server.shutdown();
    await database.close();
    await cluster?.stop();
  }
}

export async function main(): Promise<void> {
  const pushes = Number(option("pushes", "200"));
  const { driver, delaysMs } = await measurePushDelays(pushes, {
    pglite: Deno.args.includes("--pglite"),
  });
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(`websub bench (${driver}): ${pushes} signed pushes, hub POST → pending`);
  console.log(
    `  p50 ${ms(median(delaysMs))}, p95 ${ms(percentile(delaysMs, 95))}, max ${
      ms(Math.max(...delaysMs))
    }`,
  );
}

if (import.meta.main) await main();
