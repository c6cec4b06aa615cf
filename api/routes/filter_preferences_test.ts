import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { dbTest } from "../../db/testing.ts";
import { jurisdictions } from "../../db/schema.ts";
import { createTestApp, makeUser, signedInClient, TestClient } from "../testing.ts";

const PATH = "/api/auth/filter-preferences";

async function setup(db: Parameters<Parameters<typeof dbTest>[1]>[0]["db"]) {
  await db.insert(jurisdictions).values([{ name: "California" }, { name: "European Union" }]);
  const { app } = createTestApp(db);
  return { app, client: await signedInClient(app, await makeUser(db)) };
}

dbTest("filter preferences are for signed-in users only", async ({ db }) => {
  const { app } = createTestApp(db);
  const anonymous = new TestClient(app);
  assert.equal((await anonymous.get(PATH)).status, 401);
  assert.equal((await anonymous.patch(PATH, { jurisdictions: [], industries: [] })).status, 401);
});

dbTest("a new user has empty saved filters", async ({ db }) => {
  const { client } = await setup(db);
  const response = await client.get(PATH);
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { jurisdictions: [], industries: [] });
});

dbTest(
  "saving stores known names, deduplicated and as stored, and reads them back",
  async ({ db }) => {
    const { client } = await setup(db);
    const saved = await client.patch(PATH, {
      jurisdictions: ["european union", "California", "California "],
      industries: ["Tax", "technology", "IT & Technology", "tax"],
    });
    assert.equal(saved.status, 200);
    const expected = {
      jurisdictions: ["European Union", "California"],
      industries: ["Tax", "IT & Technology"],
    };
    assert.deepEqual(await saved.json(), expected);
    assert.deepEqual(await (await client.get(PATH)).json(), expected);
    const cleared = await client.patch(PATH, { jurisdictions: [], industries: [] });
    assert.deepEqual(await cleared.json(), { jurisdictions: [], industries: [] });
  },
);

dbTest("unknown names, long lists and wrong types are 400", async ({ db }) => {
  const { client } = await setup(db);
  const cases: [unknown, RegExp][] = [
    [{ jurisdictions: ["Atlantis"], industries: [] }, /Unknown jurisdiction: Atlantis/],
    [{ jurisdictions: [], industries: ["Astrology"] }, /Unknown industry: Astrology/],
    [{ jurisdictions: Array(101).fill("California"), industries: [] }, /At most 100/],
    [{ jurisdictions: "California", industries: [] }, /jurisdictions/],
    [{ jurisdictions: [] }, /industries/],
    [{ jurisdictions: [""], industries: [] }, /empty/],
  ];
  for (const [body, message] of cases) {
    const response = await client.patch(PATH, body);
    assert.equal(response.status, 400, JSON.stringify(body));
    assert.match((await response.json()).message, message, JSON.stringify(body));
  }
  assert.deepEqual(await (await client.get(PATH)).json(), { jurisdictions: [], industries: [] });
});

dbTest("a saved jurisdiction that was deleted is no longer answered", async ({ db }) => {
  const { client } = await setup(db);
  await client.patch(PATH, { jurisdictions: ["California", "European Union"], industries: [] });
  await db.delete(jurisdictions).where(eq(jurisdictions.name, "California"));
  assert.deepEqual(await (await client.get(PATH)).json(), {
    jurisdictions: ["European Union"],
    industries: [],
  });
});

dbTest("one user's saved filters do not touch another's", async ({ db }) => {
  const { app, client } = await setup(db);
  const other = await signedInClient(app, await makeUser(db));
  await client.patch(PATH, { jurisdictions: ["California"], industries: ["Tax"] });
  assert.deepEqual(await (await other.get(PATH)).json(), { jurisdictions: [], industries: [] });
});
