import assert from "node:assert/strict";
import { asc, eq } from "drizzle-orm";
import { registerEvidence, registerEvidenceParts } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { elfBytes, readFixture, txtBytes } from "../register/evidence/fixtures_test_helper.ts";
import { CSRF_MESSAGE } from "../middleware/csrf.ts";
import { CONTROL_MESSAGES } from "../schemas/controls.ts";
import { EVIDENCE_MESSAGES } from "../schemas/evidence.ts";
import {
  EntryAnswer,
  EvidenceAnswer,
  HistoryAnswer,
  MessageAnswer,
  REGISTER_MESSAGES,
} from "../schemas/register.ts";
import { createTestApp, makeApiToken, TEST_ORIGIN, type TestClient } from "../testing.ts";
import { addEntry, companyUser } from "./register_test_helper.ts";

const M = REGISTER_MESSAGES;

async function json(response: Response, status = 200) {
  assert.equal(response.status, status, await response.clone().text());
  return await response.json();
}

/** A form with `bytes` as the field `file` named `name` (the claimed type means nothing). */
function formWith(bytes: Uint8Array, name: string, field = "file"): FormData {
  const form = new FormData();
  form.append(field, new File([bytes.slice()], name, { type: "application/pdf" }));
  return form;
}

const upload = (client: TestClient, entryId: number, form: FormData) =>
  client.request("POST", `/api/register/${entryId}/evidence`, form);

const sha256Of = async (bytes: Uint8Array) =>
  Array.from(
    new Uint8Array(await crypto.subtle.digest("SHA-256", bytes.slice())),
    (b) => b.toString(16).padStart(2, "0"),
  ).join("");

async function historyOf(client: TestClient, entryId: number) {
  return HistoryAnswer.parse(await json(await client.get(`/api/register/${entryId}/history`)))
    .history;
}

dbTest(
  "an uploaded file is listed on its entry, downloads byte for byte as a safe attachment, and its adding is in the history",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const { account, client } = await companyUser(db, app, "Acme");
    const entry = await addEntry(client, { duty: "Keep a record of processing" });
    const pdf = await readFixture("one_page.pdf");

    const item = EvidenceAnswer.parse(
      await json(await upload(client, entry.id, formWith(pdf, "Records policy.pdf")), 201),
    );
    assert.equal(item.fileName, "Records policy.pdf");
    assert.equal(item.mediaType, "application/pdf");
    assert.equal(item.size, pdf.length);
    assert.equal(item.sha256, await sha256Of(pdf));

    const read = EntryAnswer.parse(await json(await client.get(`/api/register/${entry.id}`)));
    assert.deepEqual(read.evidence, [item]);

    const download = await client.get(`/api/register/${entry.id}/evidence/${item.id}`);
    assert.equal(download.status, 200);
    assert.equal(download.headers.get("content-type"), "application/pdf");
    assert.equal(download.headers.get("x-content-type-options"), "nosniff");
    assert.match(download.headers.get("content-disposition") ?? "", /^attachment; filename="/);
    const bytes = new Uint8Array(await download.arrayBuffer());
    assert.equal(await sha256Of(bytes), item.sha256, "the bytes downloaded are the bytes sent");

    const added = (await historyOf(client, entry.id)).filter((r) => r.subject === "evidence");
    assert.equal(added.length, 1);
    assert.equal(added[0]!.field, "created");
    assert.equal(added[0]!.newValue, "Records policy.pdf");
    assert.equal(added[0]!.subjectId, item.id);
    assert.equal(added[0]!.user?.id, account.id);
  },
  { bothDrivers: true },
);

dbTest(
  "a file above 1 MiB is accepted (the JSON body limit does not cut it), stored in 1 MiB parts and downloads whole",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const { client } = await companyUser(db, app, "Acme");
    const entry = await addEntry(client, { duty: "Keep logs" });
    const line = new TextEncoder().encode("2026-03-01 access review signed off by the DPO\n");
    const text = new Uint8Array(3 * 1024 * 1024 - (3 * 1024 * 1024) % line.length);
    for (let at = 0; at < text.length; at += line.length) text.set(line, at);
    const item = EvidenceAnswer.parse(
      await json(await upload(client, entry.id, formWith(text, "access-log.txt")), 201),
    );
    assert.equal(item.size, text.length);
    assert.equal(item.mediaType, "text/plain; charset=utf-8");
    // Stored a part at a time, so no more than one part's hex text is held (ADR
    // 0183), and read back part by part (download_stream.ts).
    const parts = await db.select({
      part: registerEvidenceParts.part,
      bytes: registerEvidenceParts.bytes,
    }).from(registerEvidenceParts).where(eq(registerEvidenceParts.evidenceId, item.id))
      .orderBy(asc(registerEvidenceParts.part));
    const MIB = 1024 * 1024;
    assert.deepEqual(parts.map((p) => [p.part, p.bytes.length]), [
      [0, MIB],
      [1, MIB],
      [2, text.length - 2 * MIB],
    ]);
    const download = await client.get(`/api/register/${entry.id}/evidence/${item.id}`);
    assert.equal(download.status, 200);
    assert.deepEqual(new Uint8Array(await download.arrayBuffer()), text);
  },
  { bothDrivers: true },
);

