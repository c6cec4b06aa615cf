/**
 * The slot where the favorites screen opens the report dialog: the reports feature's dialog
 * (issue 7). A deliberate cross-feature import: the dialog belongs to the reports feature, the
 * selection it reports on to this screen.
 */
import { ReportDialog, type ReportDialogProps } from "../../reports/components/report_dialog.tsx";

/** Props of the report dialog slot (those of ReportDialog). */
export type ReportDialogSlotProps = ReportDialogProps;

/** The report dialog for the selected favorites. */
export function ReportDialogSlot(props: ReportDialogSlotProps) {
  return <ReportDialog {...props} />;
}
