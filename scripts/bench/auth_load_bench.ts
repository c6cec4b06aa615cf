/**
 * Signed-in requests under load (issue 28): requests/s and p99 at 200 connections of the real
 * server (api/main.ts, a child process) on a throwaway PostgreSQL, for GET /api/health, the
 * public listing, a search, GET /api/auth/user with a session cookie, the signed-in update
 * counts, and a mixed load of all five. Goals: /api/auth/user ≥ 50% of /api/health's
 * requests/s with p99 ≤ 150 ms; the mixed load's p99 ≤ 300 ms.
 *
 * `--baseline DIR` also serves an older checkout (e.g. `git archive main | tar -x -C DIR` with
 * node_modules linked in) on its own database of the same cluster and measures both side by
 * side, scenario by scenario. `--seconds N` (default 5) per measurement, after 1 s of warm-up;
 * `--connections N` (default 200).
 */
import postgres from "postgres";
import { startThrowawayPostgres } from "../throwaway_postgres.ts";
import { type LoadRequest, runLoad, weighted } from "./http_load.ts";
import { cpuMs } from "./process_cpu.ts";
import { startServerProcess } from "./server_process.ts";

function option(name: string): string | undefined {
  const at = Deno.args.indexOf(name);
  return at >= 0 ? Deno.args[at + 1] : undefined;
}
const SECONDS = Number(option("--seconds") ?? 5);
const CONNECTIONS = Number(option("--connections") ?? 200);
const BASELINE = option("--baseline");
const ADMIN = { email: "bench@legalwatch.local", password: "bench-password-1234" };

/** Signs in through the API and answers the Cookie header to send. */
async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const body = await response.json();
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 200 || !cookie || body.requiresSetup) {
    throw new Error(`bench: sign-in answered ${response.status} ${JSON.stringify(body)}`);
  }
  return cookie;
}

/** The scenarios, each a picker of requests (the cookie only where the call needs it). */
function scenarios(cookie: string): Array<[string, () => LoadRequest]> {
  const signedIn = { cookie };
  const health = { path: "/api/health" };
  const listing = { path: "/api/legal-updates" };
  const search = { path: "/api/legal-updates?search=privacy" };
  const user = { path: "/api/auth/user", headers: signedIn };
  const counts = { path: "/api/statistics/update-counts", headers: signedIn };
  return [
    ["GET /api/health", () => health],
    ["public listing", () => listing],
    ["search", () => search],
    ["GET /api/auth/user (session)", () => user],
    ["signed-in counts", () => counts],
    // A browsing crowd: listings and searches, each page's signed-in calls, health probes.
    [
      "mixed",
      weighted([[3, listing], [1, search], [3, user], [2, counts], [1, health]]),
    ],
  ];
}

const cluster = await startThrowawayPostgres();
if (!cluster) throw new Error("bench: no PostgreSQL server could be started");
const admin = postgres(cluster.url, { onnotice: () => {} });
const targets: Array<{ name: string; root?: string }> = [
  ...(BASELINE ? [{ name: "before", root: BASELINE }] : []),
  { name: BASELINE ? "after" : "this checkout" },
];
const servers: Array<{ name: string; origin: string; pid: number; stop(): Promise<void> }> = [];
try {
  for (const target of targets) {
    const database = `bench_${servers.length}`;
    await admin.unsafe(`create database ${database}`);
    const server = await startServerProcess({
      DATABASE_URL: cluster.url.replace(/\/postgres$/, `/${database}`),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: "true",
      CRON: "false",
      WORKERS_IN_SERVER: "false",
      ACCESS_LOG: "false",
    }, { root: target.root });
    servers.push({ name: target.name, ...server });
  }
  const cookies = await Promise.all(servers.map((s) => signIn(s.origin)));
  const load = (await Deno.readTextFile("/proc/loadavg")).split(" ").slice(0, 3).join(" ");
  console.log(
    `auth load bench: ${CONNECTIONS} connections, ${SECONDS} s each, PostgreSQL, load ${load}`,
  );
  for (let i = 0; i < scenarios("").length; i++) {
    for (const [k, server] of servers.entries()) {
      const [name, pick] = scenarios(cookies[k]!)[i]!;
      await runLoad(server.origin, pick, { connections: CONNECTIONS, seconds: 1 });
      const cpuBefore = await cpuMs(server.pid);
      const r = await runLoad(server.origin, pick, { connections: CONNECTIONS, seconds: SECONDS });
      const cpuPerRequest = (await cpuMs(server.pid) - cpuBefore) / r.requests;
      console.log(
        `  ${server.name.padEnd(13)} ${name.padEnd(30)} ${r.perSecond.toFixed(0).padStart(6)}/s` +
          `  p50 ${r.p50.toFixed(0).padStart(4)} ms  p99 ${r.p99.toFixed(0).padStart(4)} ms` +
          `  CPU ${cpuPerRequest.toFixed(2)} ms/request` +
          (r.errors ? `  ${r.errors} errors` : ""),
      );
    }
  }
} finally {
  for (const server of servers) await server.stop();
  await admin.end();
  await cluster.stop();
}