dbTest("bad files are refused with a clear 400 and nothing is stored", async ({ db }) => {
  const { app } = createTestApp(db);
  const { client } = await companyUser(db, app, "Acme");
  const entry = await addEntry(client, { duty: "Keep a record of processing" });
  const historyBefore = await historyOf(client, entry.id);
  const pdf = await readFixture("one_page.pdf");
  const cases: [string, FormData, string][] = [
    [
      "a renamed executable",
      formWith(await elfBytes(), "report.pdf"),
      EVIDENCE_MESSAGES.notAllowed,
    ],
    [
      "an 11 MB file",
      formWith(new Uint8Array(11 * 1024 * 1024).fill(0x61), "big.txt"),
      EVIDENCE_MESSAGES.tooLarge,
    ],
    ["a name with ../", formWith(pdf, "../../etc/policy.pdf"), EVIDENCE_MESSAGES.namePath],
    [
      "a name with control characters",
      formWith(pdf, "policy\u0007\u202e.pdf"),
      EVIDENCE_MESSAGES.nameControl,
    ],
    ["an empty file", formWith(new Uint8Array(0), "empty.txt"), EVIDENCE_MESSAGES.empty],
    ["no file field", formWith(txtBytes(), "notes.txt", "attachment"), EVIDENCE_MESSAGES.missing],
  ];
  for (const [what, form, message] of cases) {
    const answer = await json(await upload(client, entry.id, form), 400);
    assert.equal(answer.message, message, what);
  }
  const notMultipart = await client.post(`/api/register/${entry.id}/evidence`, { file: "x" });
  assert.equal((await json(notMultipart, 400)).message, EVIDENCE_MESSAGES.notMultipart);

  assert.deepEqual(await db.select().from(registerEvidence), [], "no file stored");
  assert.deepEqual(await db.select().from(registerEvidenceParts), [], "no bytes stored");
  const read = EntryAnswer.parse(await json(await client.get(`/api/register/${entry.id}`)));
  assert.deepEqual(read.evidence, []);
  assert.deepEqual(await historyOf(client, entry.id), historyBefore, "no history written");
});

dbTest(
  "removing a file takes its bytes and leaves a trace naming who removed which file",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const { account, client } = await companyUser(db, app, "Acme");
    const colleague = await companyUser(db, app, "Acme");
    const entry = await addEntry(client, { duty: "Train the staff" });
    const item = EvidenceAnswer.parse(
      await json(await upload(client, entry.id, formWith(txtBytes(), "training.txt")), 201),
    );
    const url = `/api/register/${entry.id}/evidence/${item.id}`;
    assert.equal((await colleague.client.get(url)).status, 200, "the company's users download it");

    const removed = MessageAnswer.parse(await json(await colleague.client.delete(url)));
    assert.equal(removed.message, M.evidenceDeleted);
    assert.equal((await json(await client.get(url), 404)).message, M.evidenceNotFound);
    assert.equal((await json(await client.delete(url), 404)).message, M.evidenceNotFound);
    const read = EntryAnswer.parse(await json(await client.get(`/api/register/${entry.id}`)));
    assert.deepEqual(read.evidence, []);

    const [row] = await db.select().from(registerEvidence).where(eq(registerEvidence.id, item.id));
    const parts = await db.select().from(registerEvidenceParts)
      .where(eq(registerEvidenceParts.evidenceId, item.id));
    assert.deepEqual(parts, [], "the bytes are gone");
    assert.equal(row?.fileName, "training.txt", "the trace stays");

    const trail = (await historyOf(client, entry.id)).filter((r) => r.subject === "evidence");
    assert.deepEqual(trail.map((r) => [r.field, r.oldValue, r.newValue, r.user?.id]), [
      ["created", null, "training.txt", account.id],
      ["deleted", "training.txt", null, colleague.account.id],
    ]);
  },
);

