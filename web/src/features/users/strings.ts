/**
 * User-visible texts of User Management (spec part 2 §2, §5, §8), verbatim where the spec gives
 * them. Every toast and every text used in more than one place lives here.
 */
import { INVALID_EMAIL } from "@api/schemas/users.ts";
import { paginationText } from "@/components/pagination_text.ts";

export { INVALID_EMAIL };

export const TITLE = "User Management";

export const BUTTONS = {
  exportCsv: "Export CSV",
  exporting: "Exporting...",
  addUser: "Add User",
  createUser: "Create User",
  creating: "Creating...",
  cancel: "Cancel",
  done: "Done",
  close: "Close",
  copy: "Copy",
  copied: "Copied",
  clearAll: "Clear All",
  viewDetails: "View Details",
  resetPassword: "Reset Password",
  delete: "Delete",
  editProfile: "Edit Profile",
  saveChanges: "Save Changes",
  saving: "Saving...",
  resetTo10: "Reset to 10",
} as const;

export const FILTERS = {
  title: "Search & Filters",
  searchPlaceholder: "Search by name, email, company, or ID...",
  searchLabel: "Search users",
  role: "Role",
  tier: "Subscription Tier",
  status: "Subscription Status",
  allRoles: "All Roles",
  allTiers: "All Tiers",
  allStatuses: "All Statuses",
  activeFilters: "Active filters",
  search: "Search",
  found: (n: number) => `${n} user(s) found`,
} as const;

export const TABLE = {
  title: "All Users",
  /** The spec's columns, with Company beside User (issue 25: search offers company). */
  columns: ["User", "Company", "Status", "Role", "Subscription", "Last Login", "Actions"],
  active: "Active",
  inactive: "Inactive",
  never: "Never",
  empty: "No users found",
  loadFailed: "Failed to fetch users",
} as const;

/** The pager under the table. */
export const PAGINATION = paginationText("users");

export const FIELDS = {
  email: "Email",
  firstName: "First Name",
  lastName: "Last Name",
  company: "Company",
  role: "Role",
  tier: "Subscription Tier",
  status: "Subscription Status",
  startDate: "Start Date",
  endDate: "End Date",
  autoRenew: "Auto Renew",
  billingCycle: "Billing Cycle",
  userId: "User ID",
  accountStatus: "Account Status",
  reportLimits: "Report Limits",
  resetDate: "Reset Date",
  lastLogin: "Last Login",
  created: "Account Created",
  updated: "Last Updated",
} as const;

export const COMPANY_PICKER = {
  create: (value: string) => `Create "${value}"`,
  hint: "Type to add a new company",
  placeholder: "Select or type a company",
  loadFailed: "Failed to fetch company names",
} as const;

export const ADD_USER = {
  title: "Add User",
  description:
    "The new user signs in with a temporary password, then sets their own password and security questions.",
  createdTitle: "User Created",
  createdText: (email: string) => `Temporary password for ${email}:`,
  createdNote: "This password is shown only once. Copy it now and share it securely.",
} as const;

export const DETAILS = {
  title: "User Details",
  tabs: { profile: "Profile", subscription: "Subscription", security: "Security" },
  notSet: "Not set",
  yes: "Yes",
  no: "No",
  remaining: (remaining: number, max: number) => `${remaining} / ${max} remaining`,
  passwordManagement: "Password Management",
  resetPasswordText: "Reset the user's password and clear their security questions",
  ownRole: "You cannot change your own role.",
  ownAccount: "You cannot deactivate your own account.",
} as const;

export const CONFIRM = {
  resetTitle: "Reset Password",
  resetText: (email: string) =>
    `This generates a temporary password for ${email} and clears their security questions. They must set a new password and new security questions at their next login.`,
  deleteTitle: "Delete User",
  deleteText: (name: string) =>
    `Are you sure you want to delete ${name}? This action cannot be undone.`,
} as const;

export const RESET_DONE = {
  title: "Password Reset Successful",
  text: (email: string) => `A temporary password has been generated for ${email}.`,
  passwordLabel: "Temporary password",
  notes: [
    "Share this temporary password with the user securely.",
    "Their security questions have been cleared.",
    "They must set new security questions when they log in.",
    "Suggest that they change their password after logging in.",
  ],
} as const;

export const LABELS = {
  role: { user: "User", admin: "Admin", superadmin: "Super Admin" },
  tier: { free: "Free", basic: "Basic", pro: "Pro" },
  status: { active: "Active", cancelled: "Cancelled", expired: "Expired" },
  billingCycle: { monthly: "Monthly", yearly: "Yearly", lifetime: "Lifetime" },
} as const;

/** Toasts (spec part 2 §8): success titles, and failure titles with fallbacks. */
export const TOASTS = {
  created: "User created successfully. Copy the temporary password now.",
  updated: "User updated successfully",
  roleUpdated: "User role updated successfully",
  limitsUpdated: "Report limits updated successfully",
  limitsReset: "Report limits reset to 10 successfully",
  deleted: "User deleted successfully",
  passwordReset: "Password reset successfully. Share the temporary password with the user.",
  exported: {
    title: "Export Successful",
    description: (n: number) => `Exported ${n} user(s) to CSV file`,
  },
  exportFailed: {
    title: "Export Failed",
    description: "Failed to export users. Please try again.",
  },
  copied: "Temporary password copied to clipboard",
  copyFailed: "Could not copy. Select the password and copy it by hand.",
  errorTitle: "Error",
  createFailed: "Failed to create user",
  updateFailed: "Failed to update user",
  roleFailed: "Failed to update user role",
  limitsFailed: "Failed to update report limits",
  limitsResetFailed: "Failed to reset report limits",
  deleteFailed: "Failed to delete user",
  resetFailed: "Failed to reset password",
} as const;
