/**
 * Jurisdictions and their RSS sources, as Source Management reads and writes them. Deleting a
 * jurisdiction removes its sources (FK cascade); their legal updates stay, with jurisdictionId
 * and rssSourceId emptied (FK set null).
 */
import { asc, eq, exists, type SQL, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import type { SourceFormat, SourceType } from "../../domain/sources.ts";
import { jurisdictions, legalUpdates, rssSources } from "../schema.ts";
import { SOURCE_FIELDS } from "./sources.ts";
import type { SyncIntervalReason } from "../../domain/sync_schedule.ts";

/** A jurisdiction as anyone may see it. */
export interface PublicJurisdiction {
  id: number;
  name: string;
  description: string | null;
}

/** A source as it appears under its jurisdiction for admins. */
export interface JurisdictionSource {
  id: number;
  name: string;
  url: string;
  sourceType: SourceType;
  isActive: boolean;
  legislativeFilter: string | null;
  format: SourceFormat;
  selector: string | null;
  fetchFullText: boolean;
  /** Whether it holds an API key (never the key: issue 30). */
  apiKeySet: boolean;
  language: string | null;
  lastSync: Date | null;
  lastSyncStatus: string;
  lastSyncProblem: string | null;
  nextSyncAt: Date;
  syncIntervalSeconds: number;
  syncIntervalReason: SyncIntervalReason;
}

/** A jurisdiction with its settings and sources, for admins. */
export interface AdminJurisdiction extends PublicJurisdiction {
  syncFrequency: number;
  isActive: boolean;
  rssSources: JurisdictionSource[];
}

const byName = [asc(sql`lower(${jurisdictions.name})`), asc(jurisdictions.id)];

/** Every jurisdiction's id, name and description, by name. */
export function listPublicJurisdictions(db: Db): Promise<PublicJurisdiction[]> {
  return db.select({
    id: jurisdictions.id,
    name: jurisdictions.name,
    description: jurisdictions.description,
  }).from(jurisdictions).orderBy(...byName);
}

/**
 * The jurisdictions with at least one approved update, by name: what the listing's filter
 * offers (an empty one, such as a fresh OPML import's, would filter to nothing).
 */
export function listListedJurisdictions(db: Db): Promise<PublicJurisdiction[]> {
  const approved = db.select({ one: sql`1` }).from(legalUpdates).where(
    sql`${legalUpdates.jurisdictionId} = ${jurisdictions.id} and ${legalUpdates.status} = 'approved'`,
  );
  return db.select({
    id: jurisdictions.id,
    name: jurisdictions.name,
    description: jurisdictions.description,
  }).from(jurisdictions).where(exists(approved)).orderBy(...byName);
}

/** Every jurisdiction with its settings and sources (by name), or only the one of `id`. */
export async function listAdminJurisdictions(db: Db, id?: number): Promise<AdminJurisdiction[]> {
  const where: SQL | undefined = id === undefined ? undefined : eq(jurisdictions.id, id);
  const rows = await db.select({
    id: jurisdictions.id,
    name: jurisdictions.name,
    description: jurisdictions.description,
    syncFrequency: jurisdictions.syncFrequency,
    isActive: jurisdictions.isActive,
  }).from(jurisdictions).where(where).orderBy(...byName);
  const sources = await db.select({ ...SOURCE_FIELDS, jurisdictionId: rssSources.jurisdictionId })
    .from(rssSources)
    .where(id === undefined ? undefined : eq(rssSources.jurisdictionId, id))
    .orderBy(asc(sql`lower(${rssSources.name})`), asc(rssSources.id));
  const bySource = new Map<number, JurisdictionSource[]>();
  for (const { jurisdictionId, ...source } of sources) {
    const list = bySource.get(jurisdictionId) ?? [];
    list.push(source);
    bySource.set(jurisdictionId, list);
  }
  return rows.map((j) => ({ ...j, rssSources: bySource.get(j.id) ?? [] }));
}

/** The id and name of a jurisdiction, or null when there is none with this id. */
export async function findJurisdiction(
  db: Db,
  id: number,
): Promise<{ id: number; name: string } | null> {
  const [row] = await db.select({ id: jurisdictions.id, name: jurisdictions.name })
    .from(jurisdictions).where(eq(jurisdictions.id, id));
  return row ?? null;
}

/** Every jurisdiction's name, as stored. */
export async function jurisdictionNames(db: Db): Promise<string[]> {
  const rows = await db.select({ name: jurisdictions.name }).from(jurisdictions);
  return rows.map((r) => r.name);
}

/** True when another jurisdiction (not `exceptId`) has this name, ignoring case. */
export async function jurisdictionNameTaken(
  db: Db,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db.select({ id: jurisdictions.id }).from(jurisdictions)
    .where(sql`lower(${jurisdictions.name}) = lower(${name})`);
  return rows.some((r) => r.id !== exceptId);
}

/** The fields of a jurisdiction that Source Management writes. */
export interface JurisdictionFields {
  name: string;
  description?: string | null;
  syncFrequency?: number;
  isActive?: boolean;
}

/** Creates a jurisdiction; answers its id. A duplicate name throws a unique violation. */
export async function createJurisdiction(
  db: Db,
  fields: JurisdictionFields,
  now: Date,
): Promise<number> {
  const [row] = await db.insert(jurisdictions)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning({ id: jurisdictions.id });
  return row!.id;
}

/** Updates a jurisdiction; false when it does not exist. */
export async function updateJurisdiction(
  db: Db,
  id: number,
  fields: JurisdictionFields & { now: Date },
): Promise<boolean> {
  const { now, ...values } = fields;
  const rows = await db.update(jurisdictions).set({ ...values, updatedAt: now })
    .where(eq(jurisdictions.id, id)).returning({ id: jurisdictions.id });
  return rows.length > 0;
}

/** Deletes a jurisdiction and (by cascade) its sources; false when it does not exist. */
export async function deleteJurisdiction(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(jurisdictions).where(eq(jurisdictions.id, id))
    .returning({ id: jurisdictions.id });
  return rows.length > 0;
}
