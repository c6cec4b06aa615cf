/**
 * Source API keys through the API (issue 30): write-only `apiKey`, `apiKeySet` in answers, the
 * key stored encrypted, its changes audited without it, and never in any answer, export, audit
 * row or log line, also of a sync that uses it.
 */
import assert from "node:assert/strict";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jurisdictions, rssSources, sourceKeyChanges } from "../../db/schema.ts";
import { secretBoxOf } from "../../db/secrets/secret_box.ts";
import { dbTest } from "../../db/testing.ts";
import {
  GOVINFO_TEST_KEY,
  startGovinfoServer,
} from "../../workers/feeds/sources/govinfo_server_test_helper.ts";
import { type SettingsOverrides, TEST_SECRETS_KEY, testSettings } from "../../workers/settings.ts";
import { createTestApp, makeUser, signedInClient } from "../testing.ts";

const FIRST_KEY = "first-key-Zq81-never-shown";
const GOVINFO = "https://api.govinfo.gov/collections/PLAW";
const box = secretBoxOf({
  secretsKey: TEST_SECRETS_KEY,
  databaseUrl: "postgres://x",
  dataDir: "",
})!;

async function setUp(db: Db, overrides: SettingsOverrides = {}) {
  const { app, sync } = createTestApp(db, { settings: testSettings(overrides) });
  const client = await signedInClient(app, await makeUser(db, "superadmin"));
  const [j] = await db.insert(jurisdictions).values({ name: `US ${crypto.randomUUID()}` })
    .returning();
  const body = (extra: Record<string, unknown>) => ({
    jurisdictionId: j!.id,
    name: "GovInfo public laws",
    url: GOVINFO,
    format: "govinfo",
    // No term filter: every package is stored.
    sourceType: "specialist",
    ...extra,
  });
  return { client, sync, body };
}

async function storedKey(db: Db, id: number) {
  const [row] = await db.select({ key: rssSources.apiKeyEncrypted }).from(rssSources)
    .where(eq(rssSources.id, id));
  return row!.key;
}

/** Every console line written while `fn` runs (the access log included). */
async function capturingLogs<T>(fn: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const lines: string[] = [];
  const methods = ["log", "info", "warn", "error", "debug"] as const;
  const saved = methods.map((m) => console[m]);
  for (const m of methods) {
    console[m] = (...args: unknown[]) => lines.push(args.map(String).join(" "));
  }
  try {
    return { result: await fn(), lines };
  } finally {
    methods.forEach((m, i) => console[m] = saved[i]!);
  }
}

dbTest(
  "a key is set, replaced and cleared, encrypted at rest, audited, and never answered, exported or logged",
  async ({ db }) => {
    const service = startGovinfoServer();
    const { result: answers, lines } = await capturingLogs(async () => {
      const { client, sync, body } = await setUp(db, {
        security: { allowPrivateFetch: true },
        server: { accessLog: true },
      });
      const answers: string[] = [];
      const call = async (method: string, path: string, payload?: unknown) => {
        const response = await client.request(method, path, payload);
        const text = await response.text();
        answers.push(text);
        return { status: response.status, json: text.startsWith("{") ? JSON.parse(text) : null };
      };
      const created = await call("POST", "/api/rss-sources", body({ apiKey: FIRST_KEY }));
      assert.equal(created.status, 201);
      assert.equal(created.json.apiKeySet, true);
      const id = created.json.id as number;
      const first = await storedKey(db, id);
      assert.match(first!, /^v1:/);
      assert.equal(await box.decrypt(first!), FIRST_KEY);

      // Absent keeps the key; a value replaces it; the local service then takes the new key.
      const url = `${service.origin}/collections/PLAW`;
      const kept = await call("PUT", `/api/rss-sources/${id}`, body({ name: "Renamed" }));
      assert.equal(kept.json.apiKeySet, true);
      assert.equal(await storedKey(db, id), first);
      const replaced = await call(
        "PUT",
        `/api/rss-sources/${id}`,
        body({ url, apiKey: GOVINFO_TEST_KEY }),
      );
      assert.equal(replaced.status, 200);
      assert.equal(await box.decrypt((await storedKey(db, id))!), GOVINFO_TEST_KEY);

      const synced = await call("POST", `/api/rss-sources/${id}/sync`);
      assert.equal(synced.json.itemsInserted, 5);
      service.fail = { page: 1, kind: "500" };
      const failed = await call("POST", `/api/rss-sources/${id}/sync`);
      assert.equal(failed.json.errors.length, 1);
      await sync.whenIdle();
      for (const path of ["/api/rss-sources", "/api/jurisdictions", "/api/rss-sources/opml"]) {
        assert.equal((await call("GET", path)).status, 200);
      }
      const listed = JSON.parse(answers.at(-3)!).find((s: { id: number }) => s.id === id);
      assert.equal(listed.apiKeySet, true);
      assert.ok(!("apiKey" in listed) && !("apiKeyEncrypted" in listed));

      // A format that needs a key cannot lose it; moving to a feed clears it ("" or not).
      const refused = await call("PUT", `/api/rss-sources/${id}`, body({ url, apiKey: "" }));
      assert.equal(refused.status, 400);
      assert.equal(refused.json.errors.apiKey, "This format needs an API key");
      const feed = { url: `${service.origin}/feed.xml`, format: "auto", apiKey: "" };
      const cleared = await call("PUT", `/api/rss-sources/${id}`, body(feed));
      assert.equal(cleared.json.apiKeySet, false);
      assert.equal(await storedKey(db, id), null);

      const audit = await db.select().from(sourceKeyChanges).where(
        eq(sourceKeyChanges.sourceId, id),
      )
        .orderBy(asc(sourceKeyChanges.id));
      assert.deepEqual(audit.map((row) => row.action), ["set", "replaced", "cleared"]);
      assert.ok(audit.every((row) => row.actorId !== null));
      answers.push(JSON.stringify(audit));
      return answers;
    });
    await service.close();
    assert.ok(lines.length > 0, "the access log and the failed sync wrote lines");
    for (const secret of [FIRST_KEY, GOVINFO_TEST_KEY]) {
      assert.ok(answers.every((text) => !text.includes(secret)), "never in an answer or audit row");
      assert.ok(lines.every((line) => !line.includes(secret)), "never in a log line");
    }
  },
);

