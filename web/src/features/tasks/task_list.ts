/**
 * What the Tasks screen shows, as pure functions (spec part 2 §4, §5): search, status filter
 * and the three sort orders, completed tasks always last; and the Task dialog's link list.
 */
import type { FavoriteUpdate } from "@api/schemas/legal_updates.ts";
import type { Task } from "@api/schemas/tasks.ts";
import type { RiskLevel, TaskStatus } from "@domain/tasks.ts";
import type { StatusFilter, TaskSort } from "./strings.ts";

/** A legal update the Task dialog offers for linking (spec part 2 §3): a favorite, or a link. */
export interface LinkableUpdate {
  id: number;
  title: string;
  jurisdictionName: string | null;
  aiCategory: string | null;
}

/** The favorites as the link list shows them. */
export function toLinkable(favorites: readonly FavoriteUpdate[]): LinkableUpdate[] {
  return favorites.map((u) => ({
    id: u.id,
    title: u.title,
    jurisdictionName: u.jurisdictionName,
    aiCategory: u.aiCategory,
  }));
}

const RISK_ORDER: Record<RiskLevel, number> = { high: 0, medium: 1, low: 2 };
const STATUS_ORDER: Record<TaskStatus, number> = { open: 0, "in-progress": 1, completed: 2 };

/** True when `text` (any case) occurs in one of the fields. */
function anyIncludes(text: string, fields: readonly (string | null | undefined)[]): boolean {
  const needle = text.trim().toLowerCase();
  if (needle === "") return true;
  return fields.some((field) => field?.toLowerCase().includes(needle) ?? false);
}

/** Task search: title, description, ownerName or department, case-insensitively. */
export function matchesTaskSearch(task: Task, search: string): boolean {
  return anyIncludes(search, [task.title, task.description, task.ownerName, task.department]);
}

/** Link-list search: title, jurisdictionName or aiCategory, case-insensitively. */
export function matchesUpdateSearch(update: LinkableUpdate, search: string): boolean {
  return anyIncludes(search, [update.title, update.jurisdictionName, update.aiCategory]);
}

/** Due dates ascending, undated (or unreadable) ones last. */
function compareDue(a: Task, b: Task): number {
  const da = validDay(a.dueDate);
  const db = validDay(b.dueDate);
  if (da === db) return 0;
  if (da === null) return 1;
  if (db === null) return -1;
  return da < db ? -1 : 1;
}

function validDay(value: string | null): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/** Newest first: the tie-breaker of every order. */
function compareNewest(a: Task, b: Task): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
}

const PRIMARY: Record<TaskSort, (a: Task, b: Task) => number> = {
  dueDate: compareDue,
  riskScore: (a, b) => RISK_ORDER[a.riskScore] - RISK_ORDER[b.riskScore] || compareDue(a, b),
  status: (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || compareDue(a, b),
};

/** A sorted copy: completed tasks last, then the chosen order, then newest first. */
export function sortTasks(tasks: readonly Task[], sort: TaskSort): Task[] {
  const completedLast = (t: Task) => t.status === "completed" ? 1 : 0;
  return [...tasks].sort((a, b) =>
    completedLast(a) - completedLast(b) || PRIMARY[sort](a, b) || compareNewest(a, b)
  );
}

/** The tasks the screen lists for a search, a status filter and a sort order. */
export function visibleTasks(
  tasks: readonly Task[],
  options: { search: string; status: StatusFilter; sort: TaskSort },
): Task[] {
  const shown = tasks.filter((task) =>
    (options.status === "all" || task.status === options.status) &&
    matchesTaskSearch(task, options.search)
  );
  return sortTasks(shown, options.sort);
}
