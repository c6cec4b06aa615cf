/**
 * The sync of a change API read in pages (issue 30), through the real sync against the local
 * GovInfo service: the decrypted key in its header, every page stored with its cursor, a
 * failure on a later page keeping the pages before it, the next read resuming, and a source
 * whose key is missing or unreadable failing with the "api_key" problem without a request.
 */
import assert from "node:assert/strict";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jurisdictions, legalUpdates, rssSources } from "../../db/schema.ts";
import { type SecretBox, secretBoxOf } from "../../db/secrets/secret_box.ts";
import { dbTest } from "../../db/testing.ts";
import { createOfflineAnalyser } from "../ai/offline.ts";
import { problemText } from "../../domain/fetch_problem.ts";
import { TEST_SECRETS_KEY } from "../settings.ts";
import {
  GOVINFO_TEST_KEY,
  type GovinfoServer,
  startGovinfoServer,
} from "./sources/govinfo_server_test_helper.ts";
import { SyncService } from "./sync_service.ts";

const now = () => new Date("2026-06-15T12:00:00Z");
const box = secretBoxOf({
  secretsKey: TEST_SECRETS_KEY,
  databaseUrl: "postgres://x",
  dataDir: "",
})!;

async function withServer(fn: (server: GovinfoServer) => Promise<void>): Promise<void> {
  const server = startGovinfoServer();
  try {
    await fn(server);
  } finally {
    await server.close();
  }
}

async function addGovinfoSource(db: Db, url: string, apiKey: string | null) {
  const [j] = await db.insert(jurisdictions).values({ name: `J ${crypto.randomUUID()}` })
    .returning();
  const [row] = await db.insert(rssSources).values({
    jurisdictionId: j!.id,
    sourceType: "specialist",
    name: "GovInfo public laws",
    url,
    format: "govinfo",
    apiKeyEncrypted: apiKey === null ? null : await box.encrypt(apiKey),
  }).returning();
  return row!;
}

async function sync(db: Db, id: number, secrets: SecretBox | null = box) {
  const service = new SyncService({
    db,
    now,
    analyser: createOfflineAnalyser(),
    allowPrivate: true,
    fetchTimeoutMs: 2_000,
    secrets,
  });
  const started = await service.syncSourceNow(id);
  assert.ok(started);
  const summary = await started.summary;
  await started.finished;
  return summary;
}

async function sourceOf(db: Db, id: number) {
  const [row] = await db.select().from(rssSources).where(eq(rssSources.id, id));
  return row!;
}

async function storedGuids(db: Db, id: number) {
  const rows = await db.select({ link: legalUpdates.sourceUrl }).from(legalUpdates)
    .where(eq(legalUpdates.rssSourceId, id)).orderBy(asc(legalUpdates.sourceUrl));
  return rows.map((r) => r.link.replace("https://www.govinfo.gov/app/details/", ""));
}

dbTest(
  "a GovInfo source reads every page with its key and stores where the next read starts",
  async ({ db }) => {
    await withServer(async (server) => {
      const source = await addGovinfoSource(
        db,
        `${server.origin}/collections/PLAW`,
        GOVINFO_TEST_KEY,
      );
      const summary = await sync(db, source.id);
      assert.deepEqual(summary.errors, []);
      assert.equal(summary.itemsInserted, 5);
      assert.equal(server.requests.length, 3);
      assert.ok(server.requests.every((r) => r.headers.get("x-api-key") === GOVINFO_TEST_KEY));
      assert.deepEqual(await storedGuids(db, source.id), [
        "BILLS-119hr4521ih",
        "BILLS-119sjres7enr",
        "FR-2026-06-12",
        "PLAW-119publ21",
        "PLAW-119pvtl2",
      ]);
      const after = await sourceOf(db, source.id);
      assert.equal(after.lastSyncStatus, "success");
      assert.deepEqual(JSON.parse(after.readCursor!), { since: "2026-06-15T12:00:00Z" });
      // The next read is conditional on its first page, and asks from where this one ended.
      await sync(db, source.id);
      const next = server.requests[3]!;
      assert.equal(next.headers.get("if-none-match"), after.etag);
      assert.match(next.url, /\/PLAW\/2026-06-15T12:00:00Z\/2026-06-15T12:00:00Z\?/);
    });
  },
  { bothDrivers: true },
);

dbTest(
  "a 429 on page 2 keeps page 1, waits as asked, and the next read resumes after page 1",
  async ({ db }) => {
    await withServer(async (server) => {
      const source = await addGovinfoSource(
        db,
        `${server.origin}/collections/PLAW`,
        GOVINFO_TEST_KEY,
      );
      server.fail = { page: 2, kind: "429" };
      const summary = await sync(db, source.id);
      assert.equal(summary.errors.length, 1);
      assert.equal(summary.errors[0]!.error, "The feed answered HTTP 429 Too Many Requests.");
      assert.deepEqual(await storedGuids(db, source.id), ["BILLS-119hr4521ih", "PLAW-119publ21"]);
      const failed = await sourceOf(db, source.id);
      assert.equal(failed.lastSyncProblem, "status:429");
      assert.ok(failed.retryAfter!.getTime() >= now().getTime() + 120_000, "Retry-After honoured");
      assert.equal(JSON.parse(failed.readCursor!).until, "2026-06-14T09:45:00Z");

      server.fail = null;
      const resumed = await sync(db, source.id);
      assert.deepEqual(resumed.errors, []);
      assert.match(server.requests[2]!.url, /\/PLAW\/2026-06-08T12:00:00Z\/2026-06-14T09:45:00Z\?/);
      assert.equal((await storedGuids(db, source.id)).length, 5);
      assert.deepEqual(JSON.parse((await sourceOf(db, source.id)).readCursor!), {
        since: "2026-06-15T12:00:00Z",
      });
    });
  },
);

dbTest(
  "a source without its needed key, or with a key the server cannot read, fails without a request",
  async ({ db }) => {
    await withServer(async (server) => {
      const url = `${server.origin}/collections/PLAW`;
      const keyless = await addGovinfoSource(db, url, null);
      const unreadable = await addGovinfoSource(db, url, GOVINFO_TEST_KEY);
      assert.equal(
        (await sync(db, keyless.id)).errors[0]?.error,
        problemText({ kind: "api_key" }, "feed"),
      );
      assert.equal((await sourceOf(db, keyless.id)).lastSyncProblem, "api_key");
      // PostgreSQL without SECRETS_KEY: no box to open the stored key with.
      assert.equal(
        (await sync(db, unreadable.id, null)).errors[0]?.error,
        problemText({ kind: "api_key_unreadable" }, "feed"),
      );
      assert.equal((await sourceOf(db, unreadable.id)).lastSyncProblem, "api_key_unreadable");
      assert.equal(server.requests.length, 0);
    });
  },
);
