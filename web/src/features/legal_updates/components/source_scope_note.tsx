/**
 * The line above the table that says when the user's source preference narrows the listing
 * ('Showing updates from 1 of 49 sources · Show all'), and, once lifted for this view, how to
 * put it back (issue 25 item 4, ADR 0108). Nothing when neither applies.
 */
import type { SourcePreferenceScope } from "@api/schemas/legal_updates.ts";
import { SOURCE_NOTE } from "../strings.ts";

/** Props of {@link SourceScopeNote}. */
export interface SourceScopeNoteProps {
  /** How far the preference narrowed the rows; undefined when it did not. */
  scope: SourcePreferenceScope | undefined;
  /** The view leaves the preference out ('Show all' was chosen). */
  allSources: boolean;
  onAllSources: (allSources: boolean) => void;
}

/** The source-preference note, or nothing. */
export function SourceScopeNote({ scope, allSources, onAllSources }: SourceScopeNoteProps) {
  if (!allSources && !scope) return null;
  const [text, action] = allSources
    ? [SOURCE_NOTE.all, SOURCE_NOTE.onlyMine]
    : [SOURCE_NOTE.narrowed(scope!.kept, scope!.of), SOURCE_NOTE.showAll];
  return (
    <p className="mb-3 text-sm text-muted-foreground" data-testid="source-scope">
      {text}
      <span aria-hidden="true">·</span>
      <button
        type="button"
        className="font-medium text-primary underline-offset-2 hover:underline focus-visible:underline"
        onClick={() => onAllSources(!allSources)}
      >
        {action}
      </button>
    </p>
  );
}
