import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { UpdateStatus } from "../../domain/legal_updates.ts";
import { legalUpdates, users } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { TASK_MESSAGES } from "../schemas/tasks.ts";
import { createTestApp, makeUser, signedInClient, TestClient } from "../testing.ts";

type Client = Awaited<ReturnType<typeof signedInClient>>;

let urlCounter = 0;
async function makeUpdate(db: Db, status: UpdateStatus = "approved", title = "An update") {
  const url = `https://example.gov/law/${++urlCounter}-${crypto.randomUUID()}`;
  const [row] = await db.insert(legalUpdates).values({
    title,
    sourceUrl: url,
    sourceUrlKey: url,
    publishDate: new Date("2026-06-01T00:00:00Z"),
    status,
  }).returning();
  return row!;
}

async function share(db: Db, userId: string) {
  await db.update(users).set({ shareTasksWithCompany: true }).where(eq(users.id, userId));
}

async function create(client: Client, body: Record<string, unknown>) {
  const response = await client.post("/api/tasks", body);
  assert.equal(response.status, 201, await response.clone().text());
  return await response.json();
}

async function list(client: Client, query = "") {
  const response = await client.get(`/api/tasks${query}`);
  assert.equal(response.status, 200);
  return (await response.json()).tasks as Record<string, unknown>[];
}

async function errorOf(response: Response, status = 400): Promise<string> {
  assert.equal(response.status, status);
  return (await response.json()).message;
}

dbTest("signed-out callers get 401 from every tasks call", async ({ db }) => {
  const { app } = createTestApp(db);
  const anonymous = new TestClient(app);
  for (
    const response of [
      await anonymous.get("/api/tasks"),
      await anonymous.post("/api/tasks", { title: "x" }),
      await anonymous.patch("/api/tasks/1", { title: "x" }),
      await anonymous.delete("/api/tasks/1"),
      await anonymous.get("/api/tasks/suggestions/owners"),
      await anonymous.get("/api/tasks/suggestions/departments"),
    ]
  ) assert.equal(response.status, 401);
});

dbTest("a new task takes the defaults, trims its texts and names its creator", async ({ db }) => {
  const { app, clock } = createTestApp(db);
  const account = await makeUser(db);
  const client = await signedInClient(app, account);
  const task = await create(client, {
    title: "  Review GDPR notice  ",
    ownerName: " Dana ",
    description: "",
    dueDate: "",
  });
  assert.equal(task.title, "Review GDPR notice");
  assert.equal(task.ownerName, "Dana");
  assert.equal(task.description, null);
  assert.equal(task.department, null);
  assert.equal(task.dueDate, null);
  assert.equal(task.status, "open");
  assert.equal(task.riskScore, "low");
  assert.equal(task.closedAt, null);
  assert.equal(task.createdAt, clock.now().toISOString());
  assert.equal(task.isOwner, true);
  assert.equal(task.userId, account.id);
  assert.deepEqual(task.owner, {
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
  });
  assert.deepEqual(task.legalUpdates, []);
  assert.deepEqual((await list(client)).map((t) => t.id), [task.id]);
});

dbTest("a task links approved updates and lists them with title and source", async ({ db }) => {
  const { app } = createTestApp(db);
  const client = await signedInClient(app, await makeUser(db));
  const first = await makeUpdate(db, "approved", "Data Act");
  const second = await makeUpdate(db, "approved", "AI Act");
  const task = await create(client, {
    title: "Assess",
    description: "Check the scope",
    department: "Legal",
    dueDate: "2026-07-01",
    status: "in-progress",
    riskScore: "high",
    legalUpdateIds: [first.id, second.id, first.id],
  });
  assert.equal(task.dueDate, "2026-07-01");
  assert.equal(task.riskScore, "high");
  const [listed] = await list(client);
  assert.deepEqual(listed?.legalUpdates, [
    { id: first.id, title: "Data Act", sourceUrl: first.sourceUrl },
    { id: second.id, title: "AI Act", sourceUrl: second.sourceUrl },
  ]);
});

