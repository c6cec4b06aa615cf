/**
 * The signed-in pages: path, navigation label and the roles that may open them (spec part 1 §2,
 * §6; Alerts from issue 13; the Compliance Register from issue 29). The router guards with it, the navigation bar and the dashboard
 * filter with it.
 */
import { ADMIN_ROLES, type Role, ROLES } from "@domain/roles.ts";

/** A page of the app. */
export interface Page {
  path: string;
  label: string;
  roles: readonly Role[];
  /** The screen's sub-line where the spec gives one. */
  intro?: string;
}

const EVERYONE: readonly Role[] = ROLES;

/** Every signed-in page by key. */
export const PAGES = {
  legalUpdates: {
    path: "/overview",
    label: "Legal Updates",
    roles: EVERYONE,
    intro:
      "Stay informed about the latest legislative changes across jurisdictions. All updates are verified and categorized by our legal experts.",
  },
  favorites: { path: "/favorites", label: "Favorites", roles: EVERYONE },
  tasks: {
    path: "/tasks",
    label: "Tasks",
    roles: EVERYONE,
    intro: "Manage compliance tasks and track follow-ups",
  },
  register: {
    path: "/register",
    label: "Compliance Register",
    roles: EVERYONE,
    intro: "Own, track and prove each duty: who owns it, which controls cover it, how far it is",
  },
  alerts: {
    path: "/alerts",
    label: "Alerts",
    roles: EVERYONE,
    intro: "Get told by email, webhook or feed when an update that matters to you is approved",
  },
  admin: {
    path: "/admin",
    label: "Verification Portal",
    roles: ADMIN_ROLES,
    intro: "Review and approve legal updates from RSS sources",
  },
  jurisdictions: { path: "/jurisdictions", label: "Source Management", roles: ["superadmin"] },
  users: { path: "/users", label: "User Management", roles: ["superadmin"] },
  /** "What's coming" (issue 29): reached from the Compliance Register, not the navigation bar. */
  registerHorizon: {
    path: "/register/horizon",
    label: "What's coming",
    roles: EVERYONE,
    intro:
      "Duties due soon: your register's due dates, and the deadlines of approved updates' duties not yet in your register.",
  },
  home: { path: "/home", label: "Home", roles: EVERYONE },
  profile: { path: "/profile", label: "Profile", roles: EVERYONE },
} as const satisfies Record<string, Page>;

/** The navigation bar's items, in order. */
export const NAV_PAGES: readonly Page[] = [
  PAGES.legalUpdates,
  PAGES.favorites,
  PAGES.tasks,
  PAGES.register,
  PAGES.alerts,
  PAGES.admin,
  PAGES.jurisdictions,
  PAGES.users,
];

/** True when `role` may open `page`. */
export function canAccess(role: Role, page: Page): boolean {
  return page.roles.includes(role);
}

/** The navigation items a role sees. */
export function navItemsFor(role: Role): Page[] {
  return NAV_PAGES.filter((page) => canAccess(role, page));
}

/** True when `location` shows `page`; "/" shows the Legal Updates overview too. */
export function isCurrentPage(location: string, page: Page): boolean {
  const path = location.replace(/\/+$/, "") || "/";
  if (page.path === PAGES.legalUpdates.path && path === "/") return true;
  return path === page.path || path.startsWith(`${page.path}/`);
}

/**
 * Source Management showing only the sources that need attention (issue 25): where the
 * navigation's "{n} sources failing" badge leads.
 */
export const SOURCES_ATTENTION = {
  param: "show",
  value: "attention",
  path: `${PAGES.jurisdictions.path}?show=attention`,
} as const;

/** The register's controls library (issue 29): a tab of the Compliance Register. */
export const REGISTER_CONTROLS_PATH = "/register/controls";

/** The page of register entry `id` (issue 29). */
export function registerEntryPath(id: number): string {
  return `/register/${id}`;
}

/** The detail page of any update (public for approved ones; not a navigation page). */
export const UPDATE_DETAIL_ROUTE = "/updates/:id";

/** The shareable link of update `id`'s detail page. */
export function updateDetailPath(id: number): string {
  return `/updates/${id}`;
}

/** A record id from an address (a path segment or a query value): a positive int4, or null. */
export function parseRecordId(text: string | null | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** The id of a detail path's segment, or null when it is not a positive whole number. */
export function parseUpdateDetailId(segment: string | undefined): number | null {
  return parseRecordId(segment);
}

/** The query parameter naming one task on the Tasks screen (domain/alerts.ts taskPageUrl). */
export const TASK_PARAM = "task";

/** A compliance register entry's page (issue 29; not a navigation page). */
export const REGISTER_ENTRY_ROUTE = "/register/:id";
