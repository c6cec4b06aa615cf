/** Confirmation dialog (radix AlertDialog): focus starts on Cancel, Escape cancels. */
import type { ComponentProps } from "react";
import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import { cn } from "../../lib/cn.ts";
import { buttonClasses, type ButtonVariant } from "./button.tsx";
import { OVERLAY_CLASSES, PANEL_CLASSES } from "./dialog.tsx";

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

/** The alert dialog's panel in a portal over an overlay. */
export function AlertDialogContent(
  { className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Content>,
) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={OVERLAY_CLASSES} />
      <AlertDialogPrimitive.Content className={cn(PANEL_CLASSES, className)} {...props} />
    </AlertDialogPrimitive.Portal>
  );
}

/** Title and description block. */
export function AlertDialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5", className)} {...props} />;
}

/** Button row (stacked on small screens). */
export function AlertDialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

/** The accessible title. */
export function AlertDialogTitle(
  { className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>,
) {
  return (
    <AlertDialogPrimitive.Title className={cn("text-lg font-semibold", className)} {...props} />
  );
}

/** The accessible description. */
export function AlertDialogDescription(
  { className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Description>,
) {
  return (
    <AlertDialogPrimitive.Description
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

/** The confirming button; `variant` defaults to destructive-free "default". */
export function AlertDialogAction(
  { className, variant, ...props }: ComponentProps<typeof AlertDialogPrimitive.Action> & {
    variant?: ButtonVariant;
  },
) {
  return (
    <AlertDialogPrimitive.Action className={buttonClasses({ variant, className })} {...props} />
  );
}

/** The cancelling button. */
export function AlertDialogCancel(
  { className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Cancel>,
) {
  return (
    <AlertDialogPrimitive.Cancel
      className={buttonClasses({ variant: "outline", className })}
      {...props}
    />
  );
}
