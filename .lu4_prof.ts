import { count } from "drizzle-orm";
import postgres from "postgres";
import { gzipSync } from "node:zlib";
import { openDatabase } from "./db/client.ts";
import { listingCondition, listingOrder, listLegalUpdates } from "./db/queries/legal_update_listing.ts";
import { selectPublicUpdates, toPublicUpdate } from "./db/queries/legal_updates.ts";
import { legalUpdates } from "./db/schema.ts";
import { createApp } from "./api/app.ts";
import { createAnalyser } from "./workers/ai/analyser.ts";
const url = Deno.args[0]!;
const d = await openDatabase({ url }); const db = d.db;
const raw = postgres(url, { onnotice: () => {} });
const app = createApp({ db, analyser: createAnalyser({}), config: { securityQuestionReset: true, marketingUrl: "/", accessLog: false }, webRoot: "/x" });
const f = { status: "approved" as const, page: 1, limit: 1000 };
const where = await listingCondition(db, f);
const q = selectPublicUpdates(db).where(where).orderBy(...listingOrder("desc")).limit(1000);
const qs = q.toSQL();
const T: Record<string, number[]> = {};
const tm = async <X>(k: string, fn: () => Promise<X> | X): Promise<X> => { const s = performance.now(); const r = await fn(); (T[k] ??= []).push(performance.now() - s); return r; };
for (let i = 0; i < 40; i++) {
  await tm("bare rows .values()", () => raw.unsafe(qs.sql, qs.params as never[], { prepare: false }).values());
  const rows = await tm("drizzle rows", () => q);
  const ups = await tm("toPublic", () => rows.map(toPublicUpdate));
  const json = await tm("stringify", () => JSON.stringify({ updates: ups }));
  await tm("gzip2", () => gzipSync(json, { level: 2 }));
  await tm("listLegalUpdates", () => listLegalUpdates(db, f));
  await tm("app.request", async () => { const r = await app.request("http://x/api/legal-updates?status=approved&page=1&limit=1000&excludeSpecialist=false", { headers: { "accept-encoding": "gzip" } }); await r.arrayBuffer(); });
}
for (const [k, v] of Object.entries(T)) { v.sort((a, b) => a - b); console.log(k.padEnd(22), "min", v[0]!.toFixed(2).padStart(6), "p25", v[10]!.toFixed(2).padStart(6), "median", v[20]!.toFixed(2).padStart(6)); }
await raw.end(); await d.close();
