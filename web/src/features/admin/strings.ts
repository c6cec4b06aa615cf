/**
 * User-visible texts of the Verification Portal, verbatim from spec part 2 (§2, §5, §8) where the
 * spec quotes them. Texts used in more than one place, and every toast, live here.
 */
import type { UpdateStatus } from "@domain/legal_updates.ts";
import { paginationText } from "@/components/pagination_text.ts";

export const PORTAL = {
  title: "Verification Portal",
  subtitle: "Review and approve legal updates from RSS sources",
  createManual: "Create Manual Update",
  loadFailed: "Failed to load legal updates.",
} as const;

/**
 * The status filter row, in order; the last (issue 23, beyond the spec) lists the updates whose
 * revision waits for review, with its count in view whatever filter is chosen.
 */
export const STATUS_FILTERS = [
  { value: "all", label: "All" },
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
  { value: "revision-pending", label: "Revision pending" },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]["value"];

export const STATUS_LABELS: Record<UpdateStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

export const COLUMNS = {
  select: "Select",
  selectAll: "Select all updates on this page",
  title: "Title",
  status: "Status",
  jurisdiction: "Jurisdiction",
  category: "AI Category",
  date: "Date",
  reviewed: "Reviewed",
  actions: "Actions",
} as const;

export const ROW = {
  noSource: "No source",
  noJurisdiction: "None",
  approve: (title: string) => `Approve "${title}"`,
  reject: (title: string) => `Reject "${title}"`,
  select: (title: string) => `Select "${title}"`,
  menu: (title: string) => `Actions for "${title}"`,
  statusOf: (title: string) => `Status of "${title}"`,
  categoryOf: (title: string) => `AI category of "${title}"`,
  edit: "Edit",
  view: "View details",
  reviewedOn: (date: string) => `Reviewed ${date}`,
} as const;

export const EMPTY = {
  title: "No updates found for the selected status.",
  hint: "Updates will appear here as they are synced from RSS feeds.",
} as const;

/** The hover summary's last resort, when neither an AI summary nor content is there. */
export const GENERIC_SUMMARY =
  "Review the full content of this update to decide whether it should be approved.";

export const DETAIL = {
  viewSource: "View Source",
  aiSummary: "AI Summary",
  fullContent: "Full Content",
  noSummary: "No AI summary yet.",
  noContent: "No content.",
  published: "Published",
  jurisdiction: "Jurisdiction",
  category: "Category",
  source: "Source",
  reviewInformation: "Review Information",
  reviewedAt: "Reviewed",
  reviewer: "Reviewer",
  notReviewed: "Not reviewed yet.",
  history: "Status History",
  noHistory: "No status changes recorded yet.",
  historyFailed: "Failed to load the status history.",
  historyEntry: (from: string, to: string) => `${from} → ${to}`,
  revisionApproved: "Revision approved",
  revisionRejected: "Revision rejected",
  unknownActor: "a deleted account",
  edit: "Edit",
  close: "Close",
  obligations: "Obligations",
  openDetailPage: "Open detail page",
  historyReason: (reason: string) => `Reason: ${reason}`,
} as const;

/**
 * Reviewing from the detail dialog (issue 25, beyond the spec; our wording): the decision buttons
 * beside the spec's Edit and Close, and the optional reason of a rejection.
 */
export const DIALOG_REVIEW = {
  actions: "Review decision",
  approve: "Approve",
  reject: "Reject",
  next: "Next",
  nextHint: "Next pending update (j)",
  noNext: "No more pending updates in this list.",
  reason: "Reason (optional)",
  reasonHint: "Kept in the status history. Press Enter to reject.",
  confirmReject: "Reject update",
  cancel: "Cancel",
} as const;

/** The status toast's Undo (issue 25): offered for UNDO_WINDOW_MS. */
export const UNDO = {
  action: "Undo",
  altText: "Undo the status change from the status history in the update's details",
  undone: (status: string) => `Status restored to ${status}`,
} as const;

/**
 * A revision of an approved update that waits for review (issue 23; our wording): the row's
 * badge, the detail dialog's panel and its toasts.
 */
