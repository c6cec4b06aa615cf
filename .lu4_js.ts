import postgres from "postgres";
import { openDatabase } from "./db/client.ts";
import { listingCondition, listingOrder } from "./db/queries/legal_update_listing.ts";
import { updatesJsonStatement } from "./db/queries/legal_update_json.ts";
import { selectPublicUpdates } from "./db/queries/legal_updates.ts";
const d = await openDatabase({ url: Deno.args[0]! });
const raw = postgres(Deno.args[0]!, { onnotice: () => {} });
const where = await listingCondition(d.db, { status: "approved", page: 1, limit: 1000 });
const dialect = (d.db as any).dialect;
const js = dialect.sqlToQuery(updatesJsonStatement({ where, order: listingOrder("desc"), limit: 1000, offset: 0 }));
const rows = selectPublicUpdates(d.db).where(where).orderBy(...listingOrder("desc")).limit(1000).toSQL();
const T: Record<string, number[]> = {};
for (let i = 0; i < 25; i++) {
  for (const [k, q, vals] of [["json", js, false], ["rows", rows, true]] as const) {
    const s = performance.now();
    const p = raw.unsafe(q.sql, q.params as never[], { prepare: false });
    await (vals ? p.values() : p);
    (T[k] ??= []).push(performance.now() - s);
  }
}
for (const [k, v] of Object.entries(T)) { v.sort((a, b) => a - b); console.log(k, "median", v[12]!.toFixed(1), "min", v[0]!.toFixed(1)); }
const e = await raw.unsafe(`explain (analyze) ${js.sql}`, js.params as never[]);
console.log(e.map((x) => x["QUERY PLAN"]).filter((l: string) => /Execution|Scan|Limit|Aggregate|Sort/.test(l)).join("\n"));
await raw.end(); await d.close();
