/**
 * The redline of a revision for its alert messages, computed once per revision and run rather
 * than once per message (issue 23 part 5: 150 webhook alerts of one 480-edit revision took 4.8 s
 * of main-thread CPU). Deliveries are claimed ordered by alert, so one revision's messages are
 * spread over every batch of a run: the cache lives as long as the run, bounded by the
 * characters it holds (the oldest revision is dropped first; ADR 0087).
 */
import type { RevisionPair } from "../../db/queries/revision_history.ts";
import { type DiffPart, revisionText } from "../../domain/revisions.ts";
import { wordDiff } from "../revisions/word_diff.ts";

/** The redline of a revision from the text before it. */
export type Redline = (pair: RevisionPair) => DiffPart[];

/** Characters of redlines one run keeps (about 4 MB; a redline holds at most two texts). */
export const REDLINE_CACHE_CHARS = 2_000_000;

/** The redline of `pair`, computed (empty for an update's first revision: nothing before). */
export const redlineOf: Redline = (pair) =>
  pair.previous ? wordDiff(revisionText(pair.previous), revisionText(pair.current)) : [];

/** A {@link Redline} that computes each revision's once while it holds at most `maxChars`. */
export function redlineCache(maxChars = REDLINE_CACHE_CHARS): Redline {
  const kept = new Map<number, { parts: DiffPart[]; chars: number }>();
  let chars = 0;
  return (pair) => {
    const hit = kept.get(pair.revisionId);
    if (hit) return hit.parts;
    const parts = redlineOf(pair);
    const size = parts.reduce((sum, part) => sum + part.text.length, 0);
    kept.set(pair.revisionId, { parts, chars: size });
    chars += size;
    for (const [id, entry] of kept) {
      if (chars <= maxChars || id === pair.revisionId) break;
      kept.delete(id);
      chars -= entry.chars;
    }
    return parts;
  };
}
