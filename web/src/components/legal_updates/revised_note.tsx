/** "Revised {date}" under an update in the listing and the portal (issue 16). */
import { REVISIONS_TEXT } from "./revisions_text.ts";

/** The note, or nothing when the update was never revised. */
export function RevisedNote({ revisedAt }: { revisedAt: string | null }) {
  if (!revisedAt) return null;
  return (
    <span className="block text-xs font-medium text-amber-800" data-testid="revised-note">
      <time dateTime={revisedAt}>{REVISIONS_TEXT.revised(revisedAt)}</time>
    </span>
  );
}
