/**
 * Request shapes of the profile calls (spec part 2 §5, §7): profile and company information,
 * source preferences and security questions. Shared with the web's profile forms.
 */
import { z } from "zod";
import { canonicalTimeZone } from "../../domain/alerts.ts";
import { httpsUrl } from "./urls.ts";
import { emailField, firstNameField, lastNameField } from "./users.ts";

export const EMPLOYEE_COUNT_MIN = 1;
export const EMPLOYEE_COUNT_MAX = 1_000_000;
export const WEBSITE_URL_MAX = 2048;
/** More ids than there could ever be sources is a malformed request. */
export const PREFERENCES_MAX = 1000;

export const PROFILE_MESSAGES = {
  websiteUrl: "Please enter a valid website URL (must start with https)",
  employeesMin: "Employee count must be at least 1",
  employeesMax: "Employee count must be reasonable",
  employeesWhole: "Employee count must be a whole number",
  currentPasswordRequired: "Current password is required",
  currentPasswordWrong: "Current password is incorrect",
  answersRequired: "Please answer all security questions",
  questionsUpdated: "Security questions updated successfully",
  unknownSources: "One or more selected sources do not exist",
  timeZoneInvalid: "Please choose a time zone from the list",
  /** The answer of a PATCH that asked for a new sign-in email (issue 23; our wording). */
  emailChangeSent:
    "We sent a confirmation link to the new address. Your sign-in email changes once it is opened.",
  emailChangeMailFailed:
    "The confirmation email could not be sent, so your email is unchanged. Please try again later.",
  emailChangeCancelled: "Email change cancelled",
  emailChangeNone: "There is no pending email change",
} as const;

/** An https URL, or empty (stored as null). */
export const websiteUrlField = z.union([z.string(), z.null()])
  .transform((value) => value?.trim() || null)
  .pipe(
    httpsUrl(PROFILE_MESSAGES.websiteUrl).max(WEBSITE_URL_MAX, PROFILE_MESSAGES.websiteUrl)
      .nullable(),
  );

/** Empty, null or a whole number from 1 to 1,000,000 (a numeric string is accepted). */
export const employeeCountField = z.preprocess(
  (v) => (v === "" || v === null ? null : typeof v === "string" ? Number(v.trim()) : v),
  z.number({ error: PROFILE_MESSAGES.employeesWhole })
    .int(PROFILE_MESSAGES.employeesWhole)
    .min(EMPLOYEE_COUNT_MIN, PROFILE_MESSAGES.employeesMin)
    .max(EMPLOYEE_COUNT_MAX, PROFILE_MESSAGES.employeesMax)
    .nullable(),
);

/**
 * An IANA time zone name ("Europe/Paris", "UTC"), stored in the runtime's canonical spelling. The
 * daily and weekly alert digests go out at 07:00 in it.
 */
export const timeZoneField = z.string({ error: PROFILE_MESSAGES.timeZoneInvalid }).trim()
  .transform((value, ctx) => {
    const zone = canonicalTimeZone(value);
    if (zone === null) {
      ctx.addIssue({ code: "custom", message: PROFILE_MESSAGES.timeZoneInvalid });
      return z.NEVER;
    }
    return zone;
  });

/**
 * PATCH /api/auth/profile: every field optional; companyName is not one (an admin sets it).
 * currentPassword is needed only when the email changes ({@link changesEmail}); the server
 * checks that, since only it knows the stored email for sure.
 */
export const ProfileBody = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField.optional(),
  companyWebsiteUrl: websiteUrlField.optional(),
  employeeCount: employeeCountField.optional(),
  shareTasksWithCompany: z.boolean().optional(),
  timeZone: timeZoneField.optional(),
  currentPassword: z.string().max(256, PROFILE_MESSAGES.currentPasswordWrong).optional(),
});

/** True when `email` as typed is another sign-in email than `current` (case and blanks aside). */
export function changesEmail(current: string, email: string): boolean {
  return email.trim().toLowerCase() !== current.trim().toLowerCase();
}
export type ProfileInput = z.input<typeof ProfileBody>;

export const PreferencesBody = z.object({
  rssSourceIds: z.array(z.number().int().positive(), { error: "rssSourceIds must be a list" })
    .max(PREFERENCES_MAX, "Too many sources"),
});

const answer = z.string({ error: PROFILE_MESSAGES.answersRequired }).trim()
  .min(1, PROFILE_MESSAGES.answersRequired)
  .max(200, "Answers must be at most 200 characters");

export const SecurityQuestionsBody = z.object({
  currentPassword: z.string({ error: PROFILE_MESSAGES.currentPasswordRequired })
    .min(1, PROFILE_MESSAGES.currentPasswordRequired)
    .max(256, PROFILE_MESSAGES.currentPasswordWrong),
  securityAnswer1: answer,
  securityAnswer2: answer,
  securityAnswer3: answer,
});

/** An entry of GET and POST /api/auth/preferences: one chosen source. */
export const SourcePreference = z.strictObject({ rssSourceId: z.number().int() });
export type SourcePreference = z.infer<typeof SourcePreference>;

/** GET and POST /api/auth/preferences answer: the chosen sources. */
export const SourcePreferenceList = z.array(SourcePreference);
