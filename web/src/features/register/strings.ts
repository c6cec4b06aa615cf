/**
 * The texts of the compliance register's screens (issue 29). The issue quotes few of them
 * ("Compliance Register", the counts, "Add to register"); the others are ours.
 */
import type { RegisterCounts } from "@api/schemas/register.ts";
import type { RegisterDueFilter } from "@domain/register.ts";

// ---- The register list and the controls library (/register, /register/controls)

/** The Compliance Register screen. */
export const REGISTER_SCREEN = {
  title: "Compliance Register",
  intro: "Own, track and prove each duty: who owns it, which controls cover it, how far it is",
  tabsLabel: "Register sections",
  entriesTab: "Register",
  controlsTab: "Controls library",
  addDuty: "Add duty",
  export: "Export",
  countsLabel: "Register counts: choose one to show its entries",
  loadError: "The register could not be loaded. Try again in a moment.",
  emptyTitle: "Your register is empty",
  emptyText:
    'Add a duty by hand, or use "Add to register" on the duties of an approved legal update.',
  noMatchTitle: "No entry matches these filters",
  noMatchText: "Change or clear the filters to see more of the register.",
  clearFilters: "Clear filters",
} as const;

/** The count cards, in the order they show; each is also a filter. */
export const COUNT_CARDS: readonly (readonly [keyof RegisterCounts, string])[] = [
  ["notAssessed", "Not assessed"],
  ["gap", "Gap"],
  ["inProgress", "In progress"],
  ["compliant", "Compliant"],
  ["notApplicable", "Not applicable"],
  ["overdue", "Overdue"],
  ["withoutOwner", "Without owner"],
];

/** The filter row of the register's table. */
export const FILTERS = {
  label: "Filter the register",
  status: "Status",
  anyStatus: "All statuses",
  notApplicable: "Not applicable",
  owner: "Owner",
  anyOwner: "Anyone",
  withoutOwner: "Without owner",
  control: "Control",
  anyControl: "All controls",
  due: "Due",
  anyDue: "Any date",
} as const;

/** The due filter's choices. */
export const DUE_LABELS: Record<RegisterDueFilter, string> = {
  overdue: "Overdue",
  "7": "Due within 7 days",
  "30": "Due within 30 days",
  "90": "Due within 90 days",
  none: "No due date",
};

/** The register's table. */
export const ENTRY_TABLE = {
  caption: "Register entries",
  duty: "Duty",
  status: "Status",
  owner: "Owner",
  controls: "Controls",
  due: "Due",
  noOwner: "No owner",
  noDueDate: "No due date",
  overdue: "Overdue",
  dutyRemoved: "Duty removed from its update",
} as const;

/** The pager under the register's table. */
export const ENTRY_PAGINATION = {
  label: "Register pages",
  previous: "Previous",
  next: "Next",
  page: (n: number) => `Page ${n}`,
  showing: (from: number, to: number, total: number) =>
    `Showing ${from} to ${to} of ${total} entries`,
} as const;

/** The "Add duty" dialog (a duty by hand). */
export const ADD_DUTY = {
  title: "Add duty",
  description: "Record a duty by hand: what must be done, where it is written and by when.",
  duty: "Duty",
  citation: "Citation",
  citationHint: "The text that states the duty, quoted",
  dueDate: "Due date",
  cancel: "Cancel",
  submit: "Add duty",
  saving: "Adding...",
  added: "Duty added to the register",
  failed: "The duty could not be added",
} as const;

/** The controls library. */
export const CONTROLS_SCREEN = {
  title: "Controls library",
  intro: "Your company's own controls and policies, and the register entries each one covers",
  add: "Add control",
  caption: "Controls",
  reference: "Reference",
  name: "Name",
  description: "Description",
  owner: "Owner",
  entries: "Entries",
  actions: "Actions",
  noOwner: "No owner",
  noEntries: "No entries",
  entryCount: (n: number) => n === 1 ? "1 entry" : `${n} entries`,
  edit: (reference: string) => `Edit ${reference}`,
  delete: (reference: string) => `Delete ${reference}`,
  loadError: "The controls could not be loaded. Try again in a moment.",
  emptyTitle: "No controls yet",
  emptyText: "Add the controls and policies your company's duties map to.",
} as const;

/** The Add / Edit control dialog. */
export const CONTROL_DIALOG = {
  addTitle: "Add control",
  editTitle: "Edit control",
  intro: "A control or policy of your company that register entries can map to.",
  reference: "Reference",
  name: "Name",
  description: "Description",
  owner: "Owner",
  noOwner: "No owner",
  cancel: "Cancel",
  add: "Add control",
  save: "Save control",
  saving: "Saving...",
  added: "Control added",
  saved: "Control saved",
  failed: "The control could not be saved",
} as const;

/** Deleting a control. */
export const DELETE_CONTROL = {
  confirm: (reference: string) => `Delete control "${reference}"?`,
  text: "Its entries lose the link to it. The change is kept in the register's history.",
  cancel: "Cancel",
  action: "Delete",
  deleted: "Control deleted",
  failed: "The control could not be deleted",
  errorTitle: "Error",
} as const;
