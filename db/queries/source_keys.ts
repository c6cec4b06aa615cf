/**
 * The SQL of a source's API key (issue 30) and its paging cursor: writing the encrypted key with
 * its audit row (who set, replaced or cleared it, never the key), and storing the cursor a page
 * of a change API left (workers/feeds/sync_paged.ts).
 */
import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import type { SourceKeyAction } from "../../domain/sources.ts";
import { rssSources, sourceKeyChanges } from "../schema.ts";

/** One change of a source's key: the new encrypted key (null clears it) and who made it. */
export interface SourceKeyWrite {
  sourceId: number;
  /** The key as db/secrets/secret_box.ts stored it; null when cleared. */
  encrypted: string | null;
  action: SourceKeyAction;
  actorId: string | null;
  now: Date;
}

/** Writes a source's key and its audit row together. */
export async function writeSourceKey(db: Db, change: SourceKeyWrite): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(rssSources).set({ apiKeyEncrypted: change.encrypted })
      .where(eq(rssSources.id, change.sourceId));
    await tx.insert(sourceKeyChanges).values({
      sourceId: change.sourceId,
      actorId: change.actorId,
      action: change.action,
      changedAt: change.now,
    });
  });
}

/** Stores where the next read of a source's change API starts. */
export async function storeReadCursor(db: Db, sourceId: number, cursor: string): Promise<void> {
  await db.update(rssSources).set({ readCursor: cursor }).where(eq(rssSources.id, sourceId));
}