dbTest("each invalid field is refused with its message", async ({ db }) => {
  const { app } = createTestApp(db);
  const client = await signedInClient(app, await makeUser(db));
  const pending = await makeUpdate(db, "pending");
  const cases: [Record<string, unknown>, string][] = [
    [{}, TASK_MESSAGES.titleRequired],
    [{ title: "   " }, TASK_MESSAGES.titleRequired],
    [{ title: "x".repeat(201) }, TASK_MESSAGES.titleTooLong],
    [{ title: "t", ownerName: "o".repeat(101) }, TASK_MESSAGES.ownerTooLong],
    [{ title: "t", department: "d".repeat(101) }, TASK_MESSAGES.departmentTooLong],
    [{ title: "t", description: "d".repeat(5001) }, TASK_MESSAGES.descriptionTooLong],
    [{ title: "t", dueDate: "2027-02-29" }, TASK_MESSAGES.dueDateInvalid],
    [{ title: "t", dueDate: "01/07/2026" }, TASK_MESSAGES.dueDateInvalid],
    [{ title: "t", dueDate: "0000-01-01" }, TASK_MESSAGES.dueDateInvalid],
    [{ title: "t", status: "done" }, TASK_MESSAGES.statusInvalid],
    [{ title: "t", riskScore: "extreme" }, TASK_MESSAGES.riskInvalid],
    [{ title: "t", legalUpdateIds: ["1"] }, TASK_MESSAGES.legalUpdateIdsInvalid],
    [{ title: "t", legalUpdateIds: [1.5] }, TASK_MESSAGES.legalUpdateIdsInvalid],
    [
      { title: "t", legalUpdateIds: Array.from({ length: 101 }, (_, i) => i + 1) },
      TASK_MESSAGES.tooManyLegalUpdates,
    ],
    [
      { title: "t", legalUpdateIds: [999_999, pending.id] },
      `${TASK_MESSAGES.legalUpdatesUnavailable}: ${pending.id}, 999999`,
    ],
  ];
  for (const [body, message] of cases) {
    const response = await client.post("/api/tasks", body);
    assert.equal(await errorOf(response), message, JSON.stringify(body).slice(0, 80));
  }
  assert.deepEqual(await list(client), []);
  // A hundred ids sent twice are a hundred distinct ids: not too many.
  const many = Array.from({ length: 100 }, (_, i) => 1_000 + i);
  const response = await client.post("/api/tasks", {
    title: "t",
    legalUpdateIds: [...many, 1_000],
  });
  assert.match(await errorOf(response), /^These legal updates do not exist/);
});

dbTest("editing changes only the fields sent; omitted links stay", async ({ db }) => {
  const { app, clock } = createTestApp(db);
  const client = await signedInClient(app, await makeUser(db));
  const update = await makeUpdate(db);
  const task = await create(client, {
    title: "Draft policy",
    ownerName: "Dana",
    dueDate: "2026-08-01",
    legalUpdateIds: [update.id],
  });
  clock.advance(60_000);
  const response = await client.patch(`/api/tasks/${task.id}`, {
    riskScore: "medium",
    dueDate: "",
  });
  assert.equal(response.status, 200);
  const edited = await response.json();
  assert.equal(edited.title, "Draft policy");
  assert.equal(edited.ownerName, "Dana");
  assert.equal(edited.riskScore, "medium");
  assert.equal(edited.dueDate, null);
  assert.equal(edited.updatedAt, clock.now().toISOString());
  assert.equal(edited.createdAt, task.createdAt);
  assert.deepEqual(edited.legalUpdates.map((l: { id: number }) => l.id), [update.id]);
  const blank = await client.patch(`/api/tasks/${task.id}`, { title: " " });
  assert.equal(await errorOf(blank), TASK_MESSAGES.titleRequired);
});

dbTest("links are replaced as a set, and a bad id changes nothing at all", async ({ db }) => {
  const { app } = createTestApp(db);
  const client = await signedInClient(app, await makeUser(db));
  const [a, b, c] = [await makeUpdate(db), await makeUpdate(db), await makeUpdate(db)];
  const rejected = await makeUpdate(db, "rejected");
  const task = await create(client, { title: "Original", legalUpdateIds: [a.id, b.id] });

  const bad = await client.patch(`/api/tasks/${task.id}`, {
    title: "Renamed",
    status: "completed",
    legalUpdateIds: [c.id, rejected.id],
  });
  assert.equal(await errorOf(bad), `${TASK_MESSAGES.legalUpdatesUnavailable}: ${rejected.id}`);
  const [unchanged] = await list(client);
  assert.equal(unchanged?.title, "Original");
  assert.equal(unchanged?.status, "open");
  assert.equal(unchanged?.closedAt, null);
  assert.deepEqual((unchanged?.legalUpdates as { id: number }[]).map((l) => l.id), [a.id, b.id]);

  const good = await client.patch(`/api/tasks/${task.id}`, { legalUpdateIds: [c.id, b.id] });
  assert.equal(good.status, 200);
  const ids = (await good.json()).legalUpdates.map((l: { id: number }) => l.id).sort();
  assert.deepEqual(ids, [b.id, c.id].sort());
  const cleared = await client.patch(`/api/tasks/${task.id}`, { legalUpdateIds: [] });
  assert.deepEqual((await cleared.json()).legalUpdates, []);
});

