/**
 * Where toasts show while a dialog is open (ADR XXXX-toasts-inside-dialogs): every open dialog
 * panel holds a slot at its end, and the Toaster renders its region into the innermost one
 * instead of the screen's corner. Inside the panel the toast takes its own place in the layout,
 * so it can never lie over the dialog's buttons, at any width, and it stays inside the modal
 * part of the page that assistive technology can reach.
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
 * The place in a dialog panel where its toasts show; it takes no room while it holds none (the
 * panel's grid gap included).
 */
export function ToastSlot() {
  const registry = useContext(RegistryContext);
  const ref = useCallback((slot: HTMLDivElement | null) => {
    if (!slot || !registry) return;
    registry.add(slot);
    return () => registry.remove(slot);
  }, [registry]);
  return <div ref={ref} className="hidden has-[li]:block" data-testid="dialog-toasts" />;
}
