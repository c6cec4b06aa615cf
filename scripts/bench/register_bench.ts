/**
 * The compliance register's speed on a real PostgreSQL server (issue 29): 10,000 approved
 * updates with 5 duties each (50,000 obligations, deadlines over the next two years) and one
 * company's register of 10,000 entries (owners, statuses, due dates, two controls each of 50).
 * Prints the median and p95 of the Register screen's calls (GET /api/register: a page of 50
 * entries and the counts, unfiltered, filtered and deep in the list) and of the horizon
 * (GET /api/horizon?days=30 and 365, a page of 500 items, and deeper), in-process through the
 * app (no socket). Goal: ≤ 100 ms each. `--explain` prints the plans of the list's and the
 * horizon's statements (auto_explain, EXPLAIN ANALYZE).
 * `deno run -A scripts/bench/register_bench.ts [--runs N] [--explain]` (also
 * `deno task bench register`).
 */
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { EntryListQuery } from "../../api/schemas/register.ts";
import type { Db } from "../../db/client.ts";
import { pageEntries } from "../../db/queries/register/entries.ts";
import { horizonRows } from "../../db/queries/register/horizon.ts";
import { registerScopeOf } from "../../db/queries/register/scope.ts";
import { HORIZON_PAGE } from "../../domain/register.ts";
import * as schema from "../../db/schema.ts";
import { createAppOver, makeUser, signedInClient } from "../../api/testing.ts";
import { openDatabase } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { startThrowawayPostgres } from "../throwaway_postgres.ts";
import { median, percentile } from "./stats.ts";
import { eq } from "drizzle-orm";

const UPDATES = 10_000;
const DUTIES_PER_UPDATE = 5;
const ENTRIES = 10_000;
const CONTROLS = 50;

function flag(name: string): string | undefined {
  const at = Deno.args.indexOf(name);
  return at >= 0 ? Deno.args[at + 1] : undefined;
}

/** Fills the database: updates, obligations, controls, entries and their links. */
async function fill(db: Awaited<ReturnType<typeof openDatabase>>["db"], ownerId: string) {
  const scope = "company:acme";
  await db.execute(sql`
    insert into legal_updates (title, content, source_url, source_url_key, publish_date, status)
    select 'Notice ' || g, 'Text', 'https://example.gov/n/' || g, 'example.gov/n/' || g,
      now() - (g || ' minutes')::interval, 'approved'
    from generate_series(1, ${UPDATES}) g`);
  await db.execute(sql`
    insert into legal_update_obligations (legal_update_id, position, actor, action, deadline,
      citation, confidence, source, analyser)
    select u.id, p, 'Controllers', 'must do duty ' || p || ' of notice ' || u.id,
      current_date + ((u.id * 7 + p * 13) % 730), 'Controllers must do duty ' || p || '.',
      0.9, 'ai', 'offline rules'
    from legal_updates u, generate_series(0, ${DUTIES_PER_UPDATE - 1}) p`);
  await db.execute(sql`
    insert into register_controls (scope, reference, name, description)
    select ${scope}, 'CTL-' || g, 'Control ' || g, 'What it covers' from generate_series(1, ${CONTROLS}) g`);
  await db.execute(sql`
    insert into register_entries (scope, obligation_id, legal_update_id, duty, citation, status,
      owner_id, due_date)
    select ${scope}, o.id, o.legal_update_id, o.actor || ': ' || o.action, o.citation,
      (array['not_assessed', 'gap', 'in_progress', 'compliant'])[1 + o.id % 4],
      case when o.id % 2 = 0 then ${ownerId} end, o.deadline - 200
    from legal_update_obligations o order by o.id limit ${ENTRIES}`);
  await db.execute(sql`
    insert into register_entry_controls (entry_id, control_id)
    select e.id, c.id from register_entries e
    join register_controls c on c.id in (1 + e.id % ${CONTROLS}, 1 + (e.id + 7) % ${CONTROLS})`);
  await db.execute(sql`analyze`);
}

