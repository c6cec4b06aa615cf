import { count } from "drizzle-orm";
import postgres from "postgres";
import { openDatabase } from "./db/client.ts";
import { listingCondition, listingOrder } from "./db/queries/legal_update_listing.ts";
import { selectPublicUpdates } from "./db/queries/legal_updates.ts";
import { legalUpdates } from "./db/schema.ts";
const d = await openDatabase({ url: Deno.args[0]! });
const raw = postgres(Deno.args[0]!, { onnotice: () => {} });
const where = await listingCondition(d.db, { status: "approved", page: 1, limit: 20, search: Deno.args[1] ?? "sanctions" });
const page = selectPublicUpdates(d.db).where(where).orderBy(...listingOrder("desc")).limit(20).toSQL();
const total = d.db.select({ total: count() }).from(legalUpdates).where(where).toSQL();
for (const q of [page, total]) {
  const r = await raw.unsafe(`explain (analyze) ${q.sql}`, q.params as never[]);
  console.log(r.map((x) => x["QUERY PLAN"]).filter((l: string) => !/Filter:/.test(l)).join("\n"));
}
await raw.end(); await d.close();
