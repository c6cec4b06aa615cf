/** User-visible texts of the frame around the screens: the navigation and the public header. */

/** Badges of the admin navigation bar. */
export const NAV_BADGES = {
  systemActive: "System Active",
  pending: (count: number) => `${count} Pending`,
  /** Issue 25's red badge beside 'System Active'. */
  sourcesFailing: (count: number) => `${count} ${count === 1 ? "source" : "sources"} failing`,
} as const;

/** Buttons and links of the headers. */
export const SHELL_BUTTONS = {
  logout: "Logout",
  menu: "Menu",
  signIn: "Sign In",
  skipToContent: "Skip to content",
} as const;

/** The logout's toasts (spec part 1 §8): title, and the fallback when the server says nothing. */
export const LOGOUT_TOASTS = {
  loggedOut: { title: "Logged out" },
  failed: { title: "Logout failed", fallback: "Failed to logout" },
} as const;
