/**
 * Sign-in latency: the median of 20 real POST /api/auth/login calls (Argon2id verification,
 * throttle bookkeeping, session insert) through the HTTP server on a real PostgreSQL server
 * (PGlite when no server binaries are installed). Prints the hashing parameters used.
 */
import { openDatabase } from "../../db/client.ts";
import { hashSecret } from "../../api/auth/password.ts";
import { DEFAULT_PASSWORD_HASHING } from "../../workers/settings.ts";
import { createAppOver, makeUser, TEST_PASSWORD } from "../../api/testing.ts";
import { startThrowawayPostgres } from "../throwaway_postgres.ts";
import { median } from "./stats.ts";

export async function main(): Promise<void> {
  const cluster = await startThrowawayPostgres();
  const database = await openDatabase(cluster ? { url: cluster.url } : {});
  try {
    await database.migrate();
    // At the production cost: makeUser's cheapest hash would measure no Argon2 at all.
    const cost = DEFAULT_PASSWORD_HASHING;
    const account = await makeUser(database.db, "user", { hashing: cost });
    const { app } = createAppOver(database.db);
    const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, app.fetch);
    const origin = `http://127.0.0.1:${server.addr.port}`;
    const times: number[] = [];
    for (let i = 0; i < 21; i++) {
      const started = performance.now();
      const response = await fetch(`${origin}/api/auth/login`, {
        method: "POST",
        headers: { origin, "content-type": "application/json" },
        body: JSON.stringify({ email: account.email, password: TEST_PASSWORD }),
      });
      await response.body?.cancel();
      if (response.status !== 200) throw new Error(`login answered ${response.status}`);
      if (i > 0) times.push(performance.now() - started); // the first call warms WebAssembly
    }
    const hashTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await hashSecret("benchmark-password", cost);
      hashTimes.push(performance.now() - started);
    }
    await server.shutdown();
    console.log(`login bench (${database.driver})`);
    console.log(`  Argon2id m=${cost.memoryKiB} KiB t=${cost.iterations} p=1`);
    console.log(`  one hash: median ${median(hashTimes).toFixed(1)} ms`);
    console.log(
      `  sign-in: median ${median(times).toFixed(1)} ms over ${times.length} (min ${
        Math.min(...times).toFixed(1)
      }, max ${Math.max(...times).toFixed(1)}) — target < 300 ms`,
    );
  } finally {
    await database.close();
    await cluster?.stop();
  }
}

if (import.meta.main) await main();
