/**
 * Confirmation dialog (radix AlertDialog): focus starts on Cancel, Escape cancels, also when a
 * toast sits above it (dialog_rules.ts).
 */
import { type ComponentProps, useContext } from "react";
import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import { cn } from "@/lib/cn.ts";
import { buttonClasses, type ButtonVariant } from "./button.tsx";
import { EscapeFallback, OVERLAY_CLASSES, PANEL_CLASSES, PanelFrame } from "./dialog.tsx";
import { CloseDialogContext, useBottomAnchor, useOpenState } from "./dialog_rules.ts";

/** The alert dialog's root: open state (controlled or not) that its panel can close. */
export function AlertDialog(
  { open, defaultOpen, onOpenChange, ...props }: ComponentProps<typeof AlertDialogPrimitive.Root>,
) {
  const state = useOpenState({ open, defaultOpen, onOpenChange });
  return (
    <CloseDialogContext value={() => state.onOpenChange(false)}>
      <AlertDialogPrimitive.Root {...props} {...state} />
    </CloseDialogContext>
  );
}

export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

/** The alert dialog's panel in a portal over an overlay. */
export function AlertDialogContent(
  { className, children, onEscapeKeyDown, ...props }: ComponentProps<
    typeof AlertDialogPrimitive.Content
  >,
) {
  const close = useContext(CloseDialogContext);
  const anchor = useBottomAnchor();
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={OVERLAY_CLASSES} />
      <PanelFrame>
        <AlertDialogPrimitive.Content
          ref={anchor}
          className={cn(PANEL_CLASSES, className)}
          onEscapeKeyDown={onEscapeKeyDown}
          {...props}
        >
          <EscapeFallback onEscape={(event) => onEscapeKeyDown?.(event)} close={close} />
          {children}
        </AlertDialogPrimitive.Content>
      </PanelFrame>
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
