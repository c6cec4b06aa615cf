/**
 * Modal dialog (radix Dialog) with the kit's overlay, panel and close button. Escape closes it
 * unless it is busy, also when a toast sits above it (dialog_rules.ts). Toasts shown while it is
 * open go under its panel, in its frame (toast_slot.tsx).
 */
import { type ComponentProps, type ReactNode, type SyntheticEvent, useContext } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "@/lib/cn.ts";
import {
  CloseDialogContext,
  DialogBusyContext,
  escapeForControl,
  useBottomAnchor,
  useEscapeFallback,
  useOpenState,
  usePanelBusy,
} from "./dialog_rules.ts";
import { ToastSlot } from "./toast_slot.tsx";

export { useDialogBusy } from "./dialog_rules.ts";

/** The dialog's root: open state (controlled or not) that its panel can close. */
export function Dialog(
  { open, defaultOpen, onOpenChange, ...props }: ComponentProps<typeof DialogPrimitive.Root>,
) {
  const state = useOpenState({ open, defaultOpen, onOpenChange });
  return (
    <CloseDialogContext value={() => state.onOpenChange(false)}>
      <DialogPrimitive.Root {...props} {...state} />
    </CloseDialogContext>
  );
}

export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** The dim backdrop behind a dialog or alert dialog. */
export const OVERLAY_CLASSES =
  "fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-fade-in";

/** The panel of a dialog or alert dialog, centred by its {@link PanelFrame}. */
export const PANEL_CLASSES =
  "pointer-events-auto relative grid max-h-full min-h-0 w-full max-w-lg gap-4 overflow-y-auto rounded-xl border border-border bg-white p-6 shadow-lg data-[state=open]:animate-zoom-in";

/**
 * The screen-filling frame that centres a panel and, under it, the slot where toasts show while
 * it is open (ADR 0127): the panel shrinks, and scrolls, to leave a toast its
 * room, so that no toast lies over the panel's buttons at any size. Clicks beside the panel fall
 * through the frame to the overlay (which closes the dialog, as before).
 */
export function PanelFrame({ children }: { children: ReactNode }) {
  return (
    <div className="pointer-events-none fixed inset-0 z-50 flex flex-col items-center justify-center gap-2 p-4">
      {children}
      <ToastSlot />
    </div>
  );
}

/** Props of {@link DialogContent}. */
export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Hide the corner close button. */
  hideClose?: boolean;
  /** Accessible name of the corner close button (default "Close"). */
  closeLabel?: string;
  /**
   * A request runs: Escape, a click outside and the corner button do not close the dialog.
   * Content can also report it with useDialogBusy (form footers do).
   */
  busy?: boolean;
};

/** The dialog's panel, rendered in a portal over an overlay, with a corner close button. */
export function DialogContent(
  {
    className,
    children,
    hideClose,
    closeLabel,
    busy: busyProp,
    onEscapeKeyDown,
    onPointerDownOutside,
    onInteractOutside,
    ...props
  }: DialogContentProps,
) {
  const close = useContext(CloseDialogContext);
  const { busy, report } = usePanelBusy(busyProp);
  const anchor = useBottomAnchor();
  const blockWhileBusy = (event: Event | SyntheticEvent) => {
    if (busy) event.preventDefault();
  };
  const onEscape = (event: KeyboardEvent) => {
    if (escapeForControl(event)) event.preventDefault();
    blockWhileBusy(event);
    onEscapeKeyDown?.(event);
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={OVERLAY_CLASSES} />
      <PanelFrame>
        <DialogPrimitive.Content
          ref={anchor}
          className={cn(PANEL_CLASSES, className)}
          onEscapeKeyDown={onEscape}
          onPointerDownOutside={(event) => {
            blockWhileBusy(event);
            onPointerDownOutside?.(event);
          }}
          onInteractOutside={(event) => {
            blockWhileBusy(event);
            onInteractOutside?.(event);
          }}
          {...props}
        >
          <EscapeFallback onEscape={onEscape} close={close} />
          <DialogBusyContext value={report}>{children}</DialogBusyContext>
          {!hideClose && !busy && (
            <DialogPrimitive.Close className="absolute right-4 top-4 cursor-pointer rounded-sm p-1 text-slate-500 hover:bg-muted hover:text-slate-900">
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">{closeLabel ?? "Close"}</span>
            </DialogPrimitive.Close>
          )}
        </DialogPrimitive.Content>
      </PanelFrame>
    </DialogPrimitive.Portal>
  );
}

/** Mounted inside an open panel: see useEscapeFallback. */
export function EscapeFallback(
  { onEscape, close }: { onEscape: (event: KeyboardEvent) => void; close: () => void },
) {
  useEscapeFallback(onEscape, close);
  return null;
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