dbTest("a link to an update withdrawn after linking survives later saves", async ({ db }) => {
  const { app } = createTestApp(db);
  const client = await signedInClient(app, await makeUser(db));
  const update = await makeUpdate(db);
  const task = await create(client, { title: "Keep", legalUpdateIds: [update.id] });
  await db.update(legalUpdates).set({ status: "rejected" }).where(eq(legalUpdates.id, update.id));
  const response = await client.patch(`/api/tasks/${task.id}`, {
    title: "Keep it",
    legalUpdateIds: [update.id],
  });
  assert.equal(response.status, 200);
  assert.equal((await response.json()).legalUpdates.length, 1);
});

dbTest("closedAt is set on completion, kept on resave and cleared on reopening", async ({ db }) => {
  const { app, clock } = createTestApp(db);
  const client = await signedInClient(app, await makeUser(db));
  const task = await create(client, { title: "Close me" });
  clock.advance(3_600_000);
  const completedAt = clock.now().toISOString();
  const done = await (await client.patch(`/api/tasks/${task.id}`, { status: "completed" })).json();
  assert.equal(done.closedAt, completedAt);
  clock.advance(3_600_000);
  const resaved = await (await client.patch(`/api/tasks/${task.id}`, {
    title: "Close me (done)",
    status: "completed",
  })).json();
  assert.equal(resaved.closedAt, completedAt);
  const reopened = await (await client.patch(`/api/tasks/${task.id}`, { status: "open" })).json();
  assert.equal(reopened.closedAt, null);
  const born = await create(client, { title: "Already done", status: "completed" });
  assert.equal(born.closedAt, clock.now().toISOString());
});

dbTest("only the creator deletes; unknown ids answer 404", async ({ db }) => {
  const { app } = createTestApp(db);
  const client = await signedInClient(app, await makeUser(db));
  const task = await create(client, {
    title: "Remove me",
    legalUpdateIds: [(await makeUpdate(db)).id],
  });
  const response = await client.delete(`/api/tasks/${task.id}`);
  assert.equal(response.status, 200);
  assert.deepEqual(await list(client), []);
  assert.equal(await errorOf(await client.delete(`/api/tasks/${task.id}`), 404), "Task not found");
  assert.equal((await client.patch("/api/tasks/99999999999", { title: "x" })).status, 404);
  assert.equal((await client.delete("/api/tasks/abc")).status, 404);
});

dbTest(
  "a same-company colleague sees and edits a shared task but cannot delete it",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const owner = await makeUser(db, "user", { companyName: "Acme Ltd" });
    const colleague = await makeUser(db, "user", { companyName: "ACME LTD" });
    await share(db, owner.id);
    const ownerClient = await signedInClient(app, owner);
    const colleagueClient = await signedInClient(app, colleague);
    const task = await create(ownerClient, { title: "Shared work" });
    const own = await create(colleagueClient, { title: "Colleague's own" });

    const seen = await list(colleagueClient);
    assert.deepEqual(seen.map((t) => [t.title, t.isOwner]).sort(), [
      ["Colleague's own", true],
      ["Shared work", false],
    ]);
    const shared = seen.find((t) => t.id === task.id)!;
    assert.deepEqual(shared.owner, {
      firstName: owner.firstName,
      lastName: owner.lastName,
      email: owner.email,
    });
    const edit = await colleagueClient.patch(`/api/tasks/${task.id}`, { ownerName: "Colleague" });
    assert.equal(edit.status, 200);
    assert.equal((await edit.json()).userId, owner.id);
    const refused = await colleagueClient.delete(`/api/tasks/${task.id}`);
    assert.equal(await errorOf(refused, 403), TASK_MESSAGES.ownerOnlyDelete);
    // The colleague does not share: the owner does not see their task.
    assert.deepEqual((await list(ownerClient)).map((t) => t.id), [task.id]);
    assert.equal((await ownerClient.patch(`/api/tasks/${own.id}`, { title: "x" })).status, 404);
  },
);

