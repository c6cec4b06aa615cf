/**
 * Imports sources from an address book (OPML, issue 14) in one transaction: a source whose
 * normalised URL (domain/link_key.ts) is already a source's, or earlier in the same import, is
 * skipped; a jurisdiction is found by name ignoring case, or created when a source goes into it
 * (or when the import names it as an empty group). Either everything is written or nothing.
 */
import type { Db } from "../client.ts";
import { normaliseUrl } from "../../domain/link_key.ts";
import { jurisdictions, rssSources } from "../schema.ts";
import type { SourceFields } from "./sources.ts";

/** A source to import, with the name of its jurisdiction. */
export type ImportedSource = Omit<SourceFields, "jurisdictionId"> & { group: string };

/** What the import did. */
export interface ImportResult<S extends ImportedSource = ImportedSource> {
  created: number;
  /** The sources it created, as given (the others were already present). */
  createdSources: S[];
  skipped: number;
  /** The jurisdictions it created, by name as written. */
  createdJurisdictions: string[];
}

const INSERT_CHUNK = 1000;

function urlKey(url: string): string {
  try {
    return normaliseUrl(url);
  } catch {
    return url.trim(); // a stored URL the parser refuses still blocks an identical one
  }
}

/** Imports the sources (and the empty groups as jurisdictions) at `now`. */
export function importSources<S extends ImportedSource>(
  db: Db,
  input: { sources: readonly S[]; emptyGroups: readonly string[] },
  now: Date,
): Promise<ImportResult<S>> {
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: jurisdictions.id, name: jurisdictions.name })
      .from(jurisdictions);
    const known = new Map(existing.map((j) => [j.name.toLowerCase(), j.id]));
    const taken = new Set(
      (await tx.select({ url: rssSources.url }).from(rssSources)).map((s) => urlKey(s.url)),
    );
    const fresh = input.sources.filter((source) => {
      const key = urlKey(source.url);
      if (taken.has(key)) return false;
      taken.add(key);
      return true;
    });

    // The missing jurisdictions, each once (the first spelling wins), in one statement.
    const missing = new Map<string, string>();
    for (const name of [...fresh.map((s) => s.group), ...input.emptyGroups]) {
      const key = name.toLowerCase();
      if (!known.has(key) && !missing.has(key)) missing.set(key, name);
    }
    if (missing.size > 0) {
      const rows = await tx.insert(jurisdictions)
        .values([...missing.values()].map((name) => ({ name, createdAt: now, updatedAt: now })))
        .returning({ id: jurisdictions.id, name: jurisdictions.name });
      for (const row of rows) known.set(row.name.toLowerCase(), row.id);
    }
    // In chunks: a statement carries at most 65535 parameters, and a 1 MiB file ~15 000 sources.
    for (let i = 0; i < fresh.length; i += INSERT_CHUNK) {
      await tx.insert(rssSources).values(
        fresh.slice(i, i + INSERT_CHUNK).map(({ group, ...fields }) => ({
          ...fields,
          jurisdictionId: known.get(group.toLowerCase())!,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    return {
      created: fresh.length,
      createdSources: fresh,
      skipped: input.sources.length - fresh.length,
      createdJurisdictions: [...missing.values()],
    };
  });
}
