/**
 * The revisions answer of one update: its revisions, oldest first, and the word-level redline of
 * the last two (title and content, domain/revisions.ts revisionText).
 */
import type { Db } from "../../db/client.ts";
import { revisionsOf } from "../../db/queries/revision_history.ts";
import { revisionText } from "../../domain/revisions.ts";
import { wordDiff } from "../../workers/revisions/word_diff.ts";
import type { RevisionsResponse } from "../schemas/revisions.ts";

/** The answer of GET /api/legal-updates/{id}/revisions for an update the caller may see. */
export async function revisionsAnswer(db: Db, updateId: number): Promise<RevisionsResponse> {
  const revisions = await revisionsOf(db, updateId);
  const latest = revisions.at(-1);
  const before = revisions.at(-2);
  return {
    revisions: revisions.map(({ id, title, seenAt }) => ({
      id,
      title,
      seenAt: seenAt.toISOString(),
    })),
    diff: latest && before ? wordDiff(revisionText(before), revisionText(latest)) : [],
  };
}
