/**
 * User-visible texts of the Tasks screen and the Task dialog, verbatim from spec part 2 (§2, §5,
 * §8). Texts marked "ours" are not in the spec (ADR 0034 lists them).
 */
import { TASK_MESSAGES } from "@api/schemas/tasks.ts";
import type { RiskLevel, TaskStatus } from "@domain/tasks.ts";

export const SCREEN = {
  title: "Tasks",
  intro: "Manage compliance tasks and track follow-ups",
  signInTitle: "Sign In Required",
  signInText: "You need to sign in to view your tasks.",
  /** ours */
  signInLink: "Sign In",
  loadError: "Error loading tasks. Please try again later.",
  searchPlaceholder: "Search tasks...",
  /** ours: accessible names of the toolbar controls */
  searchLabel: "Search tasks",
  statusFilterLabel: "Filter by status",
  sortLabel: "Sort by",
  createTask: "Create Task",
  emptyTitle: "No tasks yet",
  emptyText: "Create your first task to track compliance requirements",
  /** ours: tasks exist but none match the search or filter */
  noMatchTitle: "No matching tasks",
  noMatchText: "Try another search or status filter.",
  /** ours (issue 25): a link (email, calendar event) names a task this user cannot see */
  linkedMissing: "Task not found. It may have been deleted, or it is not one of your tasks.",
  linkedMissingDismiss: "Show all tasks",
} as const;

export const STATUS_FILTERS = [
  { value: "all", label: "All Tasks" },
  { value: "open", label: "Open" },
  { value: "in-progress", label: "In Progress" },
  { value: "completed", label: "Completed" },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]["value"];

export const SORTS = [
  { value: "dueDate", label: "Due Date" },
  { value: "riskScore", label: "Risk Score" },
  { value: "status", label: "Status" },
] as const;
export type TaskSort = (typeof SORTS)[number]["value"];

export const STATUS_LABELS: Record<TaskStatus, string> = {
  open: "Open",
  "in-progress": "In Progress",
  completed: "Completed",
};

export const RISK_LABELS: Record<RiskLevel, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
};

export const CARD = {
  risk: (risk: RiskLevel) => `Risk: ${RISK_LABELS[risk]}`,
  due: "Due:",
  created: "Created:",
  closed: "Closed:",
  /** ours */
  owner: "Owner:",
  department: "Department:",
  overdue: "Overdue",
  sharedBy: "Shared by",
  edit: (title: string) => `Edit task "${title}"`,
  delete: (title: string) => `Delete task "${title}"`,
  linked: (n: number) => `Linked Legal Updates (${n})`,
} as const;

export const DELETE = {
  confirm: (title: string) => `Are you sure you want to delete "${title}"?`,
  /** ours */
  hint: "The task and its links to legal updates are removed. This cannot be undone.",
  cancel: "Cancel",
  action: "Delete",
} as const;

export const DIALOG = {
  createTitle: "Create New Task",
  editTitle: "Edit Task",
  /** ours: the dialog's description for screen readers */
  requiredHint: "Fields marked * are required.",
  title: "Task Title *",
  description: "Description",
  owner: "Owner",
  department: "Department",
  dueDate: "Due Date",
  status: "Status",
  riskScore: "Risk Score",
  links: "Link Legal Updates from Favorites",
  /** ours */
  linksSearch: "Search favorites...",
  linksSearchLabel: "Search favorite legal updates",
  noLinks: "No legal updates found",
  /** ours */
  linksSelected: (n: number) => `${n} selected`,
  cancel: "Cancel",
  create: "Create Task",
  update: "Update Task",
  saving: "Saving...",
} as const;

export const TOASTS = {
  created: { title: "Task created", description: "The task has been created successfully." },
  updated: { title: "Task updated", description: "The task has been updated successfully." },
  deleted: { title: "Task deleted", description: "The task has been deleted successfully." },
  errorTitle: "Error",
  /** ours: fallbacks when the server gives no message */
  saveFailed: "Failed to save task",
  deleteFailed: "Failed to delete task",
} as const;

export const VALIDATION = { titleRequired: TASK_MESSAGES.titleRequired } as const;

/** Errors the loaders throw (spec part 2 §8). */
export const FETCH_ERRORS = {
  tasks: "Failed to fetch tasks",
  favorites: "Failed to fetch favorites",
  owners: "Failed to fetch owner suggestions",
  departments: "Failed to fetch department suggestions",
} as const;
