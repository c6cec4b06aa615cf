/** A delete confirmation (radix AlertDialog): focus starts on Cancel, Escape cancels. */
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../../components/ui/alert_dialog.tsx";
import { CONFIRM } from "../strings.ts";

/** What is being confirmed (null: closed). */
export interface Confirmation {
  title: string;
  text: string;
  onConfirm: () => void;
}

/** The confirmation dialog of `confirmation`. */
export function ConfirmDialog(
  { confirmation, onClose }: { confirmation: Confirmation | null; onClose: () => void },
) {
  return (
    <AlertDialog open={confirmation !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{confirmation?.title}</AlertDialogTitle>
          <AlertDialogDescription>{confirmation?.text}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{CONFIRM.cancel}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => confirmation?.onConfirm()}>
            {CONFIRM.delete}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
