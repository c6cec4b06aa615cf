/**
 * User-visible texts of the Profile screen (spec part 2 §2, §5, §8), verbatim where the spec
 * gives them. Validation messages come from api/schemas/profile.ts, the server's own.
 */
import { SECURITY_QUESTIONS } from "@api/schemas/auth.ts";
import { PROFILE_MESSAGES } from "@api/schemas/profile.ts";
import { INVALID_EMAIL } from "@api/schemas/users.ts";

export { INVALID_EMAIL, PROFILE_MESSAGES, SECURITY_QUESTIONS };

export const TITLE = "Profile";

export const PROFILE_CARD = {
  title: "Profile Information",
  description: "Your name and the email you sign in with.",
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email",
  currentPassword: "Current Password",
  currentPasswordHint: "Enter your current password to change the email you sign in with.",
  /** An account made by single sign-on (ADR 0179). */
  ssoEmailHint: "An administrator can change the email of an account that signs in this way.",
  update: "Update Profile",
  updating: "Updating...",
  created: "Account Created",
  subscription: "Subscription",
  subscriptionValue: (tier: string, status: string) => `${tier} (${status})`,
  userId: "User ID",
} as const;

/** Where Security Questions would be, for an account made by single sign-on (our wording). */
export const SSO_SIGN_IN_CARD = {
  title: "Sign-in",
  description:
    "This account has no LegalWatch password, so there is no password or security questions to change here.",
} as const;

/** The pending change of the sign-in email (issue 23; our wording). */
export const PENDING_EMAIL = {
  sent: (email: string) => `Confirmation sent to ${email}`,
  hint: "Your sign-in email changes once you open the link in that email. Until then, " +
    "alerts keep going to your current address.",
  cancel: "Cancel change",
  cancelled: PROFILE_MESSAGES.emailChangeCancelled,
  cancelFailed: "Failed to cancel the email change",
} as const;

export const COMPANY_CARD = {
  title: "Company Information",
  description: "Details about the company you work for.",
  companyName: "Company Name",
  companyNameHint: "Company name is set by your administrator",
  notSet: "Not set",
  website: "Website URL",
  websitePlaceholder: "https://example.com",
  employees: "Number of Employees",
  share: "Share my tasks with company members",
  shareHelp: "Allows other users from your company to view and edit your tasks.",
  save: "Save Company Information",
  saving: "Saving...",
} as const;

export const SECURITY_CARD = {
  title: "Security Questions",
  description: "Used to verify your identity if you forget your password.",
  change: "Change Security Questions",
  currentPassword: "Current Password",
  cancel: "Cancel",
  update: "Update Questions",
  updating: "Updating...",
} as const;

export const SOURCES_CARD = {
  title: "Settings",
  subtitle: "Sources for Legal Updates",
  description: "Choose which sources your Legal Updates show.",
  government: "Government Sources",
  firms: "Legal Firms",
  selectAll: "Select All",
  deselectAll: "Deselect All",
  save: "Save Preferences",
  saving: "Saving...",
  allShown: "All sources will be shown",
  selected: (n: number) => `${n} source(s) selected`,
  none: "No sources in this group",
  loadFailed: "Failed to load sources",
} as const;

/** The time zone of the alert digests (issue 13; our wording). */
export const TIME_ZONE_CARD = {
  title: "Time Zone",
  description: "Daily and weekly alert digests go out at 07:00 in this time zone.",
  label: "Time zone",
  useBrowser: (zone: string) => `Use this device's time zone (${zone})`,
  save: "Save Time Zone",
  saving: "Saving...",
  saved: "Time zone saved",
} as const;

/** The calendar of deadlines (issue 13; our wording). */
export const CALENDAR_CARD = {
  title: "Subscribe in your calendar",
  description:
    "Your tasks' due dates and the deadlines found in your favorite updates, as a calendar feed for Google Calendar, Outlook, Apple Calendar or any program that subscribes to iCalendar links.",
  get: "Get calendar link",
  renew: "Make a new link",
  working: "Making a link...",
  url: "Calendar link",
  urlHint: "Keep it private: anyone with this link can read your deadlines.",
  replaces:
    "A new link replaces the one before: calendars subscribed to the old link stop updating.",
  copy: "Copy",
  copied: "Copied",
  failed: "Failed to make a calendar link",
} as const;

/** Toasts (spec part 2 §8). */
export const TOASTS = {
  success: "Success",
  errorTitle: "Error",
  profileUpdated: "Profile updated successfully",
  preferencesUpdated: "Source preferences updated successfully",
  questionsUpdated: "Security questions updated successfully",
  profileFailed: "Failed to update profile",
  preferencesFailed: "Failed to update preferences",
  questionsFailed: "Failed to update security questions",
} as const;

/** Personal API tokens (issue 28; our wording). */
export const API_TOKENS_CARD = {
  title: "API tokens",
  description: "Personal tokens let your scripts and integrations call the LegalWatch API as you.",
  usage: "Send a token in the Authorization header of each call:",
  usageExample: "Authorization: Bearer lw_…",
  create: "Create token",
  empty: "You have no API tokens.",
  loadFailed: "Failed to load your API tokens",
  name: "Name",
  scopes: "Scopes",
  created: "Created",
  lastUsed: "Last used",
  expires: "Expires",
  never: "Never",
  expired: "Expired",
  actions: "Actions",
  revoke: "Revoke",
  revokeLabel: (name: string) => `Revoke ${name}`,
  revokeTitle: (name: string) => `Revoke the token "${name}"?`,
  revokeText:
    "Scripts using this token stop working at once. This cannot be undone: you would create a new token.",
  cancel: "Cancel",
  revoked: "API token revoked",
  revokeFailed: "Failed to revoke the API token",
} as const;

/** The create dialog, then the token, shown once. */
export const API_TOKEN_DIALOG = {
  title: "Create API token",
  description: "Give the token a name you will recognise, what it may do, and when it expires.",
  name: "Name",
  namePlaceholder: "Nightly export",
  scopes: "Scopes",
  scopeLabels: {
    read: "Read: fetch data (GET)",
    write: "Write: create, change and delete (POST, PUT, PATCH, DELETE)",
    admin: "Admin: use your administrator rights",
  },
  expiresInDays: "Expires in (days)",
  expiresHint: "From 1 to 365 days; 90 by default.",
  cancel: "Cancel",
  submit: "Create token",
  submitting: "Creating...",
  failed: "Failed to create the API token",
  createdTitle: "Your new API token",
  createdNote:
    "Copy it now: it is shown only this once. LegalWatch keeps only a fingerprint of it and cannot show it again.",
  token: "Token",
  copy: "Copy",
  copied: "Copied",
  done: "Done",
} as const;
