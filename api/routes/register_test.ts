import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { registerHistory } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { readWorkbook, sheetOf } from "../reports/read_back_test_helper.ts";
import { XLSX_CONTENT_TYPE } from "../reports/workbook.ts";
import {
  EntryAnswer,
  EntryListAnswer,
  HistoryAnswer,
  HorizonAnswer,
  REGISTER_MESSAGES,
} from "../schemas/register.ts";
import { ControlAnswer, ControlListAnswer } from "../schemas/controls.ts";
import { createTestApp, TestClient } from "../testing.ts";
import { addEntry, companyUser, updateWithDuties } from "./register_test_helper.ts";

async function json(response: Response, status = 200) {
  assert.equal(response.status, status, await response.clone().text());
  return await response.json();
}

dbTest("signed-out callers get 401 from the register, controls and horizon", async ({ db }) => {
  const { app } = createTestApp(db);
  const anonymous = new TestClient(app);
  for (
    const response of [
      await anonymous.get("/api/register"),
      await anonymous.post("/api/register", { duty: "x" }),
      await anonymous.patch("/api/register/1", {}),
      await anonymous.get("/api/register/1/history"),
      await anonymous.get("/api/controls"),
      await anonymous.get("/api/horizon?days=7"),
    ]
  ) assert.equal(response.status, 401);
});

dbTest(
  "an entry made from an approved duty takes its text, citation and deadline; twice is a 409",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const { client } = await companyUser(db, app, "Acme");
    const { update, dutyIds } = await updateWithDuties(db, ["2026-07-01"]);
    const entry = EntryAnswer.parse(await addEntry(client, { obligationId: dutyIds[0] }));
    assert.equal(entry.obligationId, dutyIds[0]);
    assert.deepEqual(entry.legalUpdate, { id: update.id, title: update.title });
    assert.match(entry.duty, /^Controllers: must do duty 0/);
    assert.match(entry.citation ?? "", /^Controllers must do duty 0/);
    assert.equal(entry.dueDate, "2026-07-01");
    assert.equal(entry.status, "not_assessed");
    assert.equal(entry.applicability, "applies");
    assert.deepEqual(entry.evidence, []);

    const again = await client.post("/api/register", { obligationId: dutyIds[0] });
    assert.equal((await json(again, 409)).message, REGISTER_MESSAGES.alreadyInRegister);

    const pending = await updateWithDuties(db, [null], "pending");
    const refused = await client.post("/api/register", { obligationId: pending.dutyIds[0] });
    assert.equal((await json(refused, 400)).message, REGISTER_MESSAGES.obligationUnavailable);
    const neither = await client.post("/api/register", {});
    assert.equal((await json(neither, 400)).message, REGISTER_MESSAGES.obligationOrDuty);
    const list = EntryListAnswer.parse(await json(await client.get("/api/register")));
    assert.equal(list.entries.length, 1, "refused calls stored nothing");
  },
);

dbTest("every change to an entry is kept in its history", async ({ db }) => {
  const { app } = createTestApp(db);
  const { account, client } = await companyUser(db, app, "Acme");
  const entry = await addEntry(client, { duty: "  Keep a record of processing  " });
  assert.equal(entry.duty, "Keep a record of processing");
  const control = ControlAnswer.parse(
    await json(
      await client.post("/api/controls", { reference: "POL-1", name: "Records policy" }),
      201,
    ),
  );
  const task = await json(await client.post("/api/tasks", { title: "Write the record" }), 201);

  const notApplicable = await client.patch(`/api/register/${entry.id}`, {
    applicability: "not_applicable",
  });
  assert.equal((await json(notApplicable, 400)).message, REGISTER_MESSAGES.reasonRequired);

  const changed = EntryAnswer.parse(
    await json(
      await client.patch(`/api/register/${entry.id}`, {
        status: "gap",
        ownerId: account.id,
        controlIds: [control.id],
        taskIds: [task.id],
        dueDate: "2026-06-01",
        notes: "Started",
      }),
    ),
  );
  assert.equal(changed.status, "gap");
  assert.equal(changed.owner?.id, account.id);
  assert.deepEqual(changed.controls, [{
    id: control.id,
    reference: "POL-1",
    name: "Records policy",
  }]);
  assert.deepEqual(changed.tasks.map((t) => t.id), [task.id]);
  assert.equal(changed.overdue, true, "due before today (2026-06-15) and not compliant");

  await json(
    await client.patch(`/api/register/${entry.id}`, {
      applicability: "not_applicable",
      reason: "We process no personal data",
    }),
  );
  const { history } = HistoryAnswer.parse(
    await json(await client.get(`/api/register/${entry.id}/history`)),
  );
  assert.deepEqual(history.map((h) => [h.field, h.oldValue, h.newValue]), [
    ["created", null, "Keep a record of processing"],
    ["status", "not_assessed", "gap"],
    ["ownerId", null, account.id],
    ["dueDate", null, "2026-06-01"],
    ["notes", null, "Started"],
    ["controlIds", "", String(control.id)],
    ["taskIds", "", String(task.id)],
    ["applicability", "applies", "not_applicable"],
    ["reason", null, "We process no personal data"],
  ]);
  assert.ok(history.every((h) => h.user?.id === account.id && h.subject === "entry"));

  const controls = ControlListAnswer.parse(await json(await client.get("/api/controls")));
  assert.deepEqual(
    controls.controls[0]?.entries.map((e) => e.id),
    [entry.id],
    "a control lists its entries",
  );

  await json(await client.delete(`/api/register/${entry.id}`));
  assert.equal((await client.get(`/api/register/${entry.id}`)).status, 404);
  const trail = await db.select().from(registerHistory)
    .where(eq(registerHistory.entryId, entry.id)).orderBy(registerHistory.id);
  assert.deepEqual(trail.at(-1)?.field, "deleted", "the deletion is recorded and the trail stays");
  assert.equal(trail.length, history.length + 1);
});

