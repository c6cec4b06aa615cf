/**
 * The revisions answer of one update: its revisions, oldest first, and the word-level redline of
 * the last two (title and content, domain/revisions.ts revisionText).
 *
 * A redline never changes once both revisions exist, and the worst one costs 25 ms of CPU on a
 * quiet machine, more under load (scripts/bench/redline_bench.ts): the last REDLINES_KEPT are
 * kept by their revision ids, so asking again for a hostile feed's page costs a lookup.
 */
import type { Db } from "../../db/client.ts";
import { revisionsOf } from "../../db/queries/revision_history.ts";
import { type DiffPart, revisionText } from "../../domain/revisions.ts";
import { wordDiff } from "../../workers/revisions/word_diff.ts";
import type { RevisionsResponse } from "../schemas/revisions.ts";

/** Redlines kept in memory (each at most about twice a revision's 20,000 characters). */
export const REDLINES_KEPT = 64;

/** Redlines by "older id:newer id", least recently used first. */
const redlines = new Map<string, DiffPart[]>();

function redlineOf(
  before: { id: number; title: string; content: string },
  latest: { id: number; title: string; content: string },
): DiffPart[] {
  const key = `${before.id}:${latest.id}`;
  const kept = redlines.get(key);
  if (kept) {
    redlines.delete(key); // re-inserted below as the most recently used
    redlines.set(key, kept);
    return kept;
  }
  const diff = wordDiff(revisionText(before), revisionText(latest));
  redlines.set(key, diff);
  if (redlines.size > REDLINES_KEPT) redlines.delete(redlines.keys().next().value!);
  return diff;
}

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
    diff: latest && before ? redlineOf(before, latest) : [],
  };
}
