import assert from "node:assert/strict";
import { createPglite, openDatabase, runsOnMainThread } from "./client.ts";

Deno.test("the embedded database starts with no zero-filled WAL and a small pending list", async () => {
  // Both keep a long step out of the statements of a feed sync, which run on the main thread.
  const pglite = await createPglite();
  try {
    const { rows } = await pglite.query<{ zero: string; limit: string }>(
      `select current_setting('wal_init_zero') as zero,
        current_setting('gin_pending_list_limit') as limit`,
    );
    assert.deepEqual(rows, [{ zero: "off", limit: "512kB" }]);
    // Settings given at start survive a client's RESET ALL (the shared socket's clients).
    await pglite.exec("reset all");
    const again = await pglite.query<{ zero: string }>(
      `select current_setting('wal_init_zero') as zero`,
    );
    assert.equal(again.rows[0]?.zero, "off");
    const database = await openDatabase({ pglite });
    assert.equal(runsOnMainThread(database.db), true);
  } finally {
    await pglite.close();
  }
});
