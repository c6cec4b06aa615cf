import assert from "node:assert/strict";
import { sql } from "drizzle-orm";
import { rowsOf } from "../client.ts";
import { dbTest } from "../testing.ts";
import { escapeLike } from "./legal_update_search.ts";

dbTest("escaped LIKE patterns match only themselves", async ({ db }) => {
  const texts = ["50%", "50 percent", "a_b", "axb", "c:\\d", "c:d", "100%_\\"];
  for (const needle of ["%", "_", "\\", "%_\\", "50%", "a_b", "c:\\d"]) {
    const pattern = `%${escapeLike(needle)}%`;
    for (const text of texts) {
      const [row] = rowsOf<{ hit: boolean }>(
        await db.execute(sql`select ${text}::text like ${pattern} escape '\\' as hit`),
      );
      assert.equal(row?.hit, text.includes(needle), `${JSON.stringify(text)} ∋ ${needle}`);
    }
  }
}, { bothDrivers: true });