export const REVISION_REVIEW = {
  badge: "Revision pending",
  heading: "Revision pending",
  intro:
    "The source changed the text of this approved update. Readers keep the approved text until you approve the revision; no alert is sent before.",
  redlineLabel: "Changes from the approved text",
  newTitle: "New title",
  seen: "Seen",
  approve: "Approve revision",
  reject: "Reject revision",
  approved: "Revision approved",
  rejected: "Revision rejected",
  failed: "Failed to review the revision",
  loadFailed: "Failed to load the pending revision.",
} as const;

export const EDIT = {
  title: "Edit Legal Update",
  description: "Change the update's text, category, jurisdiction or review status.",
  fieldTitle: "Title",
  status: "Status",
  jurisdiction: "Jurisdiction",
  category: "AI Category",
  summary: "AI Summary",
  summaryPlaceholder: "Enter a brief summary...",
  content: "Content",
  cancel: "Cancel",
  save: "Save Changes",
  saving: "Saving...",
  chooseJurisdiction: "Select a jurisdiction",
  obligations: "Obligations",
  obligationsHint:
    "Each citation must be copied exactly from the title or content. Your list is kept when the update is analysed again.",
  addObligation: "Add obligation",
  removeObligation: (n: number) => `Remove obligation ${n}`,
  obligationLegend: (n: number) => `Obligation ${n}`,
  actor: "Who",
  action: "Must do",
  deadline: "Deadline",
  citation: "Citation",
  noObligations: "No obligations.",
} as const;

export const BULK = {
  selected: (n: number) => `${n} items selected`,
  approve: "Approve Selected",
  reject: "Reject Selected",
} as const;

export const PAGINATION = paginationText("results");

export const MANUAL = {
  title: "Create Manual Legal Update",
  description: "Add a legal update that did not come from an RSS feed. It starts as pending.",
  fieldTitle: "Title",
  link: "Link (Source URL)",
  linkPlaceholder: "https://",
  jurisdiction: "Jurisdiction",
  jurisdictionPlaceholder: "Select a jurisdiction",
  loadingJurisdictions: "Loading jurisdictions...",
  jurisdictionsError: "Error loading jurisdictions",
  jurisdictionsErrorText: "Failed to load jurisdictions. Please refresh and try again.",
  category: "Industry Category",
  categoryPlaceholder: "Select an industry category",
  sourceName: "Source Name",
  note:
    "The system fetches the content from the URL, generates an AI description and categorization, and sets the publication date to today.",
  cancel: "Cancel",
  submit: "Create Update",
  submitting: "Creating...",
} as const;

export const TOASTS = {
  statusUpdated: "Status updated successfully",
  categoryUpdated: "AI category updated successfully",
  bulkUpdated: "Bulk status update completed successfully",
  updateUpdated: "Legal update updated successfully",
  created: "Legal Update Created",
  error: "Error",
  statusFailed: "Failed to update status",
  categoryFailed: "Failed to update AI category",
  bulkFailed: "Failed to bulk update legal update status",
  updateFailed: "Failed to update legal update",
  createFailed: "Failed to create legal update. Please try again.",
  noSelection: {
    title: "No items selected",
    description: "Please select items to perform bulk action",
  },
} as const;

/** Keyboard review (beyond the spec): the keys and what the screen reader hears. */
export const KEYS = {
  dialogTitle: "Keyboard shortcuts",
  dialogDescription:
    "Review updates without the mouse. Keys work when no field or dialog has focus; in an update's details, j, a and r work too.",
  list: [
    ["j", "Next row"],
    ["k", "Previous row"],
    ["o", "Open the update's details"],
    ["a", "Approve the update"],
    ["r", "Reject the update"],
    ["x", "Select or deselect the update"],
    ["?", "Show these shortcuts"],
  ] as const,
  hint: "Press ? for keyboard shortcuts",
  row: (n: number, total: number, title: string) => `Row ${n} of ${total}: ${title}`,
  approved: (title: string) => `Approved: ${title}`,
  rejected: (title: string) => `Rejected: ${title}`,
  already: (title: string, status: string) => `Already ${status}: ${title}`,
  selected: (title: string) => `Selected: ${title}`,
  deselected: (title: string) => `Deselected: ${title}`,
} as const;

/** The portal's tabs: the review queue and the analyser's record (issue 16). */
export const PORTAL_TABS = {
  label: "Verification Portal views",
  review: "Review",
  quality: "Quality",
} as const;

