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

/**
 * Where a revision stands (issue 23, ADR 0094): `applied` became the update's text
 * at once (an update's original text, and any revision of an update not yet approved); the other
 * four are revisions of an approved update, which wait for an admin: `pending` until one approves
 * or rejects it, `superseded` when a newer text (or the approved one again) came first.
 */
export const REVISION_REVIEWS = [
  "applied",
  "pending",
  "approved",
  "rejected",
  "superseded",
] as const;

/** A revision's review state. */
export type RevisionReview = (typeof REVISION_REVIEWS)[number];

/** The reviews of revisions whose text the update has had in public. */
export const PUBLIC_REVISION_REVIEWS = ["applied", "approved"] as const satisfies RevisionReview[];
