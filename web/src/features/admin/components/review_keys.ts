/**
 * Keyboard review (beyond the spec, for reviewers who clear hundreds of items a day): which key
 * does what, and when keys are left alone (typing in a field, a dialog or menu open, modifiers).
 */

/** What a key asks the portal to do. */
export type ReviewAction = "next" | "previous" | "open" | "approve" | "reject" | "toggle" | "help";

const ACTIONS: Record<string, ReviewAction> = {
  j: "next",
  k: "previous",
  o: "open",
  a: "approve",
  r: "reject",
  x: "toggle",
  "?": "help",
};

/** The parts of a key event (and of the page) the decision depends on. */
export interface KeyContext {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The focused element is a text field, a select or editable content. */
  typing: boolean;
  /** A dialog, menu or list box is open on the page. */
  overlayOpen: boolean;
}

/** The action of a key press, or null when the portal must leave it alone. */
export function reviewAction(event: KeyContext): ReviewAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.typing || event.overlayOpen) return null;
  return ACTIONS[event.key] ?? null;
}

/** The keys that also work in the detail dialog (issue 25): decide, or move to the next. */
const DIALOG_ACTIONS: ReadonlySet<ReviewAction> = new Set(["next", "approve", "reject"]);

/**
 * The action of a key pressed inside the detail dialog (the dialog is the overlay, so only
 * typing and modifiers count), or null: j, a and r there; the other keys are left alone.
 */
export function dialogReviewAction(event: Omit<KeyContext, "overlayOpen">): ReviewAction | null {
  const action = reviewAction({ ...event, overlayOpen: false });
  return action && DIALOG_ACTIONS.has(action) ? action : null;
}

const TEXT_INPUT_TYPES = new Set([
  "text",
  "search",
  "email",
  "url",
  "tel",
  "password",
  "number",
  "date",
  "datetime-local",
  "month",
  "week",
  "time",
]);

/** True when keys typed at `target` are text for it (inputs, text areas, selects, editable). */
export function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== "string") return false;
  if (el.isContentEditable) return true;
  const tag = el.tagName.toLowerCase();
  if (tag === "textarea" || tag === "select") return true;
  if (tag === "input") return TEXT_INPUT_TYPES.has((el as HTMLInputElement).type || "text");
  return el.getAttribute("role") === "combobox" || el.getAttribute("role") === "textbox";
}

const OVERLAYS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/** True when a dialog, menu or open select list is on the page. */
export function overlayOpen(doc: Document): boolean {
  return doc.querySelector(OVERLAYS) !== null;
}