dbTest("tasks of a non-sharing colleague or another company are 404", async ({ db }) => {
  const { app } = createTestApp(db);
  const quiet = await makeUser(db, "user", { companyName: "Acme" });
  const sharer = await makeUser(db, "user", { companyName: "Acme" });
  const colleague = await makeUser(db, "user", { companyName: "Acme" });
  const outsider = await makeUser(db, "user", { companyName: "Globex" });
  const noCompany = await makeUser(db);
  const alsoNoCompany = await makeUser(db);
  for (const account of [sharer, outsider, noCompany, alsoNoCompany]) await share(db, account.id);
  await db.update(users).set({ companyName: "" }).where(eq(users.id, noCompany.id));
  await db.update(users).set({ companyName: " " }).where(eq(users.id, alsoNoCompany.id));
  const quietTask = await create(await signedInClient(app, quiet), { title: "Quiet" });
  const sharedTask = await create(await signedInClient(app, sharer), { title: "Shared" });
  await create(await signedInClient(app, alsoNoCompany), { title: "Nobody's company" });

  const colleagueClient = await signedInClient(app, colleague);
  assert.deepEqual((await list(colleagueClient)).map((t) => t.title), ["Shared"]);
  assert.equal((await colleagueClient.patch(`/api/tasks/${quietTask.id}`, {})).status, 404);
  assert.equal((await colleagueClient.delete(`/api/tasks/${quietTask.id}`)).status, 404);

  const outsiderClient = await signedInClient(app, outsider);
  assert.deepEqual(await list(outsiderClient), []);
  const patch = await outsiderClient.patch(`/api/tasks/${sharedTask.id}`, { title: "Mine now" });
  assert.equal(await errorOf(patch, 404), TASK_MESSAGES.notFound);
  assert.equal((await outsiderClient.delete(`/api/tasks/${sharedTask.id}`)).status, 404);
  // An empty company name is no company: sharing users without one see only their own.
  assert.deepEqual(await list(await signedInClient(app, noCompany)), []);
});

dbTest("the list puts open work first, by due date, undated last, newest first", async ({ db }) => {
  const { app, clock } = createTestApp(db);
  const client = await signedInClient(app, await makeUser(db));
  const make = async (title: string, extra: Record<string, unknown> = {}) => {
    clock.advance(1_000);
    await create(client, { title, ...extra });
  };
  await make("done early", { status: "completed", dueDate: "2026-01-01" });
  await make("undated old");
  await make("due later", { dueDate: "2026-09-01" });
  await make("due soon", { dueDate: "2026-06-20", status: "in-progress" });
  await make("undated new");
  assert.deepEqual((await list(client)).map((t) => t.title), [
    "due soon",
    "due later",
    "undated new",
    "undated old",
    "done early",
  ]);
  assert.deepEqual((await list(client, "?status=in-progress")).map((t) => t.title), ["due soon"]);
  assert.equal((await client.get("/api/tasks?status=closed")).status, 400);
});

dbTest("suggestions list visible values, most used first, ties alphabetical", async ({ db }) => {
  const { app } = createTestApp(db);
  const client = await signedInClient(app, await makeUser(db));
  const stranger = await signedInClient(app, await makeUser(db));
  await create(stranger, { title: "hidden", ownerName: "Zed", department: "Secret" });
  for (
    const [ownerName, department] of [
      ["bob", "Legal"],
      ["Carol", "Legal"],
      ["Alice", "Finance"],
      ["Carol", ""],
      ["", "Finance"],
      ["Carol", "Legal"],
      ["bob", "IT"],
      ["Alice", "HR"],
    ]
  ) await create(client, { title: "t", ownerName, department });
  const owners = await client.get("/api/tasks/suggestions/owners");
  assert.deepEqual(await owners.json(), ["Carol", "Alice", "bob"]);
  const departments = await client.get("/api/tasks/suggestions/departments");
  assert.deepEqual(await departments.json(), ["Legal", "Finance", "HR", "IT"]);
  for (let i = 0; i < 25; i++) {
    await create(client, { title: "t", ownerName: `Owner ${String(i).padStart(2, "0")}` });
  }
  const capped = await (await client.get("/api/tasks/suggestions/owners")).json();
  assert.equal(capped.length, 20);
  assert.deepEqual(capped.slice(0, 4), ["Carol", "Alice", "bob", "Owner 00"]);
});
