/** Toast parts (radix Toast) in the kit's style; the store lives in lib/use_toast.ts. */
import type { ComponentProps } from "react";
import { Toast as ToastPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "@/lib/cn.ts";
import type { ToastVariant } from "@/lib/use_toast.ts";

export const ToastProvider = ToastPrimitive.Provider;

/** Where the toast region sits: the screen's corner, or in flow inside an open dialog. */
export type ToastPlacement = "screen" | "dialog";

const PLACEMENTS: Record<ToastPlacement, string> = {
  // Top on phones, bottom right from sm up.
  screen:
    "pointer-events-none fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:max-w-[420px] sm:flex-col",
  // A dialog's slot (toast_slot.tsx): a block of the dialog's own layout, over nothing.
  dialog: "flex w-full flex-col gap-2",
};

/** The region toasts appear in (ADR 0127 for the dialog placement). */
export function ToastViewport(
  { className, placement, ...props }: ComponentProps<typeof ToastPrimitive.Viewport> & {
    placement?: ToastPlacement;
  },
) {
  return (
    <ToastPrimitive.Viewport
      className={cn("outline-none", PLACEMENTS[placement ?? "screen"], className)}
      {...props}
    />
  );
}

const VARIANTS: Record<ToastVariant, string> = {
  default: "border-border bg-white text-foreground",
  destructive: "border-red-700 bg-destructive text-destructive-foreground",
};

/** One toast; `variant="destructive"` for failures. */
export function Toast(
  { className, variant, ...props }: ComponentProps<typeof ToastPrimitive.Root> & {
    variant?: ToastVariant;
  },
) {
  return (
    <ToastPrimitive.Root
      data-variant={variant ?? "default"}
      className={cn(
        "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-8 shadow-lg data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:animate-toast-out",
        VARIANTS[variant ?? "default"],
        className,
      )}
      {...props}
    />
  );
}

/** The toast's bold first line. */
export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("text-sm font-semibold", className)} {...props} />;
}

/**
 * The toast's second line, in the toast's full text colour: white at 90 % opacity on the
 * destructive red fell under WCAG's 4.5:1.
 */
export function ToastDescription(
  { className, ...props }: ComponentProps<typeof ToastPrimitive.Description>,
) {
  return <ToastPrimitive.Description className={cn("text-sm", className)} {...props} />;
}

/** A button inside the toast; `altText` tells screen-reader users how to reach it otherwise. */
export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        "inline-flex h-8 shrink-0 cursor-pointer items-center justify-center rounded-md border border-current/30 px-3 text-sm font-medium hover:bg-black/5",
        className,
      )}
      {...props}
    />
  );
}

/** The corner close button. */
export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close"
      className={cn(
        "absolute right-2 top-2 cursor-pointer rounded-md p-1 opacity-70 hover:opacity-100",
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}
