/**
 * The detail dialog's Status History (beyond the spec's review information): each status change
 * or revision decision, split or join of changes (issue 27), who made it and when, and a
 * rejection's reason (issue 25).
 */
import type { HistoryEntry } from "@api/schemas/review.ts";
import { Spinner } from "@/components/ui/spinner.tsx";
import { formatDateTime } from "@/lib/dates.ts";
import { fullName } from "@/lib/user_names.ts";
import { useUpdateHistory } from "../api/update_history.ts";
import { CHANGE_REPORTS, DETAIL, STATUS_LABELS } from "../strings.ts";

/** What an entry of the history says happened. */
function historyText(entry: HistoryEntry): string {
  if (entry.kind === "revision_approved") return DETAIL.revisionApproved;
  if (entry.kind === "revision_rejected") return DETAIL.revisionRejected;
  if (entry.kind === "split") return CHANGE_REPORTS.historySplit;
  if (entry.kind === "join") return CHANGE_REPORTS.historyJoin;
  return DETAIL.historyEntry(STATUS_LABELS[entry.fromStatus], STATUS_LABELS[entry.toStatus]);
}

/** The status history of update `id`, oldest first, with each rejection's reason. */
export function StatusHistory({ id }: { id: number }) {
  const { data, isLoading, isError } = useUpdateHistory(id, true);
  if (isLoading) return <Spinner className="size-4" />;
  if (isError) return <p className="text-sm text-destructive">{DETAIL.historyFailed}</p>;
  const history = data?.history ?? [];
  if (history.length === 0) {
    return <p className="text-sm text-muted-foreground">{DETAIL.noHistory}</p>;
  }
  return (
    <ol className="grid gap-1 text-sm" data-testid="status-history">
      {history.map((entry, i) => (
        <li key={i}>
          <span className="font-medium">{historyText(entry)}</span>{" "}
          <span className="text-muted-foreground">
            by {fullName(entry.actor) ?? DETAIL.unknownActor}, {formatDateTime(entry.changedAt)}
          </span>
          {entry.reason && (
            <p className="break-words pl-3 text-slate-700">{DETAIL.historyReason(entry.reason)}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