/** The Quality tab (issue 16; our wording). */
export const QUALITY = {
  title: "Analysis Quality",
  intro:
    "How often reviewers keep the category the AI gave, and which sources bring items they reject. Counts the updates that arrived in the period; a category is judged when its update is approved.",
  period: "Period",
  quickPeriods: "Quick periods",
  from: "From",
  to: "To",
  show: "Show",
  lastDays: (days: number) => `Last ${days} days`,
  loadFailed: "Failed to load the analysis quality figures.",
  empty: "No analysed updates arrived in this period.",
  categoriesTitle: "Category agreement",
  categoriesHint: "Approved updates whose AI category the reviewer kept or changed.",
  analysersTitle: "Agreement per analyser",
  confusionsTitle: "Top confusions",
  confusionsHint: "The AI said one category; the reviewer approved another.",
  noConfusions: "Reviewers kept every category they judged.",
  sourcesTitle: "Approve rate per source",
  sourcesHint: "A source whose items are mostly rejected is a filter problem.",
  noSources: "No feed source brought updates in this period.",
  kept: "Kept",
  changed: "Changed",
  analysed: "Analysed",
  agreement: "Agreement",
  category: "Category",
  analyser: "Analyser",
  aiSaid: "AI said",
  approvedAs: "Approved as",
  count: "Updates",
  source: "Source",
  approved: "Approved",
  rejected: "Rejected",
  approveRate: "Approve rate",
  filterProblem: "Filter problem",
  notJudged: "–",
  analyserNames: { offline: "Offline rules", unknown: "Unknown (before the record)" } as Record<
    string,
    string
  >,
  chartOf: (title: string) => `${title} (chart; the table below holds the same figures)`,
} as const;

/** Visible freshness (issue 26; our wording, ADR 0119). */
export const FRESHNESS = {
  seenAfter: (delay: string) => `Seen ${delay} after publication`,
  seenAtOnce: "Seen within a minute of publication",
  futureDate: "Published date in the future",
  noDate: "The source gives no publication dates",
  underAMinute: "< 1 min",
  minutes: (n: number) => `${n} min`,
  hours: (n: number) => `${n} h`,
  days: (n: number) => `${n.toLocaleString("en-US")} days`,
  title: "Delay per source",
  hint:
    "Median time from an update's publication date to when LegalWatch saw it, and to its approval, slowest first. Counts the updates seen in the period; publication dates in the future and sources without dates are left out.",
  none: "No feed source brought dated updates in this period.",
  source: "Source",
  counted: "Updates counted",
  toSeen: "Median publication → seen",
  toApproval: "Median publication → approval",
  notApproved: "–",
} as const;

/**
 * One change, several reports (issue 27; our wording, ADR 0146): the
 * row's other reports and note, Split with its confirmation, "Join with…" and their toasts.
 */
export const CHANGE_REPORTS = {
  /** Under a pending change of several reports: one decision covers them all. */
  appliesPending: (n: number) => `Approving applies to ${n} reports`,
  appliesDecided: (n: number) => `Status changes apply to all ${n} reports`,
  split: "Split",
  splitLabel: (source: string, title: string) => `Split "${title}" (${source}) from this change`,
  splitTitle: "Split this report from its change?",
  splitText: (source: string, title: string) =>
    `"${title}" (${source}) becomes an update of its own, pending review. It does not rejoin this change on later syncs.`,
  splitAction: "Split report",
  cancel: "Cancel",
  join: "Join with…",
  joinTitle: "Join with another change",
  joinText: (title: string) =>
    `"${title}" and its reports join the change you choose. The official report, else the earliest, leads the change; a decision then applies to all its reports.`,
  joinSearch: "Search pending changes",
  joinSearchPlaceholder: "Title or source",
  joinChoices: "Pending changes",
  joinNone: "No other pending change matches.",
  joinMore: (shown: number, matching: number) =>
    `Showing ${shown} of ${matching}; search to narrow them.`,
  joinReports: (n: number) => `${n} reports`,
  joinAction: "Join",
  joining: "Joining...",
  joinPick: "Choose the change to join.",
  splitDone: "Report split successfully",
  joinDone: "Changes joined successfully",
  splitFailed: "Failed to split report",
  joinFailed: "Failed to join changes",
  /** Status History entries of a split and a join (on both sides of each). */
  historySplit: "Split from its change",
  historyJoin: "Joined with another change",
} as const;
