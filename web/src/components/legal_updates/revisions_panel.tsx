/**
 * An update's revisions (issue 16), as the detail page and the portal's detail dialog show them:
 * the list of its texts (title, when seen), then the redline of the last two. Nothing at all for
 * an update never revised.
 */
import type { ReactNode } from "react";
import { useRevisions } from "@/lib/queries/revisions.ts";
import { Redline } from "./redline.tsx";
import { REVISIONS_TEXT } from "./revisions_text.ts";

/** The revisions of update `id`, under a heading made by `heading` (its level is the caller's). */
export function RevisionsPanel(
  { updateId, heading }: { updateId: number; heading: (text: string, id: string) => ReactNode },
) {
  const { data, error } = useRevisions(updateId);
  if (error) return <p className="text-sm text-destructive">{REVISIONS_TEXT.loadFailed}</p>;
  if (!data || data.revisions.length === 0) return null;
  const headingId = `revisions-${updateId}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2" data-testid="revisions">
      {heading(REVISIONS_TEXT.heading, headingId)}
      <p className="text-sm text-muted-foreground">{REVISIONS_TEXT.intro}</p>
      <ol aria-label={REVISIONS_TEXT.listLabel} className="grid gap-1 text-sm">
        {data.revisions.map((revision, i) => (
          <li key={revision.id} data-testid="revision">
            <span className="font-medium">
              {i === 0 ? REVISIONS_TEXT.original : REVISIONS_TEXT.revision(i)}:
            </span>{" "}
            {revision.title}{" "}
            <span className="text-muted-foreground">
              (<time dateTime={revision.seenAt}>{REVISIONS_TEXT.seen(revision.seenAt)}</time>)
            </span>
          </li>
        ))}
      </ol>
      {data.diff.length > 0 && (
        <figure className="grid gap-2 rounded-md border border-border p-4">
          <figcaption className="text-xs font-medium text-muted-foreground">
            {REVISIONS_TEXT.redlineLabel}
          </figcaption>
          <Redline diff={data.diff} />
        </figure>
      )}
    </section>
  );
}
