/**
 * The global legislative filter terms, stored in global_settings under one key: the seed writes
 * the defaults once, superadmins replace them, the feed sync reads them.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { globalSettings } from "../schema.ts";

/** global_settings key of the legislative filter terms. */
export const LEGISLATIVE_TERMS_KEY = "legislative_terms";

/** The setting's description, as stored beside it. */
export const LEGISLATIVE_TERMS_DESCRIPTION =
  "Legislative filter terms: only RSS items containing one of them (as a whole word) are processed as legislative content.";

/**
 * The global legislative terms, or null when the setting is absent or not an array of strings
 * (the caller then falls back to the defaults).
 */
export async function readLegislativeTerms(db: Db): Promise<string[] | null> {
  const [row] = await db.select({ value: globalSettings.value }).from(globalSettings)
    .where(eq(globalSettings.key, LEGISLATIVE_TERMS_KEY));
  const value = row?.value;
  if (!Array.isArray(value) || !value.every((t) => typeof t === "string")) return null;
  return value;
}

/** Stores the terms, replacing any stored before. */
export async function saveLegislativeTerms(db: Db, terms: string[], now: Date): Promise<void> {
  await db.insert(globalSettings)
    .values({
      key: LEGISLATIVE_TERMS_KEY,
      value: terms,
      description: LEGISLATIVE_TERMS_DESCRIPTION,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: globalSettings.key, set: { value: terms, updatedAt: now } });
}
