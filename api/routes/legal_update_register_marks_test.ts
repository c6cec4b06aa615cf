/**
 * Issue 29: each duty on an update's detail page says whether the caller's register holds it
 * (`registerEntryId`), for the caller's company only, so "Add to register" shows as "In register"
 * from the start there and in favorites (which read the same answer).
 */
import assert from "node:assert/strict";
import { dbTest } from "../../db/testing.ts";
import { UpdateDetailResponse } from "../schemas/legal_updates.ts";
import { createTestApp, TestClient } from "../testing.ts";
import { addEntry, companyUser, updateWithDuties } from "./register_test_helper.ts";

async function marks(client: TestClient, updateId: number) {
  const response = await client.get(`/api/legal-updates/${updateId}`);
  assert.equal(response.status, 200, await response.clone().text());
  const { update } = UpdateDetailResponse.parse(await response.json());
  return update.obligations.map((o) => o.registerEntryId);
}

dbTest(
  "a duty is marked with the caller's register entry, never with another company's",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const acme = await companyUser(db, app, "Acme");
    const colleague = await companyUser(db, app, " acme ");
    const globex = await companyUser(db, app, "Globex");
    const loner = await companyUser(db, app, null);
    const { update, dutyIds } = await updateWithDuties(db, ["2026-07-01", null, "2026-09-01"]);

    assert.deepEqual(await marks(acme.client, update.id), [null, null, null]);
    const globexEntry = await addEntry(globex.client, { obligationId: dutyIds[0] });
    const acmeEntry = await addEntry(acme.client, { obligationId: dutyIds[1] });

    assert.deepEqual(await marks(acme.client, update.id), [null, acmeEntry.id, null]);
    assert.deepEqual(
      await marks(colleague.client, update.id),
      [null, acmeEntry.id, null],
      "the company's register is shared",
    );
    assert.deepEqual(await marks(globex.client, update.id), [globexEntry.id, null, null]);
    assert.deepEqual(await marks(loner.client, update.id), [null, null, null]);
    assert.deepEqual(await marks(new TestClient(app), update.id), [null, null, null]);

    // An entry made by hand, or one deleted, marks nothing.
    await addEntry(loner.client, { duty: "A duty of our own" });
    const removed = await acme.client.delete(`/api/register/${acmeEntry.id}`);
    assert.equal(removed.status, 200);
    assert.deepEqual(await marks(colleague.client, update.id), [null, null, null]);
  },
);
