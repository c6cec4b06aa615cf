/**
 * The detail dialog's "Revision pending" panel (issue 23, ADR 0094): the source
 * changed an approved update's text; the panel shows the new title, when it was seen and the
 * redline from the approved text, and lets the admin approve the revision (readers and alerts get
 * it) or reject it (the approved text stays).
 */
import { Check, X } from "lucide-react";
import { Redline } from "@/components/legal_updates/redline.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { formatDateTime } from "@/lib/dates.ts";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import {
  type RevisionDecision,
  useDecideRevision,
  usePendingRevision,
} from "../api/revision_review.ts";
import { REVISION_REVIEW, TOASTS } from "../strings.ts";

/** The pending revision of update `updateId`, with its two decisions. */
export function PendingRevisionPanel({ updateId }: { updateId: number }) {
  const { data, isLoading, isError } = usePendingRevision(updateId);
  const decide = useDecideRevision();
  if (isLoading) return <Spinner className="size-4" />;
  if (isError) return <p className="text-sm text-destructive">{REVISION_REVIEW.loadFailed}</p>;
  const revision = data?.revision;
  if (!revision) return null;

  async function send(decision: RevisionDecision) {
    try {
      await decide.mutateAsync({ id: updateId, decision });
      toast({
        title: decision === "approve" ? REVISION_REVIEW.approved : REVISION_REVIEW.rejected,
      });
    } catch (error) {
      toastError(TOASTS.error, error, REVISION_REVIEW.failed);
    }
  }

  const headingId = `pending-revision-${updateId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50/60 p-4"
      data-testid="pending-revision"
    >
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {REVISION_REVIEW.heading}
      </h3>
      <p className="text-sm text-slate-700">{REVISION_REVIEW.intro}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="text-slate-600">{REVISION_REVIEW.newTitle}</dt>
        <dd>{revision.title}</dd>
        <dt className="text-slate-600">{REVISION_REVIEW.seen}</dt>
        <dd>
          <time dateTime={revision.seenAt}>{formatDateTime(revision.seenAt)}</time>
        </dd>
      </dl>
      <figure className="grid gap-2 rounded-md border border-border bg-white p-3">
        <figcaption className="text-xs font-medium text-slate-600">
          {REVISION_REVIEW.redlineLabel}
        </figcaption>
        <Redline diff={data.diff} />
      </figure>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={decide.isPending} onClick={() => void send("approve")}>
          <Check aria-hidden="true" />
          {REVISION_REVIEW.approve}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={decide.isPending}
          onClick={() => void send("reject")}
        >
          <X aria-hidden="true" />
          {REVISION_REVIEW.reject}
        </Button>
      </div>
    </section>
  );
}
