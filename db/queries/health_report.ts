/**
 * The admins' daily health email (issue 14): which active sources turned failing or silent
 * since the last email, and the record of what was reported (rss_sources.reported_health), so
 * that each source is reported once when it turns and again only after it has recovered.
 */
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import type { SourceHealth } from "../../domain/sources.ts";
import { ADMIN_ROLES } from "../../domain/roles.ts";
import { jurisdictions, rssSources, users } from "../schema.ts";
import { sourceHealthById } from "./source_health.ts";

/** The states the email reports. */
export type ReportedHealth = Extract<SourceHealth, "failing" | "silent">;

const reported = (health: SourceHealth): health is ReportedHealth =>
  health === "failing" || health === "silent";

/** A source that turned failing or silent, with what explains it. */
export interface HealthTurn {
  sourceId: number;
  name: string;
  url: string;
  jurisdiction: string;
  health: ReportedHealth;
  consecutiveErrors: number;
  /** Why the last sync failed: a FetchProblem code (domain/fetch_problem.ts). */
  lastSyncProblem: string | null;
  lastNewItemAt: Date | null;
  allowedSilenceMs: number | null;
}

/** What changed since the last email. */
export interface HealthChanges {
  /** Failing or silent now, and not reported in this state yet (failing first, then by name). */
  turned: HealthTurn[];
  /** Reported before and healthy (or never synced) now: their record is cleared. */
  recovered: number[];
}

/** The changes at `now`, over the active sources of active jurisdictions. */
export async function healthChangesSinceLastReport(db: Db, now: Date): Promise<HealthChanges> {
  const sources = await db.select({
    id: rssSources.id,
    name: rssSources.name,
    url: rssSources.url,
    jurisdiction: jurisdictions.name,
    lastSyncProblem: rssSources.lastSyncProblem,
    reportedHealth: rssSources.reportedHealth,
  }).from(rssSources)
    .innerJoin(jurisdictions, eq(jurisdictions.id, rssSources.jurisdictionId))
    .where(and(eq(rssSources.isActive, true), eq(jurisdictions.isActive, true)));
  const health = await sourceHealthById(db, now);
  const changes: HealthChanges = { turned: [], recovered: [] };
  for (const source of sources) {
    const row = health.get(source.id);
    if (!row) continue; // deleted between the two statements
    if (reported(row.health)) {
      if (source.reportedHealth === row.health) continue;
      changes.turned.push({
        sourceId: source.id,
        name: source.name,
        url: source.url,
        jurisdiction: source.jurisdiction,
        health: row.health,
        consecutiveErrors: row.consecutiveErrors,
        lastSyncProblem: source.lastSyncProblem,
        lastNewItemAt: row.lastNewItemAt,
        allowedSilenceMs: row.allowedSilenceMs,
      });
    } else if (source.reportedHealth !== null) {
      changes.recovered.push(source.id);
    }
  }
  const rank = (t: HealthTurn) => (t.health === "failing" ? 0 : 1);
  changes.turned.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
  return changes;
}

/** Records that the email reported `changes.turned` and clears the recovered sources. */
export async function recordHealthReported(db: Db, changes: HealthChanges): Promise<void> {
  await db.transaction(async (tx) => {
    for (const health of ["failing", "silent"] as const) {
      const ids = changes.turned.filter((t) => t.health === health).map((t) => t.sourceId);
      if (ids.length === 0) continue;
      await tx.update(rssSources).set({ reportedHealth: health }).where(
        inArray(rssSources.id, ids),
      );
    }
    if (changes.recovered.length > 0) {
      await tx.update(rssSources).set({ reportedHealth: null })
        .where(
          and(inArray(rssSources.id, changes.recovered), isNotNull(rssSources.reportedHealth)),
        );
    }
  });
}

/** The addresses of the active admins and superadmins: the email's recipients. */
export async function adminRecipients(db: Db): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users)
    .where(and(inArray(users.role, [...ADMIN_ROLES]), eq(users.isActive, true)))
    .orderBy(sql`lower(${users.email})`);
  return rows.map((r) => r.email);
}
