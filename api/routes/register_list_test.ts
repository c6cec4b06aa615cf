import assert from "node:assert/strict";
import { registerEntries, registerEntryControls } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { readWorkbook, sheetOf } from "../reports/read_back_test_helper.ts";
import {
  EntryListAnswer,
  HorizonAnswer,
  REGISTER_MESSAGES,
  RegisterOwnersAnswer,
} from "../schemas/register.ts";
import { createTestApp, type TestClient } from "../testing.ts";
import { addEntry, companyUser, updateWithDuties } from "./register_test_helper.ts";

// The test clock's today is 2026-06-15.

async function list(client: TestClient, query = "") {
  const response = await client.get(`/api/register${query}`);
  assert.equal(response.status, 200, await response.clone().text());
  return EntryListAnswer.parse(await response.json());
}

const duties = (answer: EntryListAnswer) => answer.entries.map((e) => e.duty);

dbTest(
  "the register list comes a page at a time by due date, with the total of the filtered set",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const { client } = await companyUser(db, app, "Acme");
    for (
      const [duty, dueDate] of [
        ["late", "2026-06-01"],
        ["undated", null],
        ["soon", "2026-06-20"],
        ["later", "2026-12-01"],
        ["sooner", "2026-06-20"],
      ]
    ) await addEntry(client, { duty, dueDate });

    const first = await list(client, "?limit=2");
    assert.deepEqual(duties(first), ["late", "soon"]);
    assert.deepEqual([first.total, first.page, first.limit], [5, 1, 2]);
    assert.deepEqual(duties(await list(client, "?limit=2&page=2")), ["sooner", "later"]);
    assert.deepEqual(duties(await list(client, "?limit=2&page=3")), ["undated"]);
    const past = await list(client, "?limit=2&page=4");
    assert.deepEqual([past.entries, past.total], [[], 5], "past the end: no rows, same total");
    assert.equal(past.counts.notAssessed, 5, "the counts cover the whole register");

    const dated = await list(client, "?due=90&limit=1");
    assert.deepEqual([duties(dated), dated.total], [["soon"], 2]);
    assert.equal((await list(client)).limit, 50, "50 rows a page unless asked");
  },
  { bothDrivers: true },
);

dbTest(
  "each count of the register, given as a filter, lists exactly the entries it counts",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const { account, client } = await companyUser(db, app, "Acme");
    const control = await client.post("/api/controls", { reference: "C-1", name: "Policy" });
    const controlId = (await control.json()).id;
    const entry = async (duty: string, changes: Record<string, unknown>) => {
      const { id } = await addEntry(client, { duty });
      const response = await client.patch(`/api/register/${id}`, changes);
      assert.equal(response.status, 200, await response.text());
    };
    await entry("overdue gap", { status: "gap", dueDate: "2026-06-10" });
    await entry("done late", { status: "compliant", dueDate: "2026-06-10", ownerId: account.id });
    await entry("this week", {
      status: "in_progress",
      dueDate: "2026-06-22",
      ownerId: account.id,
      controlIds: [controlId],
    });
    await entry("this quarter", { dueDate: "2026-09-01", controlIds: [controlId] });
    await entry("not ours", {
      applicability: "not_applicable",
      reason: "No",
      dueDate: "2026-06-01",
    });
    await entry("undated", { ownerId: account.id });

    const all = await list(client);
    const cases: [string, keyof typeof all.counts | null, string[]][] = [
      ["status=not_assessed", "notAssessed", ["this quarter", "undated"]],
      ["status=gap", "gap", ["overdue gap"]],
      ["status=in_progress", "inProgress", ["this week"]],
      ["status=compliant", "compliant", ["done late"]],
      ["status=not_applicable", "notApplicable", ["not ours"]],
      ["due=overdue", "overdue", ["overdue gap"]],
      ["ownerId=none", "withoutOwner", ["overdue gap", "this quarter"]],
      [`ownerId=${account.id}`, null, ["done late", "this week", "undated"]],
      [`controlId=${controlId}`, null, ["this week", "this quarter"]],
      ["due=7", null, ["this week"]],
      ["due=30", null, ["this week"]],
      ["due=90", null, ["this week", "this quarter"]],
      ["due=none", null, ["undated"]],
      [`due=90&ownerId=none&controlId=${controlId}`, null, ["this quarter"]],
    ];
    for (const [query, count, expected] of cases) {
      const answer = await list(client, `?${query}`);
      assert.deepEqual(duties(answer), expected, query);
      assert.equal(answer.total, expected.length, query);
      if (count) assert.equal(all.counts[count], expected.length, `the ${count} count`);
      assert.deepEqual(answer.counts, all.counts, `${query} leaves the counts whole`);
    }
  },
  { bothDrivers: true },
);

