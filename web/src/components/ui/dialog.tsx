/** Modal dialog (radix Dialog) with the kit's overlay, panel and close button. */
import type { ComponentProps } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "../../lib/cn.ts";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** The dim backdrop behind a dialog or alert dialog. */
export const OVERLAY_CLASSES =
  "fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-fade-in";

/** The centred panel of a dialog or alert dialog. */
export const PANEL_CLASSES =
  "fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-border bg-white p-6 shadow-lg data-[state=open]:animate-zoom-in";

/** Props of {@link DialogContent}. */
export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Hide the corner close button (e.g. while a request runs). */
  hideClose?: boolean;
  /** Accessible name of the corner close button (default "Close"). */
  closeLabel?: string;
};

/** The dialog's panel, rendered in a portal over an overlay, with a corner close button. */
export function DialogContent(
  { className, children, hideClose, closeLabel, ...props }: DialogContentProps,
) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={OVERLAY_CLASSES} />
      <DialogPrimitive.Content className={cn(PANEL_CLASSES, className)} {...props}>
        {children}
        {!hideClose && (
          <DialogPrimitive.Close className="absolute right-4 top-4 cursor-pointer rounded-sm p-1 text-slate-500 hover:bg-muted hover:text-slate-900">
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">{closeLabel ?? "Close"}</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Title and description block at the top of a dialog. */
export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 pr-6", className)} {...props} />;
}

/** Button row at the bottom of a dialog (stacked on small screens). */
export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

/** The dialog's accessible title. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn("text-lg font-semibold leading-tight", className)}
      {...props}
    />
  );
}

/** The dialog's accessible description. */
export function DialogDescription(
  { className, ...props }: ComponentProps<typeof DialogPrimitive.Description>,
) {
  return (
    <DialogPrimitive.Description
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}
