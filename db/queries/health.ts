/** Whether the server can reach its database (GET /api/health). */
import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";

/** Runs the smallest statement there is; throws when the database cannot answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
