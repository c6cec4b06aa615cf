/**
 * What a start does before serving: migrate, rebuild the alerts' stored match words made by an
 * older word rule (ADR 0095), seed an empty database, make the first superadmin when there is no
 * account at all, and start the obligations backfill (ADR 0104) and the features backfill of
 * reports stored before grouping (issue 27, ADR 0141).
 */
import type { Database } from "../db/client.ts";
import { rebuildStaleMatchWords } from "../db/queries/alert_rule.ts";
import { countUsers } from "../db/queries/users.ts";
import { seedDatabase } from "../db/seed/seed.ts";
import { backfillObligations } from "../workers/ai/obligations_backfill.ts";
import { backfillFeatures } from "../workers/dedup/features_backfill.ts";
import { createAccount } from "./accounts/create_account.ts";
import { generateTemporaryPassword } from "./auth/random.ts";
import type { Settings } from "../workers/settings.ts";

export const DEFAULT_ADMIN_EMAIL = "admin@legalwatch.local";

export interface BootstrapReport {
  /** The superadmin made by this start, with the password when it was generated. */
  createdAdmin: { email: string; generatedPassword: string | null } | null;
  seeded: { jurisdictions: number; sources: number; updates: number };
  /**
   * The obligations backfill, still running when the start had older rows to fill (it never
   * rejects: a failure is logged and the next start resumes); answers how many it filled.
   */
  obligationsBackfill: Promise<number>;
  /** The features backfill (issue 27), likewise: answers how many reports it filled. */
  featuresBackfill: Promise<number>;
}

/** Prepares the database for serving; `signal` stops the obligations backfill (shutdown). */
export async function bootstrap(
  database: Database,
  { database: settings, security }: Pick<Settings, "database" | "security">,
  now: Date,
  options: { signal?: AbortSignal } = {},
): Promise<BootstrapReport> {
  await database.migrate();
  // Before any worker matches: stale words would silently miss updates.
  await rebuildStaleMatchWords(database.db);
  const seeded = await seedDatabase(database.db, { now, demo: settings.seedDemo });
  const obligationsBackfill = backfillObligations(database.db, options).catch((error) => {
    console.error("obligations/backfill: failed, the next start resumes:", error);
    return 0;
  });
  const featuresBackfill = backfillFeatures(database.db, options).catch((error) => {
    console.error("dedup/backfill: failed, the next start resumes:", error);
    return 0;
  });
  // Demo updates were just stored on an empty table: they are all there is to fill (about 200,
  // under a second), and the demo must show its duties from its first page on.
  if (seeded.updates > 0) await obligationsBackfill;
  let createdAdmin: BootstrapReport["createdAdmin"] = null;
  if (await countUsers(database.db) === 0) {
    const email = settings.adminEmail ?? DEFAULT_ADMIN_EMAIL;
    const generatedPassword = settings.adminPassword ? null : generateTemporaryPassword();
    await createAccount(
      database.db,
      {
        email,
        password: settings.adminPassword ?? generatedPassword!,
        role: "superadmin",
        firstName: "Admin",
      },
      now,
      security.passwordHashing,
    );
    createdAdmin = { email, generatedPassword };
  }
  return { createdAdmin, seeded, obligationsBackfill, featuresBackfill };
}
