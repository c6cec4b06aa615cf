/**
 * What checking every answer against its declared schema costs (createApp's validateResponses,
 * on in every API test, never in production; ADR 0140): the median time of the
 * seeded listing's first page (50 updates, the listing cache off) and of the signed-in user's
 * answer, through app.request on a real PostgreSQL server (PGlite without server binaries), with
 * and without the check, interleaved so that both see the same load.
 */
import { openDatabase } from "../../db/client.ts";
import { seedDatabase } from "../../db/seed/seed.ts";
import { answerProblem } from "../../api/openapi/validate_responses.ts";
import { API_ROUTES } from "../../api/schemas/api_routes.ts";
import type { RouteSpec } from "../../api/schemas/api_routes/route_spec.ts";
import { createAppOver, makeUser, signedInClient } from "../../api/testing.ts";
import { testSettings } from "../../workers/settings.ts";
import { startThrowawayPostgres } from "../throwaway_postgres.ts";
import { median } from "./stats.ts";

const ROUNDS = 200;

export async function main(): Promise<void> {
  const cluster = await startThrowawayPostgres();
  const database = await openDatabase(cluster ? { url: cluster.url } : {});
  try {
    await database.migrate();
    await seedDatabase(database.db, { now: new Date(), demo: true });
    const settings = testSettings(); // the listing cache off: each call reads and answers
    const account = await makeUser(database.db, "user");
    const clients = await Promise.all([false, true].map(async (validateResponses) => {
      const { app } = createAppOver(database.db, { settings, validateResponses });
      return await signedInClient(app, account);
    }));
    const routes: [string, string][] = [
      ["/api/legal-updates?limit=50", "GET /api/legal-updates"],
      ["/api/auth/user", "GET /api/auth/user"],
    ];
    for (const [path, route] of routes) {
      const times: [number[], number[]] = [[], []];
      for (let round = 0; round < ROUNDS + 10; round++) {
        for (const [i, client] of clients.entries()) {
          const started = performance.now();
          const res = await client.get(path);
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
          if (round >= 10) times[i]!.push(performance.now() - started); // the first warm up
        }
      }
      const [off, on] = times.map(median) as [number, number];
      console.log(`response validation bench (${database.driver}): GET ${path}`);
      console.log(
        `  median ${off.toFixed(2)} ms without, ${on.toFixed(2)} ms with the check (+${
          ((on / off - 1) * 100).toFixed(1)
        }%) over ${ROUNDS} calls each; production never runs it`,
      );
      // The check alone, without the noise of a loaded machine: parsing this answer once more.
      const answer = await clients[0]!.get(path);
      const body = await answer.text();
      const spec = (API_ROUTES as Record<string, RouteSpec>)[route]!;
      const checks: number[] = [];
      for (let i = 0; i < ROUNDS + 10; i++) {
        const response = new Response(body, { headers: answer.headers });
        const started = performance.now();
        const problem = await answerProblem(spec, response);
        if (problem) throw new Error(`${route}: ${problem}`);
        if (i >= 10) checks.push(performance.now() - started);
      }
      console.log(
        `  the check alone: median ${median(checks).toFixed(3)} ms for ${
          (body.length / 1024).toFixed(0)
        } KiB of JSON`,
      );
    }
  } finally {
    await database.close();
    await cluster?.stop();
  }
}

if (import.meta.main) await main();
