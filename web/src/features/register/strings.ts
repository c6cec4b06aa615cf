/**
 * User-visible texts of a register entry's page (issue 29). The issue quotes no screen texts
 * beyond the statuses and the refusals, which come from the domain and the API's messages.
 */
import { REGISTER_STATUS_LABELS } from "@domain/register.ts";
import { REGISTER_MESSAGES } from "@api/schemas/register.ts";

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