dbTest(
  "a format that needs a key cannot be saved without one; a feed takes none",
  async ({ db }) => {
    const { client, body } = await setUp(db);
    const before = await db.select().from(rssSources);
    const missing = await client.post("/api/rss-sources", body({}));
    assert.equal(missing.status, 400);
    assert.equal((await missing.json()).errors.apiKey, "This format needs an API key");
    const notTaken = await client.post(
      "/api/rss-sources",
      body({ format: "auto", url: "https://example.gov/feed.xml", apiKey: "abc" }),
    );
    assert.equal(notTaken.status, 400);
    assert.equal((await notTaken.json()).errors.apiKey, "This format takes no API key");
    const spaces = await client.post("/api/rss-sources", body({ apiKey: "two words" }));
    assert.equal(spaces.status, 400);
    assert.deepEqual(await db.select().from(rssSources), before, "nothing written");
  },
);

dbTest(
  "a key stays with its service: a URL on another host needs the key again",
  async ({ db }) => {
    const { client, body } = await setUp(db);
    const { id } = await (await client.post("/api/rss-sources", body({ apiKey: FIRST_KEY })))
      .json();
    const moved = await client.put(
      `/api/rss-sources/${id}`,
      body({ url: "https://elsewhere.example/collections/PLAW" }),
    );
    assert.equal(moved.status, 400);
    assert.equal((await moved.json()).errors.apiKey, "This format needs an API key");
    const sameHost = await client.put(`/api/rss-sources/${id}`, body({ url: `${GOVINFO}?x=1` }));
    assert.equal(sameHost.status, 200);
    assert.equal((await sameHost.json()).apiKeySet, true);
  },
);

dbTest(
  "on PostgreSQL without SECRETS_KEY a source with a key is refused with a clear message",
  async ({ db }) => {
    const { client, body } = await setUp(db, {
      database: { url: "postgres://db.example/legalwatch" },
      security: { secretsKey: null },
    });
    const refused = await client.post("/api/rss-sources", body({ apiKey: FIRST_KEY }));
    assert.equal(refused.status, 400);
    const answer = await refused.json();
    assert.equal(
      answer.errors.apiKey,
      "API keys cannot be stored on this server: set SECRETS_KEY (32 random bytes, base64) and restart it",
    );
    assert.ok(!JSON.stringify(answer).includes(FIRST_KEY));
  },
);

dbTest(
  "the language must be a two-letter code, and a format that does not read one keeps none",
  async ({ db }) => {
    const { client, body } = await setUp(db);
    const bad = await client.post(
      "/api/rss-sources",
      body({ apiKey: FIRST_KEY, language: "english" }),
    );
    assert.equal(bad.status, 400);
    assert.equal(
      (await bad.json()).errors.language,
      "Language must be a two-letter ISO 639-1 code such as en, fr or de",
    );
    const ok = await client.post("/api/rss-sources", body({ apiKey: FIRST_KEY, language: "FR" }));
    assert.equal(ok.status, 201);
    assert.equal((await ok.json()).language, null);
  },
);
