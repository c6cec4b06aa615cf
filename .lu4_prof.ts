import { count } from "drizzle-orm";
import { openDatabase } from "./db/client.ts";
import { listingCondition, listingOrder, listLegalUpdates } from "./db/queries/legal_update_listing.ts";
import { selectPublicUpdates, toPublicUpdate } from "./db/queries/legal_updates.ts";
import { legalUpdates } from "./db/schema.ts";
import { gzipSync } from "node:zlib";
const d = await openDatabase({ url: Deno.args[0]! });
const db = d.db;
const f = { status: "approved" as const, page: 1, limit: 1000 };
const T: Record<string, number[]> = {};
const tm = async <X>(k: string, fn: () => Promise<X> | X): Promise<X> => { const s = performance.now(); const r = await fn(); (T[k] ??= []).push(performance.now() - s); return r; };
for (let i = 0; i < 30; i++) {
  const where = await tm("where", () => listingCondition(db, f));
  const rows = await tm("page(drizzle)", () => selectPublicUpdates(db).where(where).orderBy(...listingOrder("desc")).limit(1000));
  await tm("count", () => db.select({ total: count() }).from(legalUpdates).where(where));
  const ups = await tm("toPublic", () => rows.map(toPublicUpdate));
  const json = await tm("stringify", () => JSON.stringify({ updates: ups }));
  await tm("gzip2", () => gzipSync(json, { level: 2 }));
  await tm("listLegalUpdates", () => listLegalUpdates(db, f));
}
for (const [k, v] of Object.entries(T)) { v.sort((a, b) => a - b); console.log(k.padEnd(20), v[15]!.toFixed(2)); }
await d.close();
