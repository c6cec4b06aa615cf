/**
 * A yes/no confirmation (radix AlertDialog): title, text, Cancel and the confirming action.
 * Focus starts on Cancel; Escape cancels. Opened by the caller (`open`) or by `trigger`.
 */
import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./ui/alert_dialog.tsx";

/** Props of {@link ConfirmDialog}; the texts come from the feature's strings module. */
export interface ConfirmDialogProps {
  /** Controlled open state; leave it and `onOpenChange` out when `trigger` opens the dialog. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog on click. */
  trigger?: ReactNode;
  title: string;
  text: string;
  cancel: string;
  action: string;
  /** Red action button (deleting). */
  destructive?: boolean;
  onConfirm: () => void;
  testId?: string;
}

/** The confirmation; the action closes it after calling `onConfirm`. */
export function ConfirmDialog(
  { open, onOpenChange, trigger, title, text, cancel, action, destructive, onConfirm, testId }:
    ConfirmDialogProps,
) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent data-testid={testId}>
        <AlertDialogHeader>
          <AlertDialogTitle className="break-words">{title}</AlertDialogTitle>
          <AlertDialogDescription>{text}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancel}</AlertDialogCancel>
          <AlertDialogAction variant={destructive ? "destructive" : "default"} onClick={onConfirm}>
            {action}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