async function measure(get: () => Promise<unknown>, runs: number) {
  for (let i = 0; i < 3; i++) await get();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await get();
    times.push(performance.now() - started);
  }
  return `median ${median(times).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`;
}

/** The list calls measured: the screen's first page, filters, a page deep in the list. */
const LIST_CALLS = [
  "/api/register",
  "/api/register?status=gap",
  "/api/register?ownerId=none&due=90",
  "/api/register?controlId=7",
  "/api/register?due=overdue",
  "/api/register?page=150&limit=50",
  "/api/register?limit=200",
];

/** The horizon calls measured: its first page (500 items) of a month and a year, a deep page. */
const HORIZON_CALLS = [
  "/api/horizon?days=30",
  "/api/horizon?days=365",
  "/api/horizon?days=365&page=40",
  "/api/horizon?days=365&limit=1000",
];

/**
 * Runs the list's query once per filter on a connection that logs every plan (auto_explain,
 * with ANALYZE) as a notice, and prints the plans.
 */
async function explainList(url: string, userId: string) {
  const client = postgres(url, { max: 1, onnotice: (n) => console.log(n.message) });
  try {
    await client`load 'auto_explain'`;
    await client`set auto_explain.log_min_duration = 0`;
    await client`set auto_explain.log_analyze = on`;
    await client`set auto_explain.log_buffers = on`;
    await client`set client_min_messages = log`;
    const db = drizzle({ client, schema, casing: "snake_case" }) as unknown as Db;
    const scope = await registerScopeOf(db, userId);
    for (const path of LIST_CALLS) {
      const query = EntryListQuery.parse(
        Object.fromEntries(new URL(path, "http://x").searchParams),
      );
      const { page, limit, ...filter } = query;
      console.log(`---- ${path}`);
      await pageEntries(db, scope, {
        filter: { ...filter, today: new Date().toISOString().slice(0, 10) },
        limit,
        offset: (page - 1) * limit,
      });
    }
    const today = new Date().toISOString().slice(0, 10);
    const window = { scope, from: today, to: addDays(today, 365) };
    console.log("---- /api/horizon?days=365");
    await horizonRows(db, window, { limit: HORIZON_PAGE.size, offset: 0 });
  } finally {
    await client.end();
  }
}

/** The day `days` after `day` ('yyyy-MM-dd'). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);
}

export async function main(): Promise<void> {
  const runs = Number(flag("--runs") ?? 30);
  const cluster = await startThrowawayPostgres();
  if (!cluster) {
    console.log("register_bench: no PostgreSQL server binaries found: skipped.");
    return;
  }
  const database = await openDatabase({ url: cluster.url });
  try {
    await database.migrate();
    const db = database.db;
    const account = await makeUser(db, "user", { companyName: "Acme" });
    await db.update(users).set({ shareTasksWithCompany: true }).where(eq(users.id, account.id));
    const started = performance.now();
    await fill(db, account.id);
    console.log(`register_bench: data in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const { app } = createAppOver(db);
    const client = await signedInClient(app, account);
    const call = (path: string) => async () => {
      const response = await client.get(path);
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      return await response.arrayBuffer();
    };
    const first = await (await client.get("/api/register")).json();
    console.log(`register counts ${JSON.stringify(first.counts)}`);
    for (const path of LIST_CALLS) {
      const list = await (await client.get(path)).json();
      console.log(
        `GET ${path} (${list.entries.length} of ${list.total}): ${await measure(call(path), runs)}`,
      );
    }
    if (Deno.args.includes("--explain")) await explainList(cluster.url, account.id);
    for (const path of HORIZON_CALLS) {
      const answer = await (await client.get(path)).json();
      console.log(
        `GET ${path} (${answer.items.length} items, next page ${answer.nextPage}): ${await measure(
          call(path),
          runs,
        )}`,
      );
    }
  } finally {
    await database.close();
    await cluster.stop();
  }
}

if (import.meta.main) await main();
