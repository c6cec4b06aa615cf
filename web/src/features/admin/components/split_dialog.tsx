/**
 * The confirmation of Split (issue 27): the report leaves its change and becomes an update of its
 * own, pending review. Focus starts on Cancel (ConfirmDialog); the answer is a toast like the
 * portal's other calls (ADR 0146).
 */
import { ConfirmDialog } from "@/components/confirm_dialog.tsx";
import {
  type OtherReport,
  reportSourceName,
} from "@/components/legal_updates/also_reported_by_text.ts";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { useSplitReport } from "../api/change_reports.ts";
import { CHANGE_REPORTS, TOASTS } from "../strings.ts";

/** The dialog, open while `report` is set. */
export function SplitDialog(
  { report, onOpenChange }: {
    report: OtherReport | null;
    onOpenChange: (open: boolean) => void;
  },
) {
  const split = useSplitReport();
  const name = report ? reportSourceName(report) : "";
  async function onConfirm() {
    if (!report) return;
    try {
      await split.mutateAsync(report.id);
      toast({ title: CHANGE_REPORTS.splitDone });
    } catch (error) {
      toastError(TOASTS.error, error, CHANGE_REPORTS.splitFailed);
    }
  }
  return (
    <ConfirmDialog
      open={report !== null}
      onOpenChange={onOpenChange}
      title={CHANGE_REPORTS.splitTitle}
      text={report ? CHANGE_REPORTS.splitText(name, report.title) : ""}
      cancel={CHANGE_REPORTS.cancel}
      action={CHANGE_REPORTS.splitAction}
      onConfirm={() => void onConfirm()}
      testId="split-dialog"
    />
  );
}
