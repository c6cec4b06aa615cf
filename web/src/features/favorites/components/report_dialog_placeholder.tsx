/**
 * The slot where the favorites screen opens the report dialog. The report dialog belongs to the
 * reports work (issue 7): it replaces this placeholder with the real dialog, keeping the props
 * (they match its ReportDialog: open, onOpenChange, legalUpdateIds, onGenerated).
 */
import { Button } from "../../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog.tsx";

/** Props of the report dialog slot. */
export interface ReportDialogSlotProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The selected legal updates. */
  legalUpdateIds: readonly number[];
  /** Called after a report was downloaded (the screen then clears its selection). */
  onGenerated?: (fileName: string) => void;
}

/** A placeholder dialog until the report dialog is plugged in here. */
export function ReportDialogSlot({ open, onOpenChange, legalUpdateIds }: ReportDialogSlotProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="report-dialog">
        <DialogHeader>
          <DialogTitle>Generate AI Impact Report</DialogTitle>
          <DialogDescription>
            {legalUpdateIds.length} legal {legalUpdateIds.length === 1 ? "update" : "updates"}{" "}
            selected.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>Cancel</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
