/**
 * Where toasts show while a dialog is open (ADR 0127): every open dialog
 * has a slot under its panel (dialog.tsx PanelFrame), and the Toaster renders its region into the
 * innermost one instead of the screen's corner. There the toast takes its own place in the
 * dialog's layout, so it can never lie over the dialog's buttons, at any width; being outside the
 * panel, it is not part of the dialog's content.
 */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

interface SlotRegistry {
  add: (slot: HTMLElement) => void;
  remove: (slot: HTMLElement) => void;
}

const RegistryContext = createContext<SlotRegistry | null>(null);
const InnermostContext = createContext<HTMLElement | null>(null);

/** Keeps the open dialogs' slots, innermost last; mounted once around the app and the Toaster. */
export function ToastSlotProvider({ children }: { children: ReactNode }) {
  const [slots, setSlots] = useState<readonly HTMLElement[]>([]);
  const registry = useMemo<SlotRegistry>(() => ({
    add: (slot) => setSlots((all) => [...all, slot]),
    remove: (slot) => setSlots((all) => all.filter((s) => s !== slot)),
  }), []);
  return (
    <RegistryContext value={registry}>
      <InnermostContext value={slots.at(-1) ?? null}>{children}</InnermostContext>
    </RegistryContext>
  );
}

/** The innermost open dialog's slot, or null when no dialog is open. */
export function useToastSlot(): HTMLElement | null {
  return useContext(InnermostContext);
}

/**
 * The place under a dialog's panel where toasts show; it takes no room while it holds none (the
 * frame's gap included).
 */
export function ToastSlot() {
  const registry = useContext(RegistryContext);
  const ref = useCallback((slot: HTMLDivElement | null) => {
    if (!slot || !registry) return;
    registry.add(slot);
    return () => registry.remove(slot);
  }, [registry]);
  return (
    <div
      ref={ref}
      className="pointer-events-auto hidden w-full max-w-[420px] shrink-0 has-[li]:block"
      data-testid="dialog-toasts"
    />
  );
}
