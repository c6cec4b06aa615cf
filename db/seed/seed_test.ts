import assert from "node:assert/strict";
import { count, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { DEFAULT_LEGISLATIVE_TERMS } from "../../domain/legislative_terms.ts";
import { normaliseUrl } from "../../domain/link_key.ts";
import { globalSettings, jurisdictions, legalUpdates, rssSources } from "../schema.ts";
import { dbTest } from "../testing.ts";
import { DEMO_UPDATE_COUNT } from "./demo_updates.ts";
import { SEED_JURISDICTIONS } from "./jurisdictions_data.ts";
import { LEGISLATIVE_TERMS_KEY } from "../queries/legislative_terms.ts";
import { SEED_VERSION_KEY, seedDatabase } from "./seed.ts";
import type { Db } from "../client.ts";

const NOW = new Date("2026-03-15T09:30:00Z");
const SOURCES = SEED_JURISDICTIONS.reduce((n, j) => n + j.sources.length, 0);

async function rows(db: Db, table: typeof jurisdictions | typeof rssSources | typeof legalUpdates) {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

dbTest(
  "seeding an empty database creates the jurisdictions, sources, terms and demo updates",
  async ({ db }) => {
    const result = await seedDatabase(db, { now: NOW, demo: true });
    assert.deepEqual(result, {
      jurisdictions: SEED_JURISDICTIONS.length,
      sources: SOURCES,
      updates: DEMO_UPDATE_COUNT,
    });
    assert.equal(await rows(db, jurisdictions), SEED_JURISDICTIONS.length);
    assert.equal(await rows(db, legalUpdates), DEMO_UPDATE_COUNT);
    const withoutSources = await db.select({ id: jurisdictions.id }).from(jurisdictions)
      .where(
        sql`not exists (select 1 from ${rssSources} where ${rssSources.jurisdictionId} = ${jurisdictions.id})`,
      );
    assert.deepEqual(withoutSources, []);

    const [terms] = await db.select().from(globalSettings).where(
      eq(globalSettings.key, LEGISLATIVE_TERMS_KEY),
    );
    assert.deepEqual(terms?.value, [...DEFAULT_LEGISLATIVE_TERMS]);
    assert.equal((terms?.value as string[]).length, 24);

    const stats = await db.select({
      categories: sql<number>`count(distinct ${legalUpdates.aiCategory})::int`,
      statuses: sql<number>`count(distinct ${legalUpdates.status})::int`,
      oldest: sql<string>`min(${legalUpdates.publishDate})::text`,
      notDone: sql<number>`count(*) filter (where ${legalUpdates.analysisState} <> 'done')::int`,
      reviewed: sql<number>`count(${legalUpdates.reviewedBy})::int`,
    }).from(legalUpdates);
    assert.equal(stats[0]?.categories, 14);
    assert.equal(stats[0]?.statuses, 3);
    assert.equal(stats[0]?.notDone, 0);
    assert.equal(stats[0]?.reviewed, 0);
    assert.ok(NOW.getTime() - new Date(stats[0]?.oldest ?? "").getTime() > 700 * 86_400_000);
  },
  { bothDrivers: true },
);

dbTest(
  "demo updates are linked to their jurisdiction and source, with a normalised URL key",
  async ({ db }) => {
    await seedDatabase(db, { now: NOW, demo: true });
    const fed = await db.select({ n: count() }).from(legalUpdates)
      .innerJoin(rssSources, eq(rssSources.id, legalUpdates.rssSourceId))
      .innerJoin(jurisdictions, eq(jurisdictions.id, legalUpdates.jurisdictionId))
      .where(
        sql`${legalUpdates.source} is null and ${rssSources.jurisdictionId} = ${jurisdictions.id}`,
      );
    const manual = await db.select({ n: count() }).from(legalUpdates)
      .where(
        sql`${legalUpdates.rssSourceId} is null and ${legalUpdates.source} is not null and ${legalUpdates.jurisdictionId} is not null`,
      );
    assert.equal((fed[0]?.n ?? 0) + (manual[0]?.n ?? 0), DEMO_UPDATE_COUNT);
    assert.ok((manual[0]?.n ?? 0) > 0);
    const all = await db.select({ url: legalUpdates.sourceUrl, key: legalUpdates.sourceUrlKey })
      .from(legalUpdates);
    for (const u of all) assert.equal(u.key, normaliseUrl(u.url));
    const approved = await db.select({ n: count() }).from(legalUpdates)
      .where(sql`${legalUpdates.status} = 'approved' and ${legalUpdates.approvedAt} is null`);
    assert.equal(approved[0]?.n, 0);
  },
  { bothDrivers: true },
);

dbTest("a second run adds nothing", async ({ db }) => {
  await seedDatabase(db, { now: NOW, demo: true });
  const again = await seedDatabase(db, { now: new Date(NOW.getTime() + 86_400_000), demo: true });
  assert.deepEqual(again, { jurisdictions: 0, sources: 0, updates: 0 });
  assert.equal(await rows(db, jurisdictions), SEED_JURISDICTIONS.length);
  assert.equal(await rows(db, rssSources), SOURCES);
  assert.equal(await rows(db, legalUpdates), DEMO_UPDATE_COUNT);
}, { bothDrivers: true });

dbTest(
  "a jurisdiction or source an admin deleted or edited stays so after a restart",
  async ({ db }) => {
    await seedDatabase(db, { now: NOW, demo: false });
    await db.delete(jurisdictions).where(eq(jurisdictions.name, "Texas"));
    await db.update(rssSources).set({ url: "https://example.org/moved.xml" })
      .where(eq(rssSources.name, "Canada Gazette Part I"));
    await db.delete(rssSources).where(eq(rssSources.name, "CNIL: Actualités"));

    assert.deepEqual(await seedDatabase(db, { now: NOW, demo: false }), {
      jurisdictions: 0,
      sources: 0,
      updates: 0,
    });
    assert.deepEqual(
      await db.select().from(jurisdictions).where(eq(jurisdictions.name, "Texas")),
      [],
    );
    const [gazette] = await db.select({ url: rssSources.url }).from(rssSources)
      .where(eq(rssSources.name, "Canada Gazette Part I"));
    assert.equal(gazette?.url, "https://example.org/moved.xml");
    assert.equal(await rows(db, rssSources), SOURCES - 4 - 1);
  },
  { bothDrivers: true },
);

dbTest("edited legislative terms are kept", async ({ db }) => {
  await seedDatabase(db, { now: NOW, demo: false });
  await db.update(globalSettings).set({ value: ["law"] }).where(
    eq(globalSettings.key, LEGISLATIVE_TERMS_KEY),
  );
  await seedDatabase(db, { now: NOW, demo: false });
  const [terms] = await db.select().from(globalSettings).where(
    eq(globalSettings.key, LEGISLATIVE_TERMS_KEY),
  );
  assert.deepEqual(terms?.value, ["law"]);
  const [marker] = await db.select().from(globalSettings).where(
    eq(globalSettings.key, SEED_VERSION_KEY),
  );
  assert.deepEqual(marker?.value, { version: 1, seededAt: NOW.toISOString() });
}, { bothDrivers: true });

dbTest("demo updates go only into an empty legal_updates table", async ({ db }) => {
  assert.equal((await seedDatabase(db, { now: NOW, demo: false })).updates, 0);
  assert.equal(await rows(db, legalUpdates), 0);
  await db.insert(legalUpdates).values({
    title: "An update of the admin's",
    sourceUrl: "https://example.org/a",
    sourceUrlKey: "https://example.org/a",
    publishDate: NOW,
  });
  assert.equal((await seedDatabase(db, { now: NOW, demo: true })).updates, 0);
  assert.equal(await rows(db, legalUpdates), 1);
  await db.delete(legalUpdates);
  assert.equal((await seedDatabase(db, { now: NOW, demo: true })).updates, DEMO_UPDATE_COUNT);
}, { bothDrivers: true });

dbTest("demo updates of a deleted jurisdiction or source are kept, unlinked", async ({ db }) => {
  await seedDatabase(db, { now: NOW, demo: false });
  await db.delete(jurisdictions).where(eq(jurisdictions.name, "Italy"));
  await db.delete(rssSources).where(eq(rssSources.name, "Financial Conduct Authority: News"));
  assert.equal((await seedDatabase(db, { now: NOW, demo: true })).updates, DEMO_UPDATE_COUNT);
  const unlinked = await db.select({ n: count() }).from(legalUpdates)
    .where(isNull(legalUpdates.jurisdictionId));
  assert.ok((unlinked[0]?.n ?? 0) > 0);
  const linked = await db.select({ n: count() }).from(legalUpdates)
    .where(isNotNull(legalUpdates.rssSourceId));
  assert.ok((linked[0]?.n ?? 0) < DEMO_UPDATE_COUNT);
}, { bothDrivers: true });

dbTest("two concurrent runs seed once", async ({ db, driver }) => {
  if (driver === "pglite") return; // one connection: runs are serial anyway
  const results = await Promise.all([
    seedDatabase(db, { now: NOW, demo: true }),
    seedDatabase(db, { now: NOW, demo: true }),
  ]);
  assert.equal(results.reduce((n, r) => n + r.jurisdictions, 0), SEED_JURISDICTIONS.length);
  assert.equal(results.reduce((n, r) => n + r.updates, 0), DEMO_UPDATE_COUNT);
  assert.equal(await rows(db, rssSources), SOURCES);
}, { bothDrivers: true });
