/**
 * The schema a backup's rows fit is the one its database had: the migrations up to the backup's
 * last one. A restore migrates the new database that far (this module gives drizzle a folder
 * holding only those) and the server's next start applies the rest, to the rows as well.
 */
import { join } from "node:path";
import { z } from "zod";
import { MIGRATIONS_FOLDER } from "../client.ts";

const Journal = z.object({
  entries: z.array(z.object({ when: z.number(), tag: z.string() }).loose()),
}).loose();

/** A backup made after this checkout's latest migration (by a newer LegalWatch). */
export class NewerBackupError extends Error {}

/**
 * Makes a temporary migrations folder with the migrations made at or before `createdAt`
 * (drizzle's `created_at`, the journal's `when`); answers it and a remover.
 */
export async function migrationsUpTo(
  createdAt: number,
): Promise<{ folder: string; remove(): Promise<void> }> {
  const journalText = await Deno.readTextFile(join(MIGRATIONS_FOLDER, "meta/_journal.json"));
  const journal = Journal.parse(JSON.parse(journalText));
  const latest = Math.max(...journal.entries.map((entry) => entry.when));
  if (createdAt > latest) {
    throw new NewerBackupError(
      "this backup was made by a newer version of LegalWatch: update LegalWatch, then restore",
    );
  }
  const entries = journal.entries.filter((entry) => entry.when <= createdAt);
  const folder = await Deno.makeTempDir({ prefix: "legalwatch-restore-migrations-" });
  await Deno.mkdir(join(folder, "meta"));
  await Deno.writeTextFile(
    join(folder, "meta/_journal.json"),
    JSON.stringify({ ...journal, entries }),
  );
  for (const { tag } of entries) {
    await Deno.copyFile(join(MIGRATIONS_FOLDER, `${tag}.sql`), join(folder, `${tag}.sql`));
  }
  return { folder, remove: () => Deno.remove(folder, { recursive: true }) };
}
