/**
 * What the obligations backfill reads (ADR 0104): analysed updates whose
 * obligations were never extracted, in id order, from the partial index that holds only them.
 */
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../client.ts";
import { legalUpdates } from "../schema.ts";

/** An analysed update without extracted obligations: what the extractor reads of it. */
export interface UnextractedUpdate {
  id: number;
  title: string;
  content: string;
  publishDate: Date;
}

/** The next `limit` such updates with ids above `afterId` (a keyset: one pass visits each once). */
export function unextractedUpdates(
  db: Db,
  options: { afterId: number; limit: number },
): Promise<UnextractedUpdate[]> {
  return db.select({
    id: legalUpdates.id,
    title: legalUpdates.title,
    content: legalUpdates.content,
    publishDate: legalUpdates.publishDate,
  }).from(legalUpdates)
    .where(and(
      gt(legalUpdates.id, options.afterId),
      eq(legalUpdates.analysisState, "done"),
      isNull(legalUpdates.obligationsExtractedAt),
    ))
    .orderBy(asc(legalUpdates.id))
    .limit(options.limit);
}