dbTest("the counts cover the whole register by status, overdue and owner", async ({ db }) => {
  const { app } = createTestApp(db);
  const { account, client } = await companyUser(db, app, null);
  const ids: number[] = [];
  for (const duty of ["a", "b", "c", "d", "e"]) ids.push((await addEntry(client, { duty })).id);
  await json(
    await client.patch(`/api/register/${ids[0]}`, { status: "gap", dueDate: "2026-01-01" }),
  );
  await json(
    await client.patch(`/api/register/${ids[1]}`, { status: "in_progress", ownerId: account.id }),
  );
  await json(
    await client.patch(`/api/register/${ids[2]}`, { status: "compliant", dueDate: "2026-01-01" }),
  );
  await json(
    await client.patch(`/api/register/${ids[3]}`, {
      applicability: "not_applicable",
      reason: "No",
    }),
  );
  const { counts, entries } = EntryListAnswer.parse(await json(await client.get("/api/register")));
  assert.deepEqual(counts, {
    notAssessed: 1,
    gap: 1,
    inProgress: 1,
    compliant: 1,
    notApplicable: 1,
    overdue: 1,
    withoutOwner: 3,
  });
  assert.equal(entries.length, 5);
  const gaps = EntryListAnswer.parse(await json(await client.get("/api/register?status=gap")));
  assert.deepEqual(gaps.entries.map((e) => e.id), [ids[0]]);
  assert.deepEqual(gaps.counts, counts, "a filter narrows the list, not the counts");
}, { bothDrivers: true });

dbTest("two companies never see each other's entries, controls or history", async ({ db }) => {
  const { app } = createTestApp(db);
  const acme = await companyUser(db, app, "Acme");
  const colleague = await companyUser(db, app, " ACME ");
  const globex = await companyUser(db, app, "Globex");
  const loner = await companyUser(db, app, "Acme", false);
  const entry = await addEntry(acme.client, { duty: "Acme's duty" });
  const control = await json(
    await acme.client.post("/api/controls", { reference: "A-1", name: "Acme control" }),
    201,
  );

  const shared = EntryListAnswer.parse(await json(await colleague.client.get("/api/register")));
  assert.deepEqual(shared.entries.map((e) => e.id), [entry.id], "one register per company");
  for (const outsider of [globex, loner]) {
    const list = EntryListAnswer.parse(await json(await outsider.client.get("/api/register")));
    assert.deepEqual(list.entries, []);
    const controls = ControlListAnswer.parse(
      await json(await outsider.client.get("/api/controls")),
    );
    assert.deepEqual(controls.controls, []);
    for (
      const response of [
        await outsider.client.get(`/api/register/${entry.id}`),
        await outsider.client.patch(`/api/register/${entry.id}`, { status: "gap" }),
        await outsider.client.get(`/api/register/${entry.id}/history`),
        await outsider.client.delete(`/api/register/${entry.id}`),
        await outsider.client.patch(`/api/controls/${control.id}`, { name: "x" }),
        await outsider.client.delete(`/api/controls/${control.id}`),
      ]
    ) assert.equal(response.status, 404);
    // Nor link another company's control, or name its user as owner.
    const own = await addEntry(outsider.client, { duty: "Own duty" });
    const link = await outsider.client.patch(`/api/register/${own.id}`, {
      controlIds: [control.id],
    });
    assert.equal((await json(link, 400)).errors.controlIds, REGISTER_MESSAGES.controlsUnavailable);
    const owner = await outsider.client.patch(`/api/register/${own.id}`, {
      ownerId: acme.account.id,
    });
    assert.equal((await json(owner, 400)).message, REGISTER_MESSAGES.ownerUnavailable);
  }
  const after = EntryAnswer.parse(await json(await acme.client.get(`/api/register/${entry.id}`)));
  assert.equal(after.status, "not_assessed", "the outsiders changed nothing");
});

