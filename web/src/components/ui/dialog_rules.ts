/**
 * What the dialog and the alert dialog share beyond Radix: the open state with a way to close
 * from inside, the busy flag that forms inside report, and the Escape rule (ADR 0025):
 * every dialog closes on Escape unless it is busy.
 *
 * Why Radix alone is not enough: Radix hands Escape only to the topmost dismissable layer, and a
 * toast is such a layer. A toast shown while a dialog is open ('User created', a server error)
 * is above the dialog: Escape closed the toast and left the dialog open. So the open panel also
 * listens to Escape itself, and closes when no layer used the key.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";

/** Open state as Radix roots take it. */
export interface OpenStateProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The open state, controlled by the caller when `open` is given, else kept here. */
export function useOpenState({ open, defaultOpen, onOpenChange }: OpenStateProps) {
  const [kept, setKept] = useState(defaultOpen ?? false);
  const change = useCallback((next: boolean) => {
    if (open === undefined) setKept(next);
    onOpenChange?.(next);
  }, [open, onOpenChange]);
  return { open: open ?? kept, onOpenChange: change };
}

/** Closes the dialog around the caller (what a Radix root's onOpenChange(false) does). */
export const CloseDialogContext = createContext<() => void>(() => {});

/** Lets content tell its panel that a request runs (see {@link useDialogBusy}). */
export const DialogBusyContext = createContext<(busy: boolean) => void>(() => {});

/**
 * Marks the enclosing dialog busy while `busy` is true: Escape, a click outside and the corner
 * button no longer close it. A form's footer calls it with its request's pending state.
 */
export function useDialogBusy(busy: boolean): void {
  const setBusy = useContext(DialogBusyContext);
  useEffect(() => {
    setBusy(busy);
    return () => setBusy(false);
  }, [busy, setBusy]);
}

/** The panel's busy state: its own prop or what its content reported. */
export function usePanelBusy(busyProp: boolean | undefined) {
  const [reported, setReported] = useState(false);
  return { busy: !!busyProp || reported, report: setReported };
}

/**
 * True when Escape belongs to the focused control rather than the dialog: a combobox whose list
 * is open (ARIA: aria-expanded="true") closes its list first.
 */
export function escapeForControl(event: globalThis.KeyboardEvent): boolean {
  const target = event.target;
  return target instanceof Element && target.getAttribute("role") === "combobox" &&
    target.getAttribute("aria-expanded") === "true";
}

/** The open panels, innermost last: only the innermost one applies the Escape fallback. */
const openPanels: symbol[] = [];

/**
 * Call from inside a panel (mounted only while open). An Escape that reaches the document
 * unused, because a toast above the dialog took it without preventing it, closes the innermost
 * open dialog, unless `onEscape` (busy, a caller's rule) prevents it. An Escape that Radix
 * already handled, or that an inner layer (select, menu) used, arrives with defaultPrevented
 * and is left alone. Listening on the document, not the panel: after a failed request focus
 * may sit on the body (the disabled submit button dropped it).
 */
export function useEscapeFallback(
  onEscape: (event: globalThis.KeyboardEvent) => void,
  close: () => void,
): void {
  const latest = useRef({ onEscape, close });
  latest.current = { onEscape, close };
  useEffect(() => {
    const panel = Symbol("dialog panel");
    openPanels.push(panel);
    const listener = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || openPanels.at(-1) !== panel) return;
      latest.current.onEscape(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      latest.current.close();
    };
    document.addEventListener("keydown", listener);
    return () => {
      document.removeEventListener("keydown", listener);
      openPanels.splice(openPanels.indexOf(panel), 1);
    };
  }, []);
}

/**
 * A ref for a dialog's panel that keeps what is at its bottom in view when the panel gets
 * shorter: a toast taking its room under the panel (ADR 0127) leaves the
 * buttons just pressed where they were instead of scrolling them out of the panel.
 */
export function useBottomAnchor(): (panel: HTMLElement | null) => (() => void) | undefined {
  return useCallback((panel: HTMLElement | null) => {
    if (!panel) return;
    let height = panel.clientHeight;
    const observer = new ResizeObserver(() => {
      const shrunk = height - panel.clientHeight;
      height = panel.clientHeight;
      if (shrunk > 0) panel.scrollTop += shrunk;
    });
    observer.observe(panel);
    return () => observer.disconnect();
  }, []);
}
