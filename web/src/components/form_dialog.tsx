/**
 * The frame of a dialog that holds one form: title and description over the form, and the
 * form's Cancel / submit row ('Saving...' while the request runs) under its form-level message.
 */
import type { ReactNode } from "react";
import { Button } from "./ui/button.tsx";
import { FormError } from "./ui/field_error.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useDialogBusy,
} from "./ui/dialog.tsx";

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Extra classes of the panel (a wider `max-w-*`). */
  className?: string;
  /** The form; render it only while open so that it starts afresh each time. */
  children: ReactNode;
}

/** A modal with the form's title and description above it. */
export function FormDialog(
  { open, onOpenChange, title, description, className, children }: FormDialogProps,
) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** Props of {@link FormDialogFooter}. */
export interface FormDialogFooterProps {
  /** True while the request runs: both buttons are disabled and the dialog stays open. */
  busy: boolean;
  cancel: string;
  submit: string;
  /** The submit button's text while busy. */
  submitting: string;
  onCancel: () => void;
  /** The form-level message (lib/forms.ts formError): said above the buttons, inside the dialog. */
  error?: string;
  /**
   * False while submitting could do nothing yet (an edit with no change): the submit button is
   * disabled until it is true. Default true (ADR 0123).
   */
  ready?: boolean;
}

/** Cancel and the submit button, at the end of the form; the dialog cannot close while busy. */
export function FormDialogFooter(
  { busy, cancel, submit, submitting, onCancel, error, ready = true }: FormDialogFooterProps,
) {
  useDialogBusy(busy);
  return (
    <>
      <FormError message={error} />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={busy}>{cancel}</Button>
        <Button type="submit" disabled={busy || !ready}>{busy ? submitting : submit}</Button>
      </DialogFooter>
    </>
  );
}
