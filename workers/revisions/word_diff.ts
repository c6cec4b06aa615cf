/**
 * The word-level redline of two texts, by jsdiff's diffWords (Myers' algorithm over words and the
 * spaces between them). The work grows with the texts times the edits between them: past
 * MAX_EDITS (25 ms of work here on a quiet machine) the redline gives up on alignment and answers the whole
 * older text deleted and the newer inserted, so that two unrelated 20,000-character texts cannot
 * hold a request.
 */
import { diffWords } from "diff";
import type { DiffOp, DiffPart } from "../../domain/revisions.ts";

/** Most word edits aligned; beyond, the texts are shown as replaced whole. */
export const MAX_EDITS = 500;

/** The redline from `before` to `after`: runs of equal, inserted and deleted text, in order. */
export function wordDiff(before: string, after: string): DiffPart[] {
  const changes = diffWords(before, after, { maxEditLength: MAX_EDITS });
  const parts: DiffPart[] = [];
  const push = (op: DiffOp, text: string) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last?.op === op) last.text += text;
    else parts.push({ op, text });
  };
  if (!changes) {
    push("delete", before);
    push("insert", after);
    return parts;
  }
  for (const change of changes) {
    push(change.added ? "insert" : change.removed ? "delete" : "equal", change.value);
  }
  return parts;
}

/** Only the changed words of a redline, each run trimmed: what a short message names. */
export function changedWords(parts: readonly DiffPart[]): DiffPart[] {
  return parts.flatMap((part) => {
    const text = part.text.replace(/\s+/g, " ").trim();
    return part.op === "equal" || !text ? [] : [{ op: part.op, text }];
  });
}
