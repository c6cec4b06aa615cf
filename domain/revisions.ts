/**
 * Revisions (issue 16, ADR 0081): the vocabulary of a redline, the
 * word-level difference between two texts of an update, as the API answers it, the web draws it
 * and the alerts send it.
 */

/** What a part of a redline is: words kept, added by the newer text, or dropped from the older. */
export const DIFF_OPS = ["equal", "insert", "delete"] as const;

/** One operation of a redline. */
export type DiffOp = (typeof DIFF_OPS)[number];

/** A run of text with one operation (consecutive runs never share one). */
export interface DiffPart {
  op: DiffOp;
  text: string;
}

/** The text a revision compares: the title, a blank line, then the content. */
export function revisionText(revision: { title: string; content: string }): string {
  return revision.content ? `${revision.title}\n\n${revision.content}` : revision.title;
}
