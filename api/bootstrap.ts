/**
 * What a start does before serving: migrate, rebuild the alerts' stored match words made by an
 * older word rule (ADR 0095), seed an empty database, and make the first
 * superadmin when there is no account at all.
 */
import type { Database } from "../db/client.ts";
import { rebuildStaleMatchWords } from "../db/queries/alert_rule.ts";
import { countUsers } from "../db/queries/users.ts";
import { seedDatabase } from "../db/seed/seed.ts";
import { createAccount } from "./accounts/create_account.ts";
import { generateTemporaryPassword } from "./auth/random.ts";
import type { Settings } from "../workers/settings.ts";

export const DEFAULT_ADMIN_EMAIL = "admin@legalwatch.local";

export interface BootstrapReport {
  /** The superadmin made by this start, with the password when it was generated. */
  createdAdmin: { email: string; generatedPassword: string | null } | null;
  seeded: { jurisdictions: number; sources: number; updates: number };
}

export async function bootstrap(
  database: Database,
  settings: Settings["database"],
  now: Date,
): Promise<BootstrapReport> {
  await database.migrate();
  // Before any worker matches: stale words would silently miss updates.
  await rebuildStaleMatchWords(database.db);
  const seeded = await seedDatabase(database.db, { now, demo: settings.seedDemo });
  let createdAdmin: BootstrapReport["createdAdmin"] = null;
  if (await countUsers(database.db) === 0) {
    const email = settings.adminEmail ?? DEFAULT_ADMIN_EMAIL;
    const generatedPassword = settings.adminPassword ? null : generateTemporaryPassword();
    await createAccount(database.db, {
      email,
      password: settings.adminPassword ?? generatedPassword!,
      role: "superadmin",
      firstName: "Admin",
    }, now);
    createdAdmin = { email, generatedPassword };
  }
  return { createdAdmin, seeded };
}
