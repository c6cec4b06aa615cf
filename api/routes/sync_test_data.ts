/**
 * Test data for the sync calls of rss_sources.ts and jurisdictions.ts: the feed fixture server
 * and two jurisdictions with one feed each. Not a test file itself (no _test suffix).
 */
import type { Db } from "../../db/client.ts";
import { jurisdictions, legalUpdates, rssSources } from "../../db/schema.ts";
import { type FeedServer, startFeedServer } from "../../workers/feeds/feed_server_test_helper.ts";
import { type Settings, testSettings } from "../../workers/settings.ts";
import { createTestApp, makeUser, signedInClient } from "../testing.ts";

/** The fixture server is on 127.0.0.1: allowed through the app's settings, never the process env. */
export const SYNC_TEST_SETTINGS = testSettings({ security: { allowPrivateFetch: true } });

/** An app over the test database, with its clock and its sync service. */
export type TestApp = ReturnType<typeof createTestApp>;

/**
 * Runs `fn` with a feed server and an app under `settings` (default SYNC_TEST_SETTINGS); the
 * server closes once the app's background syncs are done.
 */
export async function withServer(
  db: Db,
  fn: (server: FeedServer, testApp: TestApp) => Promise<void>,
  settings: Settings = SYNC_TEST_SETTINGS,
): Promise<void> {
  const server = startFeedServer();
  const testApp = createTestApp(db, { settings });
  try {
    await fn(server, testApp);
  } finally {
    await testApp.sync.whenIdle();
    await server.close();
  }
}

/** Not due before then: the seeded feeds are synced only when a call asks for them. */
const NOT_DUE = new Date("2100-01-01T00:00:00Z");

/** Alpha (one feed of 5 items) and Beta (one feed of 7 items), neither due. */
export async function seedSources(db: Db, server: FeedServer) {
  const [a] = await db.insert(jurisdictions).values({ name: "Alpha" }).returning();
  const [b] = await db.insert(jurisdictions).values({ name: "Beta" }).returning();
  const [one] = await db.insert(rssSources).values({
    jurisdictionId: a!.id,
    name: "Alpha feed",
    url: server.url("/generated/alpha.xml?items=5"),
    nextSyncAt: NOT_DUE,
  }).returning();
  const [two] = await db.insert(rssSources).values({
    jurisdictionId: b!.id,
    name: "Beta feed",
    url: server.url("/generated/beta.xml?items=7"),
    nextSyncAt: NOT_DUE,
  }).returning();
  return { alpha: a!, beta: b!, alphaSource: one!, betaSource: two! };
}

/** How many legal updates are stored. */
export const countUpdates = async (db: Db) =>
  (await db.select({ id: legalUpdates.id }).from(legalUpdates)).length;

/**
 * Adds a specialist source reading `path` of the fixture server (in a jurisdiction of its own)
 * and syncs it alone as a superadmin: the source's id and the call's answer.
 */
export async function syncNewSource(
  db: Db,
  { server, app }: { server: FeedServer; app: TestApp["app"] },
  path: string,
): Promise<{ sourceId: number; body: Record<string, unknown> }> {
  const [j] = await db.insert(jurisdictions).values({ name: "Specialists" }).returning();
  const [source] = await db.insert(rssSources).values({
    jurisdictionId: j!.id,
    name: "Specialist feed",
    url: server.url(path),
    sourceType: "specialist",
  }).returning();
  const client = await signedInClient(app, await makeUser(db, "superadmin"));
  const response = await client.post(`/api/rss-sources/${source!.id}/sync`);
  return { sourceId: source!.id, body: await response.json() };
}
