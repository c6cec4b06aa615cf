/** Renders the toast store (lib/use_toast.ts); mounted once in app/providers.tsx. */
import { createPortal } from "react-dom";
import { TOAST_DURATION_MS } from "@/lib/constants.ts";
import { useToast } from "@/lib/use_toast.ts";
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "./toast.tsx";
import { useToastSlot } from "./toast_slot.tsx";

/**
 * The toast region with the current toast (at most one): in the screen's corner, or under the
 * open dialog's panel while there is one (ADR 0127).
 */
export function Toaster() {
  const { toasts } = useToast();
  const slot = useToastSlot();
  const viewport = <ToastViewport placement={slot ? "dialog" : "screen"} />;
  return (
    <ToastProvider duration={TOAST_DURATION_MS}>
      {toasts.map(({ id, title, description, action, variant, ...props }) => (
        <Toast
          key={id}
          variant={variant}
          type={variant === "destructive" ? "foreground" : "background"}
          data-testid="toast"
          {...props}
        >
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      {slot ? createPortal(viewport, slot) : viewport}
    </ToastProvider>
  );
}
