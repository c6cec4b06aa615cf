/**
 * The texts of the compliance register's screens (issue 29). The issue quotes few of them
 * ("Compliance Register", the counts, "Add to register"); the others are ours.
 */
import { REGISTER_MESSAGES, type RegisterCounts } from "@api/schemas/register.ts";
import { REGISTER_STATUS_LABELS, type RegisterDueFilter } from "@domain/register.ts";

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

// ---- A register entry's page (/register/{id})

export const ENTRY_PAGE = {
  back: "Back to the register",
  /** The document title's and heading's word for the page. */
  title: "Register entry",
  notFound: REGISTER_MESSAGES.notFound,
  loadFailed: "The register entry could not be loaded. Please try again.",
  duty: "Duty",
  fromUpdate: "From the update:",
  noCitation: "Added by hand, without a citation.",
  dutyRemoved: "This duty is no longer in its update (a revision removed it).",
} as const;

export const ENTRY_FORM = {
  heading: "Assessment",
  applicability: "Applicability",
  applies: "Applies",
  notApplicable: "Not applicable",
  reason: "Why it does not apply",
  reasonRequired: REGISTER_MESSAGES.reasonRequired,
  owner: "Owner",
  noOwner: "No owner",
  controls: "Controls",
  noControls: "The controls library is empty.",
  status: "Status",
  dueDate: "Due date",
  notes: "Notes",
  save: "Save changes",
  saving: "Saving…",
  saved: "Entry saved",
  saveFailed: "The entry could not be saved. Please try again.",
  errorTitle: "Not saved",
} as const;

/** The statuses in the order the work goes, each with its label. */
export const STATUS_LABELS = REGISTER_STATUS_LABELS;

export const TASKS = {
  heading: "Linked tasks",
  none: "No tasks are linked to this entry.",
} as const;

export const EVIDENCE = {
  heading: "Evidence",
  none: "No evidence yet.",
  choose: "File to upload",
  hint: "PDF, DOCX, XLSX, CSV, PNG, JPEG or TXT, at most 10 MB.",
  upload: "Upload",
  uploading: (name: string) => `Uploading ${name}…`,
  uploaded: (name: string) => `Uploaded ${name}`,
  progress: "Upload progress",
  uploadFailed: "The upload failed. Please try again.",
  download: (name: string) => `Download ${name}`,
  remove: (name: string) => `Remove ${name}`,
  confirmTitle: (name: string) => `Remove "${name}"?`,
  confirmText: "The file is deleted. The entry's history keeps a note of its removal.",
  cancel: "Cancel",
  confirm: "Remove",
  removed: "Evidence removed",
  removeFailed: "The file could not be removed. Please try again.",
  errorTitle: "Not removed",
} as const;

export const HISTORY = {
  heading: "History",
  none: "No changes yet.",
  loadFailed: "The history could not be loaded.",
  unknownUser: "A removed user",
  none_value: "none",
  created: "Created the entry",
  deleted: "Deleted the entry",
  evidenceAdded: (name: string) => `Added evidence "${name}"`,
  evidenceRemoved: (name: string) => `Removed evidence "${name}"`,
  changed: (field: string, from: string, to: string) => `${field}: ${from} → ${to}`,
} as const;

/** The history's name for each field a change names (the API's names). */
export const FIELD_LABELS: Record<string, string> = {
  status: ENTRY_FORM.status,
  ownerId: ENTRY_FORM.owner,
  applicability: ENTRY_FORM.applicability,
  reason: "Reason",
  dueDate: ENTRY_FORM.dueDate,
  notes: ENTRY_FORM.notes,
  controlIds: ENTRY_FORM.controls,
  taskIds: TASKS.heading,
};
