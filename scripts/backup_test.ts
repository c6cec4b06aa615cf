/**
 * `deno task backup` and `deno task restore` as real processes against a real server on the
 * embedded PGlite: records made through the API are backed up while the server runs, restored
 * into a fresh directory, and a server started on it has every table's rows, byte for byte (the
 * binary token hashes included: the original session cookie and API token still work there).
 */
import assert from "node:assert/strict";
import { dirname } from "node:path";
import { openDatabase } from "../db/client.ts";
import { oidcIdentities, tasks, users } from "../db/schema.ts";
import { connectToServer, type PgliteConnection } from "../db/backup/pglite_connection.ts";
import { tableNames } from "../db/backup/catalog.ts";
import { quoteName } from "../db/backup/format.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer, startServer } from "../web/e2e/server.ts";

const ROOT = new URL("..", import.meta.url).pathname;

/** Runs `deno task NAME FILE` with DATA_DIR (and DATABASE_URL) as given. */
async function task(name: string, file: string, env: Record<string, string>) {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["task", "--quiet", name, file],
    cwd: ROOT,
    env: { DATABASE_URL: "", ...env },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  return { code: out.code, stdout: decode(out.stdout), stderr: decode(out.stderr) };
}

/** A signed-in browser-like client of a server: the session cookie, our Origin, JSON or a form. */
class Client {
  cookie = "";
  constructor(readonly origin: string) {}

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers: {
        origin: this.origin,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined || body instanceof FormData
          ? {}
          : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.get("set-cookie");
    if (setCookie) this.cookie = setCookie.split(";")[0]!;
    const text = await response.text();
    assert.ok(response.ok, `${method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  }
}

/** Every table's rows as PostgreSQL writes them (JSON text), sorted: equal when the data is. */
async function tablesOf(connection: PgliteConnection): Promise<Map<string, string[]>> {
  const tables = new Map<string, string[]>();
  const { sql } = connection;
  await sql.begin("isolation level repeatable read read only", async (tx) => {
    for (const table of await tableNames(tx)) {
      const rows = await tx<{ line: string }[]>`
        select to_jsonb(t)::text as line from ${tx.unsafe(quoteName(table))} t order by 1`;
      tables.set(table, rows.map((row) => row.line));
    }
  });
  return tables;
}

async function connect(server: RunningServer): Promise<PgliteConnection> {
  const connection = await connectToServer(server.dataDir);
  assert.ok(connection, "the server shares its PGlite");
  return connection;
}

/** Tables the API calls below fill: each must come back with its rows. */
const MADE_HERE = [
  "public.users", // the admin and a company user; calendar_token_hash (bytea)
  "public.sessions", // secret_hash (bytea)
  "public.api_tokens", // token_hash (bytea), scopes (text[])
  "public.alerts", // feed_token_hash (bytea), keyword arrays
  "public.alert_match_queue", // the approval, waiting for the alert worker (CRON=false here)
  "public.legal_updates",
  "public.legal_update_status_changes",
  "public.legal_update_obligations",
  "public.tasks",
  "public.task_legal_updates",
  "public.user_favorites",
  "public.user_preferences",
  "public.global_settings",
  "public.jurisdictions",
  "public.rss_sources",
  "public.register_entries",
  "public.register_evidence",
  "public.register_evidence_parts", // an evidence file of two parts (bytea)
  "public.register_history",
];

/** 1.5 MiB of text lines: an evidence file stored in two parts (ADR 0183). */
function evidenceText(): Uint8Array {
  const line = new TextEncoder().encode("2026-03-01 access review signed off by the DPO\n");
  const text = new Uint8Array(line.length * Math.ceil(1.5 * 1024 * 1024 / line.length));
  for (let at = 0; at < text.length; at += line.length) text.set(line, at);
  return text;
}

Deno.test("a backup taken while the server runs restores every record into a new DATA_DIR", async () => {
  const work = await Deno.makeTempDir({ prefix: "lw-backup-test-" });
  const original = await startServer();
  let restored: RunningServer | null = null;
  try {
    const admin = new Client(original.url);
    await admin.call("POST", "/api/auth/login", { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const source = await connect(original);
    const [pending] = await source.sql<{ id: number }[]>`
      select id from legal_updates where status = 'pending' order by id limit 1`;
    const updateId = pending!.id;
    const { alert } = await admin.call("POST", "/api/alerts", { name: "Everything, at once" });
    await admin.call("PATCH", `/api/legal-updates/${updateId}/status`, { status: "approved" });
    await admin.call("POST", `/api/auth/favorites/${updateId}`);
    await admin.call("POST", "/api/tasks", {
      title: "Review the new duty",
      dueDate: "2027-01-31",
      legalUpdateIds: [updateId],
    });
    const sourceIds = await source.sql<{ id: number }[]>`select id from rss_sources limit 2`;
    await admin.call("POST", "/api/auth/preferences", { rssSourceIds: sourceIds.map((s) => s.id) });
    const { user } = await admin.call("POST", "/api/users", {
      email: "officer@acme.example",
      firstName: "Olga",
      lastName: "Officer",
      companyName: "Acme",
    });
    const { token } = await admin.call("POST", "/api/auth/tokens", {
      name: "backup test",
      scopes: ["read"],
    });
    await admin.call("POST", "/api/auth/calendar-token");
    const entry = await admin.call("POST", "/api/register", { duty: "Keep the access reviews" });
    const form = new FormData();
    const evidence = evidenceText();
    form.append("file", new File([evidence.slice()], "access-reviews.txt"));
    const stored = await admin.call("POST", `/api/register/${entry.id}/evidence`, form);
    const file = `${work}/legalwatch.backup`;
    const backup = await task("backup", file, { DATA_DIR: original.dataDir });
    assert.equal(backup.code, 0, backup.stderr);
    assert.match(backup.stdout, /Backed up \d+ tables/);
    assert.equal((await Deno.stat(file)).mode! & 0o777, 0o600, "only its owner can read it");
    assert.deepEqual([...Deno.readDirSync(work)].map((e) => e.name), ["legalwatch.backup"]);

    const expected = await tablesOf(source);
    await source.close();
    for (const table of MADE_HERE) {
      assert.ok(expected.get(table)?.length, `the test made rows in ${table}`);
    }

    // A copy cut short (a full disk, an interrupted copy) is refused before anything is made.
    const whole = await Deno.readFile(file);
    const cut = `${work}/cut.backup`;
    await Deno.writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const refused = await task("restore", cut, { DATA_DIR: `${work}/never` });
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /cut\.backup is damaged \(.*\); nothing was restored/);
    await assert.rejects(Deno.stat(`${work}/never`), Deno.errors.NotFound);

    const fresh = `${work}/restored`;
    const restore = await task("restore", file, { DATA_DIR: fresh });
    assert.equal(restore.code, 0, restore.stderr);
    assert.match(restore.stdout, /Restored \d+ tables/);
    assert.equal((await Deno.stat(fresh)).mode! & 0o777, 0o700, "DATA_DIR is private");

    restored = await startServer({}, { seeded: fresh });
    const target = await connect(restored);
    const found = await tablesOf(target);
    await target.close();
    assert.deepEqual([...found.keys()], [...expected.keys()]);
    for (const [table, rows] of expected) {
      assert.equal(found.get(table)!.length, rows.length, `${table}: row count`);
      assert.deepEqual(found.get(table), rows, `${table}: contents`);
    }

    // What users notice: the same cookie and token work, their records are there.
    const again = new Client(restored.url);
    again.cookie = admin.cookie;
    const favorites = await again.call("GET", "/api/auth/favorites");
    assert.ok(JSON.stringify(favorites).includes(`"id":${updateId}`));
    const tasks = await again.call("GET", "/api/tasks");
    assert.ok(JSON.stringify(tasks).includes("Review the new duty"));
    const userList = await again.call("GET", "/api/users");
    assert.ok(JSON.stringify(userList).includes(user.id));
    const alerts = await again.call("GET", "/api/alerts");
    assert.ok(JSON.stringify(alerts).includes(`"id":${alert.id}`));
    const bearer = new Client(restored.url);
    const me = await bearer.call("GET", "/api/auth/user", undefined, {
      authorization: `Bearer ${token}`,
    });
    assert.equal(me.email, ADMIN_EMAIL);
    const download = await fetch(`${restored.url}/api/register/${entry.id}/evidence/${stored.id}`, {
      headers: { cookie: admin.cookie },
    });
    assert.equal(download.status, 200);
    assert.deepEqual(
      new Uint8Array(await download.arrayBuffer()),
      evidence,
      "the file, byte for byte",
    );
  } finally {
    await restored?.stop();
    await original.stop();
    await Deno.remove(work, { recursive: true });
  }
});

Deno.test("restore refuses a non-empty DATA_DIR and a file that is not a backup; PostgreSQL gets the commands", async () => {
  const work = await Deno.makeTempDir({ prefix: "lw-restore-refusals-" });
  try {
    const foreign = `${work}/notes.txt`;
    await Deno.writeTextFile(foreign, "not a backup\n");
    const gzipped = `${work}/other.gz`;
    const bytes = new Blob(['["some-other-tool",{}]\n']).stream()
      .pipeThrough(new CompressionStream("gzip"));
    await Deno.writeFile(gzipped, bytes);
    const occupied = `${work}/occupied`;
    await Deno.mkdir(occupied);
    await Deno.writeTextFile(`${occupied}/keep.txt`, "mine");
    const empty = `${work}/empty`;

    const full = await task("restore", foreign, { DATA_DIR: occupied });
    assert.equal(full.code, 1);
    assert.match(full.stderr, /occupied is not empty: restore only into a new or empty directory/);
    assert.deepEqual([...Deno.readDirSync(occupied)].map((e) => e.name), ["keep.txt"]);

    for (const file of [foreign, gzipped]) {
      const refused = await task("restore", file, { DATA_DIR: empty });
      assert.equal(refused.code, 1);
      assert.match(refused.stderr, /is not a LegalWatch backup/);
      await assert.rejects(Deno.stat(empty), Deno.errors.NotFound, "nothing was made");
    }

    const postgres = await task("restore", foreign, {
      DATABASE_URL: "postgres://legalwatch@127.0.0.1:1/legalwatch",
      DATA_DIR: empty,
    });
    assert.equal(postgres.code, 1);
    assert.match(
      postgres.stderr,
      /pg_restore --no-owner --exit-on-error --dbname="\$DATABASE_URL"/,
    );
    assert.match(postgres.stderr, /pg_dump --format=custom/);
    assert.doesNotMatch(postgres.stderr, /127\.0\.0\.1:1/, "the URL (a secret) is not printed");
  } finally {
    await Deno.remove(work, { recursive: true });
  }
});

Deno.test("a backup from an older version restores, and the start's migration brings it forward", async () => {
  // scripts/testdata/backup_0021.lwbackup: `deno task backup` of a database at migration 0021
  // (before single sign-on's tables), holding a user (with a binary calendar hash) and a task.
  const fixture = new URL("./testdata/backup_0021.lwbackup", import.meta.url).pathname;
  const dataDir = `${await Deno.makeTempDir({ prefix: "lw-restore-older-" })}/data`;
  try {
    const restore = await task("restore", fixture, { DATA_DIR: dataDir });
    assert.equal(restore.code, 0, restore.stderr);
    assert.match(restore.stdout, /Restored 23 tables \(2 rows\)/);

    // What a start does first (api/bootstrap.ts): migrate to this version.
    const database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      const [user] = await database.db.select().from(users);
      assert.equal(user?.email, "kept@acme.example");
      assert.deepEqual([...user!.calendarTokenHash!], [0x00, 0xff, 0x10, 0xab]);
      const [made] = await database.db.select().from(tasks);
      assert.equal(made?.title, "Made before 0022");
      assert.equal(made?.dueDate, "2027-03-01");
      assert.deepEqual(await database.db.select().from(oidcIdentities), [], "0022 was applied");
    } finally {
      await database.close();
    }
  } finally {
    await Deno.remove(dirname(dataDir), { recursive: true });
  }
});
