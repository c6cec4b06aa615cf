/**
 * One demo update revised at its source, so that the demo shows "Revised {date}" and a redline
 * (issue 16): the newest approved update of a feed, as its feed would have corrected it a day
 * after it first came: one duty made stricter and a sentence added. Both texts are stored as a
 * sync would store them (db/queries/revisions.ts); its summary still holds, so it keeps it.
 */
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../client.ts";
import { contentHash } from "../queries/revisions.ts";
import { legalUpdateRevisions, legalUpdates } from "../schema.ts";

const DAY = 86_400_000;

/** The sentence the correction adds. */
export const DEMO_CORRECTION = "A list of frequently asked questions was added to the notice.";

/** The corrected text of a demo update: its first "should" made "must", and DEMO_CORRECTION. */
export function correctedDemoText(content: string): string {
  return `${content.replace(/\bshould\b/, "must")} ${DEMO_CORRECTION}`;
}

/** Revises the newest approved feed update; answers its id, or null when there is none. */
export async function seedDemoRevision(db: Db, now: Date): Promise<number | null> {
  const [update] = await db.select({
    id: legalUpdates.id,
    title: legalUpdates.title,
    content: legalUpdates.content,
    createdAt: legalUpdates.createdAt,
  }).from(legalUpdates)
    .where(and(eq(legalUpdates.status, "approved"), isNotNull(legalUpdates.rssSourceId)))
    .orderBy(desc(legalUpdates.publishDate), desc(legalUpdates.id))
    .limit(1);
  if (!update) return null;
  const original = { title: update.title, content: update.content };
  const revised = { title: update.title, content: correctedDemoText(update.content) };
  const revisedAt = new Date(Math.min(now.getTime(), update.createdAt.getTime() + DAY));
  await db.insert(legalUpdateRevisions).values([
    {
      legalUpdateId: update.id,
      ...original,
      contentHash: contentHash(original),
      seenAt: update.createdAt,
    },
    { legalUpdateId: update.id, ...revised, contentHash: contentHash(revised), seenAt: revisedAt },
  ]);
  await db.update(legalUpdates)
    .set({ content: revised.content, contentHash: contentHash(revised), revisedAt })
    .where(eq(legalUpdates.id, update.id));
  return update.id;
}