dbTest("a bad page or filter of the register list is a 400 that says which", async ({ db }) => {
  const { app } = createTestApp(db);
  const { client } = await companyUser(db, app, "Acme");
  const M = REGISTER_MESSAGES;
  for (
    const [query, message] of [
      ["limit=0", M.limitInvalid],
      ["limit=201", M.limitInvalid],
      ["limit=ten", M.limitInvalid],
      ["page=0", M.pageInvalid],
      ["page=1.5", M.pageInvalid],
      ["due=8", M.dueFilterInvalid],
      ["status=done", M.statusFilterInvalid],
      ["ownerId=", M.ownerFilterInvalid],
    ]
  ) {
    const response = await client.get(`/api/register?${query}`);
    assert.equal(response.status, 400, query);
    assert.equal((await response.json()).message, message, query);
  }
});

dbTest("the list pages a large register but the export keeps every entry", async ({ db }) => {
  const { app } = createTestApp(db);
  const { client } = await companyUser(db, app, "Acme");
  const { id: first } = await addEntry(client, { duty: "Duty 0" });
  const [row] = await db.select({ scope: registerEntries.scope }).from(registerEntries);
  const scope = row!.scope;
  await db.insert(registerEntries).values(
    Array.from({ length: 59 }, (_, i) => ({ scope, duty: `Duty ${i + 1}` })),
  );
  const control = await (await client.post("/api/controls", { reference: "C", name: "C" })).json();
  await db.insert(registerEntryControls).values({ entryId: first, controlId: control.id });

  const page = await list(client);
  assert.deepEqual([page.entries.length, page.total], [50, 60]);
  assert.deepEqual(page.entries[0]?.controls.map((c) => c.reference), ["C"]);
  const response = await client.get("/api/register/export");
  assert.equal(response.status, 200);
  const sheet = sheetOf(
    await readWorkbook(new Uint8Array(await response.arrayBuffer())),
    "Entries",
  );
  const exported = Array.from({ length: 60 }, (_, i) => sheet.getCell(i + 2, 1).value);
  assert.deepEqual(
    exported.toSorted(),
    Array.from({ length: 60 }, (_, i) => `Duty ${i}`).toSorted(),
  );
  assert.equal(sheet.getCell(62, 1).value, null, "no row past the 60 entries");
});

dbTest(
  "the horizon comes a page at a time in date order, saying whether another page follows",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const { client } = await companyUser(db, app, "Acme");
    const { dutyIds } = await updateWithDuties(db, ["2026-06-20", "2026-07-10", "2026-06-18"]);
    const entry = await addEntry(client, { obligationId: dutyIds[0] });
    const byHand = await addEntry(client, { duty: "Board review", dueDate: "2026-06-20" });
    const horizon = async (query: string) => {
      const response = await client.get(`/api/horizon?days=30&${query}`);
      assert.equal(response.status, 200, await response.clone().text());
      return HorizonAnswer.parse(await response.json());
    };
    const whole = await horizon("");
    const order = [
      ["deadline", "2026-06-18", null],
      ["register", "2026-06-20", entry.id],
      ["register", "2026-06-20", byHand.id],
      ["deadline", "2026-07-10", null],
    ];
    const items = (answer: HorizonAnswer) => answer.items.map((i) => [i.kind, i.date, i.entryId]);
    assert.deepEqual(items(whole), order);
    assert.deepEqual([whole.page, whole.limit, whole.nextPage], [1, 500, null]);
    for (const page of [1, 2, 3, 4, 5]) {
      const one = await horizon(`limit=1&page=${page}`);
      assert.deepEqual(items(one), order.slice(page - 1, page), `page ${page}`);
      assert.equal(one.nextPage, page < 4 ? page + 1 : null, `page ${page}`);
    }
    const last = await horizon("limit=2&page=2");
    assert.deepEqual([items(last), last.nextPage], [order.slice(2), null]);
    const bad = await client.get("/api/horizon?days=30&limit=1001");
    assert.equal(bad.status, 400);
    assert.equal((await bad.json()).message, REGISTER_MESSAGES.horizonLimitInvalid);
  },
  { bothDrivers: true },
);

dbTest("the owner choices are the users of the caller's register only", async ({ db }) => {
  const { app } = createTestApp(db);
  const acme = await companyUser(db, app, "Acme");
  const colleague = await companyUser(db, app, " acme ");
  await companyUser(db, app, "Acme", false);
  await companyUser(db, app, "Globex");
  const response = await acme.client.get("/api/register/owners");
  assert.equal(response.status, 200);
  const { owners } = RegisterOwnersAnswer.parse(await response.json());
  assert.deepEqual(
    owners.map((o) => o.id).toSorted(),
    [acme.account.id, colleague.account.id].toSorted(),
  );
  const alone = await companyUser(db, app, null);
  const own = RegisterOwnersAnswer.parse(
    await (await alone.client.get("/api/register/owners")).json(),
  );
  assert.deepEqual(own.owners.map((o) => o.id), [alone.account.id]);
});
