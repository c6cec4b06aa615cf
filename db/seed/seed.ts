/**
 * Seeds a LegalWatch database: the seed jurisdictions and their sources (once per database, so
 * that an admin's deletions and edits stick), the default legislative terms, and optionally the
 * demo legal updates (one of them revised at its source: demo_revision.ts). Safe to run on every start and from several processes at once.
 */
import { sql } from "drizzle-orm";
import { DEFAULT_LEGISLATIVE_TERMS } from "../../domain/legislative_terms.ts";
import { normaliseUrl } from "../../domain/link_key.ts";
import type { Db } from "../client.ts";
import {
  LEGISLATIVE_TERMS_DESCRIPTION,
  LEGISLATIVE_TERMS_KEY,
} from "../queries/legislative_terms.ts";
import { globalSettings, jurisdictions, legalUpdates, rssSources } from "../schema.ts";
import { seedDemoRevision } from "./demo_revision.ts";
import { type DemoUpdate, generateDemoUpdates } from "./demo_updates.ts";
import { SEED_JURISDICTIONS } from "./jurisdictions_data.ts";

/** Options of one seeding run. */
export interface SeedOptions {
  /** The time the run treats as now: it dates the demo updates. */
  now: Date;
  /** Insert the demo legal updates when the legal_updates table is empty. */
  demo: boolean;
}

/** How many rows a run created. */
export interface SeedResult {
  jurisdictions: number;
  sources: number;
  updates: number;
}

/** Bumped when the seed jurisdictions change in a way existing databases should not get. */
export const SEED_VERSION = 1;
/** global_settings key marking that the seed jurisdictions were created. */
export const SEED_VERSION_KEY = "seed_version";

const BATCH = 100;
// Serialises concurrent runs (two instances starting at once); released at commit.
const LOCK = sql.raw("select pg_advisory_xact_lock(7318201)");

/** Seeds the database in one transaction and answers what it created. Idempotent. */
export function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(LOCK);
    const created = await seedJurisdictions(tx, options.now);
    await tx.insert(globalSettings).values({
      key: LEGISLATIVE_TERMS_KEY,
      value: [...DEFAULT_LEGISLATIVE_TERMS],
      description: LEGISLATIVE_TERMS_DESCRIPTION,
    }).onConflictDoNothing({ target: globalSettings.key });
    const updates = options.demo ? await seedDemoUpdates(tx, options.now) : 0;
    return { ...created, updates };
  });
}

/** Creates the seed jurisdictions and their sources, unless a previous run already did. */
async function seedJurisdictions(db: Db, now: Date): Promise<Omit<SeedResult, "updates">> {
  const marked = await db.insert(globalSettings).values({
    key: SEED_VERSION_KEY,
    value: { version: SEED_VERSION, seededAt: now.toISOString() },
    description:
      "Set when the seed jurisdictions and sources were created; while it exists they are not created again.",
  }).onConflictDoNothing({ target: globalSettings.key }).returning({ id: globalSettings.id });
  if (marked.length === 0) return { jurisdictions: 0, sources: 0 };

  const created = await db.insert(jurisdictions).values(
    SEED_JURISDICTIONS.map(({ name, description, syncFrequency, isActive }) => ({
      name,
      description,
      syncFrequency,
      isActive,
    })),
  ).onConflictDoNothing().returning({ id: jurisdictions.id, name: jurisdictions.name });
  // Only jurisdictions created now get sources: an existing one keeps what it has.
  const ids = new Map(created.map((j) => [j.name.toLowerCase(), j.id]));
  const sources = SEED_JURISDICTIONS.flatMap((j) => {
    const jurisdictionId = ids.get(j.name.toLowerCase());
    return jurisdictionId === undefined ? [] : j.sources.map((s) => ({
      jurisdictionId,
      name: s.name,
      url: s.url,
      sourceType: s.sourceType,
      legislativeFilter: s.legislativeFilter ?? null,
    }));
  });
  const inserted = sources.length
    ? await db.insert(rssSources).values(sources).returning({ id: rssSources.id })
    : [];
  return { jurisdictions: created.length, sources: inserted.length };
}

/** Inserts the demo updates when there are no legal updates at all. */
async function seedDemoUpdates(db: Db, now: Date): Promise<number> {
  const any = await db.select({ id: legalUpdates.id }).from(legalUpdates).limit(1);
  if (any.length > 0) return 0;
  const js = await db.select({ id: jurisdictions.id, name: jurisdictions.name }).from(
    jurisdictions,
  );
  const ss = await db.select({
    id: rssSources.id,
    name: rssSources.name,
    jurisdictionId: rssSources.jurisdictionId,
  }).from(rssSources).orderBy(rssSources.id);
  const jurisdictionIds = new Map(js.map((j) => [j.name.toLowerCase(), j.id]));
  const sourceIds = new Map<string, number>();
  for (const s of ss) {
    const key = sourceKey(s.jurisdictionId, s.name);
    if (!sourceIds.has(key)) sourceIds.set(key, s.id); // same name twice: the oldest wins
  }

  const rows = generateDemoUpdates(now).map((u) => toRow(u, jurisdictionIds, sourceIds));
  let count = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const done = await db.insert(legalUpdates).values(rows.slice(i, i + BATCH))
      .onConflictDoNothing({ target: legalUpdates.sourceUrlKey })
      .returning({ id: legalUpdates.id });
    count += done.length;
  }
  await seedDemoRevision(db, now);
  return count;
}

function toRow(
  u: DemoUpdate,
  jurisdictionIds: Map<string, number>,
  sourceIds: Map<string, number>,
): typeof legalUpdates.$inferInsert {
  const jurisdictionId = jurisdictionIds.get(u.jurisdiction.toLowerCase()) ?? null;
  const rssSourceId = jurisdictionId !== null && u.sourceName !== null
    ? sourceIds.get(sourceKey(jurisdictionId, u.sourceName)) ?? null
    : null;
  return {
    title: u.title,
    content: u.content,
    sourceUrl: u.sourceUrl,
    sourceUrlKey: normaliseUrl(u.sourceUrl),
    publishDate: u.publishDate,
    jurisdictionId,
    rssSourceId,
    source: u.manualSource,
    status: u.status,
    aiSummary: u.aiSummary,
    aiCategory: u.aiCategory,
    analysisState: "done",
    // The demo's analyses are the offline analyser's, unchanged by review.
    aiCategoryOriginal: u.aiCategory,
    analysedBy: "offline",
    analysedAt: u.createdAt,
    reviewedAt: u.reviewedAt,
    approvedAt: u.approvedAt,
    createdAt: u.createdAt,
    updatedAt: u.reviewedAt ?? u.createdAt,
  };
}

function sourceKey(jurisdictionId: number, name: string): string {
  return `${jurisdictionId}\u0000${name.toLowerCase()}`;
}