dbTest(
  "controls: a reference once per register, changes and deletion in history",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const { client } = await companyUser(db, app, "Acme");
    const control = ControlAnswer.parse(
      await json(
        await client.post("/api/controls", {
          reference: "ISMS-1",
          name: "Access control",
          description: "Who may see what",
        }),
        201,
      ),
    );
    const duplicate = await client.post("/api/controls", { reference: "isms-1", name: "Other" });
    assert.equal(duplicate.status, 409);
    const empty = await client.post("/api/controls", { reference: " ", name: "x" });
    assert.equal(empty.status, 400);
    const changed = ControlAnswer.parse(
      await json(await client.patch(`/api/controls/${control.id}`, { name: "Access policy" })),
    );
    assert.equal(changed.name, "Access policy");
    assert.equal(changed.description, "Who may see what");
    await json(await client.delete(`/api/controls/${control.id}`));
    const history = await db.select().from(registerHistory).orderBy(registerHistory.id);
    assert.deepEqual(history.map((h) => [h.subject, h.controlId, h.field, h.newValue]), [
      ["control", control.id, "created", "ISMS-1 Access control"],
      ["control", control.id, "name", "Access policy"],
      ["control", control.id, "deleted", null],
    ]);
  },
);

dbTest(
  "the horizon shows register due dates and the deadlines not yet in the register",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const { client } = await companyUser(db, app, "Acme");
    // Today is 2026-06-15 (the test clock).
    const { dutyIds } = await updateWithDuties(db, ["2026-06-20", "2026-07-10", "2027-01-01"]);
    await updateWithDuties(db, ["2026-06-18"], "pending");
    const entry = await addEntry(client, { obligationId: dutyIds[0] });
    const byHand = await addEntry(client, { duty: "Board review", dueDate: "2026-06-16" });

    const week = HorizonAnswer.parse(await json(await client.get("/api/horizon?days=7")));
    assert.equal(week.from, "2026-06-15");
    assert.equal(week.to, "2026-06-22");
    assert.deepEqual(week.items.map((i) => [i.kind, i.date, i.entryId]), [
      ["register", "2026-06-16", byHand.id],
      ["register", "2026-06-20", entry.id],
    ]);
    const month = HorizonAnswer.parse(await json(await client.get("/api/horizon?days=30")));
    assert.deepEqual(month.items.map((i) => [i.kind, i.date, i.obligationId]), [
      ["register", "2026-06-16", null],
      ["register", "2026-06-20", dutyIds[0]],
      ["deadline", "2026-07-10", dutyIds[1]],
    ]);
    assert.match(month.items[2]!.duty, /^Controllers: must do duty 1/);
    const bad = await client.get("/api/horizon?days=8");
    assert.equal((await json(bad, 400)).message, REGISTER_MESSAGES.daysInvalid);
  },
  { bothDrivers: true },
);

dbTest("the export is a workbook of entries and controls", async ({ db }) => {
  const { app } = createTestApp(db);
  const { client } = await companyUser(db, app, "Acme");
  const control = await json(
    await client.post("/api/controls", { reference: "POL-9", name: "Retention" }),
    201,
  );
  const entry = await addEntry(client, { duty: "Delete old files", dueDate: "2026-09-01" });
  await json(await client.patch(`/api/register/${entry.id}`, { controlIds: [control.id] }));
  const response = await client.get("/api/register/export");
  assert.equal(response.status, 200);
  assert.equal(response.headers.get("content-type"), XLSX_CONTENT_TYPE);
  assert.match(response.headers.get("content-disposition") ?? "", /^attachment; filename="/);
  const workbook = await readWorkbook(new Uint8Array(await response.arrayBuffer()));
  const entries = sheetOf(workbook, "Entries");
  assert.equal(entries.getCell(2, 1).value, "Delete old files");
  assert.equal(entries.getCell(2, 9).value, "POL-9 Retention");
  assert.equal(sheetOf(workbook, "Controls").getCell(2, 1).value, "POL-9");
});