dbTest("two companies never see, download, remove or add to each other's files", async ({ db }) => {
  const { app } = createTestApp(db);
  const acme = await companyUser(db, app, "Acme");
  const globex = await companyUser(db, app, "Globex");
  const acmeEntry = await addEntry(acme.client, { duty: "Acme's duty" });
  const globexEntry = await addEntry(globex.client, { duty: "Globex's duty" });
  const acmeFile = EvidenceAnswer.parse(
    await json(await upload(acme.client, acmeEntry.id, formWith(txtBytes(), "acme.txt")), 201),
  );
  const globexFile = EvidenceAnswer.parse(
    await json(await upload(globex.client, globexEntry.id, formWith(txtBytes(), "g.txt")), 201),
  );
  const acmeUrl = `/api/register/${acmeEntry.id}/evidence/${acmeFile.id}`;
  const unknown = `/api/register/${acmeEntry.id + globexEntry.id + 10}/evidence/999999`;

  for (const url of [acmeUrl, unknown]) {
    assert.equal((await json(await globex.client.get(url), 404)).message, M.evidenceNotFound);
    assert.equal((await json(await globex.client.delete(url), 404)).message, M.evidenceNotFound);
  }
  // Globex's own file named under Acme's entry, and Acme's file under Globex's entry.
  const crossed = `/api/register/${acmeEntry.id}/evidence/${globexFile.id}`;
  assert.equal((await globex.client.get(crossed)).status, 404);
  const crossedBack = `/api/register/${globexEntry.id}/evidence/${acmeFile.id}`;
  assert.equal((await globex.client.get(crossedBack)).status, 404);
  assert.equal((await globex.client.delete(crossedBack)).status, 404);

  const into = await upload(globex.client, acmeEntry.id, formWith(txtBytes(), "x.txt"));
  assert.equal((await json(into, 404)).message, M.notFound);
  const history = await globex.client.get(`/api/register/${acmeEntry.id}/history`);
  assert.equal((await json(history, 404)).message, M.notFound);

  const acmeRead = EntryAnswer.parse(
    await json(await acme.client.get(`/api/register/${acmeEntry.id}`)),
  );
  assert.deepEqual(acmeRead.evidence, [acmeFile], "Acme's file is untouched, Globex's not listed");
  assert.equal((await acme.client.get(acmeUrl)).status, 200);
  const acmeTrail = await historyOf(acme.client, acmeEntry.id);
  assert.ok(acmeTrail.every((r) => r.newValue !== "g.txt" && r.newValue !== "x.txt"));
});

dbTest("an upload without our Origin is refused (CSRF) and stores nothing", async ({ db }) => {
  const { app } = createTestApp(db);
  const { client } = await companyUser(db, app, "Acme");
  const entry = await addEntry(client, { duty: "Keep logs" });
  const forged = await client.request(
    "POST",
    `/api/register/${entry.id}/evidence`,
    formWith(txtBytes(), "notes.txt"),
    { origin: "https://attacker.example" },
  );
  assert.equal((await json(forged, 403)).message, CSRF_MESSAGE);
  assert.deepEqual(await db.select().from(registerEvidence), []);
});

dbTest(
  "a token with the read scope downloads evidence but cannot upload or remove it",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const { account, client } = await companyUser(db, app, "Acme");
    const entry = await addEntry(client, { duty: "Keep logs" });
    const item = EvidenceAnswer.parse(
      await json(await upload(client, entry.id, formWith(txtBytes(), "notes.txt")), 201),
    );
    const read = await makeApiToken(db, account.id, ["read"]);
    const write = await makeApiToken(db, account.id, ["read", "write"]);
    const call = (token: string, method: string, path: string, body?: FormData) =>
      app.request(`${TEST_ORIGIN}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}` },
        body,
      });
    const path = `/api/register/${entry.id}/evidence`;
    const refused = await call(read.token, "POST", path, formWith(txtBytes(), "more.txt"));
    assert.equal(refused.status, 403, await refused.text());
    assert.equal((await call(read.token, "DELETE", `${path}/${item.id}`)).status, 403);
    assert.equal((await call(read.token, "GET", `${path}/${item.id}`)).status, 200);
    const [kept] = await db.select().from(registerEvidenceParts);
    assert.equal(kept?.bytes.length, txtBytes().length, "the read token removed nothing");
    const allowed = await call(write.token, "POST", path, formWith(txtBytes(), "more.txt"));
    EvidenceAnswer.parse(await json(allowed, 201));
  },
);

dbTest("a control's own history is shown to its company only", async ({ db }) => {
  const { app } = createTestApp(db);
  const { account, client } = await companyUser(db, app, "Acme");
  const globex = await companyUser(db, app, "Globex");
  const control = await json(
    await client.post("/api/controls", { reference: "POL-1", name: "Records policy" }),
    201,
  );
  await json(await client.patch(`/api/controls/${control.id}`, { name: "Records policy v2" }));
  const url = `/api/controls/${control.id}/history`;
  const { history } = HistoryAnswer.parse(await json(await client.get(url)));
  assert.deepEqual(history.map((r) => [r.subject, r.field, r.newValue, r.user?.id]), [
    ["control", "created", history[0]!.newValue, account.id],
    ["control", "name", "Records policy v2", account.id],
  ]);
  assert.equal((await json(await globex.client.get(url), 404)).message, CONTROL_MESSAGES.notFound);
  assert.equal((await globex.client.get("/api/controls/999999/history")).status, 404);
});
