/**
 * "Join with another change" (issue 27): the change of `update` joins the pending change the
 * admin picks. A search box over the pending changes (join_candidates.ts), then a radio group of
 * them: Tab reaches the group, the arrow keys choose, Enter joins. Focus stays in the dialog
 * (radix), Escape cancels. Toasts as the portal's other calls (ADR 0146).
 */
import { type FormEvent, useId, useState } from "react";
import type { AdminUpdate } from "@api/schemas/review.ts";
import { FormDialog, FormDialogFooter } from "@/components/form_dialog.tsx";
import { reportSourceName } from "@/components/legal_updates/also_reported_by_text.ts";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { formatDate } from "@/lib/dates.ts";
import { serverMessage } from "@/lib/http_error.ts";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { useAdminUpdates } from "../api/admin_updates.ts";
import { useJoinChanges } from "../api/change_reports.ts";
import { CHANGE_REPORTS, TOASTS } from "../strings.ts";
import { joinCandidates } from "./join_candidates.ts";
import { sourceName } from "./update_row.tsx";

function JoinForm({ update, onDone }: { update: AdminUpdate; onDone: () => void }) {
  const [search, setSearch] = useState("");
  const [intoId, setIntoId] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const pending = useAdminUpdates("pending");
  const join = useJoinChanges();
  const searchId = useId();
  const { shown, matching } = joinCandidates(pending.data?.updates ?? [], update, { search });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (intoId === null) return setError(CHANGE_REPORTS.joinPick);
    try {
      await join.mutateAsync({ id: update.id, intoId });
      toast({ title: CHANGE_REPORTS.joinDone });
      onDone();
    } catch (failure) {
      setError(serverMessage(failure, CHANGE_REPORTS.joinFailed));
      toastError(TOASTS.error, failure, CHANGE_REPORTS.joinFailed);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-4">
      <div className="grid gap-2">
        <Label htmlFor={searchId}>{CHANGE_REPORTS.joinSearch}</Label>
        <Input
          id={searchId}
          type="search"
          value={search}
          placeholder={CHANGE_REPORTS.joinSearchPlaceholder}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-2 text-sm font-medium">{CHANGE_REPORTS.joinChoices}</legend>
        {pending.isLoading
          ? <p className="text-sm text-muted-foreground">…</p>
          : shown.length === 0
          ? <p className="text-sm text-muted-foreground">{CHANGE_REPORTS.joinNone}</p>
          : (
            <ul className="grid max-h-72 gap-1 overflow-y-auto rounded-md border border-border p-1">
              {shown.map((change) => (
                <li key={change.id}>
                  <label className="flex cursor-pointer items-start gap-2 rounded p-2 text-sm hover:bg-muted has-[:checked]:bg-blue-50">
                    <input
                      type="radio"
                      name="join-into"
                      value={change.id}
                      checked={intoId === change.id}
                      onChange={() => setIntoId(change.id)}
                      className="mt-1 size-4 shrink-0 accent-[var(--color-primary)]"
                    />
                    <span className="grid min-w-0 gap-0.5">
                      <span className="font-medium [overflow-wrap:anywhere]">{change.title}</span>
                      <span className="text-xs text-muted-foreground">
                        {[
                          sourceName(change),
                          formatDate(change.publishDate),
                          ...(change.alsoReportedBy.length > 0
                            ? [CHANGE_REPORTS.joinReports(change.alsoReportedBy.length + 1)]
                            : []),
                          ...change.alsoReportedBy.map(reportSourceName),
                        ].join(" · ")}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        {matching > shown.length && (
          <p className="text-xs text-muted-foreground">
            {CHANGE_REPORTS.joinMore(shown.length, matching)}
          </p>
        )}
      </fieldset>
      <FormDialogFooter
        busy={join.isPending}
        cancel={CHANGE_REPORTS.cancel}
        submit={CHANGE_REPORTS.joinAction}
        submitting={CHANGE_REPORTS.joining}
        onCancel={onDone}
        error={error}
      />
    </form>
  );
}

/** The dialog, open while `update` is set. */
export function JoinDialog(
  { update, onOpenChange }: {
    update: AdminUpdate | null;
    onOpenChange: (open: boolean) => void;
  },
) {
  return (
    <FormDialog
      open={update !== null}
      onOpenChange={onOpenChange}
      title={CHANGE_REPORTS.joinTitle}
      description={update ? CHANGE_REPORTS.joinText(update.title) : ""}
      className="max-w-xl"
    >
      {update && <JoinForm update={update} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}
