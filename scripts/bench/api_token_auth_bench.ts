/**
 * The cost of API token authentication per request against the session path (issue 28; goal:
 * at most 1 ms more). The same cheap call, GET /api/auth/user, is made with a session cookie and
 * with `Authorization: Bearer`, alternating, through the HTTP server on a real PostgreSQL server
 * (PGlite when no server binaries are installed), with 20,000 other tokens in the table so the
 * hash lookup goes through a realistic index. The rate limit is set out of the way.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "../../db/client.ts";
import { createSession, SESSION_COOKIE } from "../../api/auth/session.ts";
import { createAppOver, makeApiToken, makeUser } from "../../api/testing.ts";
import { testSettings } from "../../workers/settings.ts";
import { startThrowawayPostgres } from "../throwaway_postgres.ts";
import { median, percentile } from "./stats.ts";

const ROUNDS = 1000;
const OTHER_TOKENS = 20_000;

export async function main(): Promise<void> {
  const cluster = await startThrowawayPostgres();
  const database = await openDatabase(cluster ? { url: cluster.url } : {});
  try {
    await database.migrate();
    const { db } = database;
    const account = await makeUser(db, "user");
    await db.execute(sql`
      insert into api_tokens (id, user_id, name, token_hash, scopes, expires_at)
      select 'bench' || g, ${account.id}, 'bench', sha256(('bench' || g)::bytea), '{read}',
        now() + interval '90 days'
      from generate_series(1, ${OTHER_TOKENS}) g`);
    await db.execute(sql`analyze api_tokens`);
    const { token } = await makeApiToken(db, account.id, ["read"]);
    const { token: cookie } = await createSession(db, account.id, { now: new Date() });

    const settings = testSettings({ security: { apiTokenRatePerMinute: 1_000_000 } });
    const { app } = createAppOver(db, { settings });
    const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, app.fetch);
    const url = `http://127.0.0.1:${server.addr.port}/api/auth/user`;
    const ways = {
      session: { cookie: `${SESSION_COOKIE}=${cookie}` },
      bearer: { authorization: `Bearer ${token}` },
    };
    const times: Record<keyof typeof ways, number[]> = { session: [], bearer: [] };
    for (let i = 0; i < ROUNDS + 50; i++) {
      for (const way of i % 2 ? ["session", "bearer"] as const : ["bearer", "session"] as const) {
        const started = performance.now();
        const response = await fetch(url, { headers: ways[way] });
        await response.body?.cancel();
        if (response.status !== 200) throw new Error(`${way} answered ${response.status}`);
        if (i >= 50) times[way].push(performance.now() - started); // 50 rounds warm up
      }
    }
    await server.shutdown();

    console.log(`api token auth bench (${database.driver}, ${OTHER_TOKENS} other tokens)`);
    for (const way of ["session", "bearer"] as const) {
      console.log(
        `  ${way.padEnd(7)} GET /api/auth/user: median ${median(times[way]).toFixed(3)} ms, ` +
          `p95 ${percentile(times[way], 95).toFixed(3)} ms over ${times[way].length}`,
      );
    }
    const delta = median(times.bearer) - median(times.session);
    console.log(`  bearer − session (medians): ${delta.toFixed(3)} ms — target ≤ 1 ms`);
  } finally {
    await database.close();
    await cluster?.stop();
  }
}

if (import.meta.main) await main();
