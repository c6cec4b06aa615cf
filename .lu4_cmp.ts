import { count } from "drizzle-orm";
import { gzipSync } from "node:zlib";
import { openDatabase } from "./db/client.ts";
import { listingCondition, listingOrder, listLegalUpdatesJson } from "./db/queries/legal_update_listing.ts";
import { selectPublicUpdates, toPublicUpdate } from "./db/queries/legal_updates.ts";
import { legalUpdates } from "./db/schema.ts";
const d = await openDatabase({ url: Deno.args[0]! }); const db = d.db;
const f = { status: "approved" as const, page: 1, limit: 1000 };
async function rowsPath() {
  const where = await listingCondition(db, f);
  const [rows, [c]] = await Promise.all([selectPublicUpdates(db).where(where).orderBy(...listingOrder("desc")).limit(1000), db.select({ total: count() }).from(legalUpdates).where(where)]);
  return gzipSync(JSON.stringify({ updates: rows.map(toPublicUpdate), total: c!.total, page: 1, limit: 1000 }), { level: 2 });
}
async function jsonPath() {
  const p = await listLegalUpdatesJson(db, f);
  return gzipSync(`{"updates":${p.updatesJson},"total":${p.total},"page":1,"limit":1000}`, { level: 2 });
}
const T: Record<string, number[]> = { rows: [], json: [] };
for (let i = 0; i < 40; i++) { for (const [k, fn] of [["rows", rowsPath], ["json", jsonPath]] as const) { const s = performance.now(); await fn(); T[k]!.push(performance.now() - s); } }
for (const [k, v] of Object.entries(T)) { v.sort((a, b) => a - b); console.log(k, "min", v[0]!.toFixed(1), "p25", v[10]!.toFixed(1), "median", v[20]!.toFixed(1)); }
await d.close();
