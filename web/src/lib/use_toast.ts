/**
 * The toast store (the shadcn pattern): a module-level reducer that any code can dispatch to with
 * `toast({...})`, and `useToast()` for the <Toaster /> that renders it. One toast shows at a time
 * (TOAST_LIMIT); a dismissed toast leaves memory after TOAST_REMOVE_DELAY_MS.
 */
import { type ReactNode, useEffect, useState } from "react";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "./constants.ts";

/** Visual variant: destructive for failures. */
export type ToastVariant = "default" | "destructive";

/** A toast as the Toaster renders it. */
export interface ToasterToast {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The store's state. */
export interface ToastState {
  toasts: ToasterToast[];
}

/** The store's actions. */
export type ToastAction =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

/** Pure state transition of the store (exported for tests). */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "ADD_TOAST":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE_TOAST":
      return {
        toasts: state.toasts.map((t) => t.id === action.toast.id ? { ...t, ...action.toast } : t),
      };
    case "DISMISS_TOAST":
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t
        ),
      };
    case "REMOVE_TOAST":
      return {
        toasts: action.toastId === undefined
          ? []
          : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

const listeners = new Set<(state: ToastState) => void>();
let memoryState: ToastState = { toasts: [] };
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let count = 0;

function dispatch(action: ToastAction): void {
  if (action.type === "DISMISS_TOAST") {
    const ids = action.toastId === undefined
      ? memoryState.toasts.map((t) => t.id)
      : [action.toastId];
    ids.forEach(scheduleRemoval);
  }
  memoryState = toastReducer(memoryState, action);
  listeners.forEach((listener) => listener(memoryState));
}

function scheduleRemoval(toastId: string): void {
  if (removeTimers.has(toastId)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(toastId);
    dispatch({ type: "REMOVE_TOAST", toastId });
  }, TOAST_REMOVE_DELAY_MS);
  removeTimers.set(toastId, timer);
}

/** What a caller passes to {@link toast}. */
export type ToastInput = Omit<ToasterToast, "id" | "open" | "onOpenChange">;

/** Shows a toast (replacing the one on screen); returns handles to update or dismiss it. */
export function toast(input: ToastInput): {
  id: string;
  dismiss: () => void;
  update: (next: ToastInput) => void;
} {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(count);
  const dismiss = () => dispatch({ type: "DISMISS_TOAST", toastId: id });
  dispatch({
    type: "ADD_TOAST",
    toast: {
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return {
    id,
    dismiss,
    update: (next) => dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } }),
  };
}

/** The current toasts, plus `toast` and `dismiss`, for components. */
export function useToast(): ToastState & {
  toast: typeof toast;
  dismiss: (toastId?: string) => void;
} {
  const [state, setState] = useState<ToastState>(memoryState);
  useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: "DISMISS_TOAST", toastId }),
  };
}
