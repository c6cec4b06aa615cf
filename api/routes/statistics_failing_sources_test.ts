import assert from "node:assert/strict";
import { dbTest } from "../../db/testing.ts";
import { jurisdictions, rssSources } from "../../db/schema.ts";
import type { FailingSources } from "../schemas/statistics.ts";
import { createTestApp, makeUser, signedInClient } from "../testing.ts";

const PATH = "/api/statistics/failing-sources";

dbTest(
  "superadmins get the count of failing active sources; admins and users are refused",
  async ({ db }) => {
    const [open, closed] = await db.insert(jurisdictions).values([
      { name: "Ruritania" },
      { name: "Closed Land", isActive: false },
    ]).returning({ id: jurisdictions.id });
    const synced = new Date("2026-06-15T12:00:00Z");
    const source = (name: string, consecutiveErrors: number, more = {}) => ({
      jurisdictionId: open!.id,
      name,
      url: `https://${name.toLowerCase().replaceAll(" ", "-")}.example/`,
      lastSync: synced,
      lastSyncStatus: consecutiveErrors > 0 ? "error" as const : "success" as const,
      consecutiveErrors,
      ...more,
    });
    await db.insert(rssSources).values([
      source("Failing A", 3),
      source("Failing B", 7),
      source("Failed once", 1),
      source("Fine", 0),
      source("Switched off", 5, { isActive: false }),
      source("In a closed land", 5, { jurisdictionId: closed!.id }),
      source("Never synced", 0, { lastSync: null }),
    ]);

    const { app } = createTestApp(db);
    const superadmin = await signedInClient(app, await makeUser(db, "superadmin"));
    const res = await superadmin.get(PATH);
    assert.equal(res.status, 200);
    const body: FailingSources = await res.json();
    assert.deepEqual(body, { failing: 2 });

    for (const role of ["admin", "user"] as const) {
      const client = await signedInClient(app, await makeUser(db, role));
      assert.equal((await client.get(PATH)).status, 403, `${role} is refused`);
    }
    assert.equal((await app.request(PATH)).status, 401);
  },
);
