/**
 * Request shapes and constants of user management (spec part 2 §3, §5, §7, §9). Shared by the
 * /api/users validators and the web's forms, so no db, Deno or hono imports here.
 */
import { z } from "zod";
import {
  BILLING_CYCLES,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TIERS,
} from "../../domain/accounts.ts";
import { ROLES } from "../../domain/roles.ts";

/** The create-user form offers only these two (spec part 2 §5). */
export const CREATE_BILLING_CYCLES = ["monthly", "yearly"] as const;

export const USERS_PAGE_SIZE = 50;
export const USERS_MAX_PAGE_SIZE = 100;
export const REPORT_LIMIT_MAX = 1000;
/** What 'Reset to 10' sets both report counters to (spec part 2 §9). */
export const REPORT_RESET_VALUE = 10;
export const NAME_MAX = 100;
export const COMPANY_MAX = 200;
export const EMAIL_MAX = 320;

export const INVALID_EMAIL = "Invalid email address";

/** The server's words for user management, kept in one place. */
export const USER_MESSAGES = {
  emailTaken: "A user with this email already exists",
  notFound: "User not found",
  selfDelete: "You cannot delete your own account",
  selfReset: "You cannot reset the password of your own account",
  selfRole: "You cannot change your own role",
  selfDeactivate: "You cannot deactivate your own account",
  lastSuperadmin: "At least one active superadmin must remain",
  remainingOverMax: "Reports remaining cannot be more than max reports",
  reportLimitsRequired: "Give maxReports or reportsRemaining",
} as const;

/** A valid email, trimmed and lower-cased. */
export const emailField = z.string({ error: INVALID_EMAIL }).trim().toLowerCase()
  .max(EMAIL_MAX, INVALID_EMAIL).pipe(z.email({ error: INVALID_EMAIL }));

/** An optional text: trimmed, empty becomes null. */
const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`)
    .transform((s) => s || null).nullable().optional();

export const firstNameField = optionalText(NAME_MAX, "First name");
export const lastNameField = optionalText(NAME_MAX, "Last name");
const companyField = optionalText(COMPANY_MAX, "Company name");

/** A date ('yyyy-MM-dd' or an ISO date-time) as a Date; empty or null clears it. */
const dateField = z.union([z.string().trim(), z.null()])
  .transform((value, ctx) => {
    if (value === null || value === "") return null;
    const ok = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value);
    const date = new Date(value);
    if (!ok || Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: "custom", message: "Please enter a valid date" });
      return z.NEVER;
    }
    return date;
  }).optional();

const reportCount = (label: string) =>
  z.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(REPORT_LIMIT_MAX, `${label} must be at most ${REPORT_LIMIT_MAX}`);

export const CreateUserBody = z.object({
  email: emailField,
  firstName: firstNameField,
  lastName: lastNameField,
  companyName: companyField,
  role: z.enum(ROLES).default("user"),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS).default("free"),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).default("active"),
  subscriptionStartDate: dateField,
  subscriptionEndDate: dateField,
  autoRenew: z.boolean().default(false),
  billingCycle: z.enum(CREATE_BILLING_CYCLES).default("monthly"),
});
export type CreateUserInput = z.input<typeof CreateUserBody>;

export const UpdateUserBody = z.object({
  email: emailField.optional(),
  firstName: firstNameField,
  lastName: lastNameField,
  companyName: companyField,
  isActive: z.boolean().optional(),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS).optional(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).optional(),
  subscriptionStartDate: dateField,
  subscriptionEndDate: dateField,
  autoRenew: z.boolean().optional(),
  billingCycle: z.enum(BILLING_CYCLES).optional(),
});
export type UpdateUserInput = z.input<typeof UpdateUserBody>;

export const RoleBody = z.object({
  role: z.enum(ROLES, { error: "Role must be user, admin or superadmin" }),
});

export const ReportLimitsBody = z.object({
  maxReports: reportCount("Max reports").optional(),
  reportsRemaining: reportCount("Reports remaining").optional(),
}).refine((b) => b.maxReports !== undefined || b.reportsRemaining !== undefined, {
  message: USER_MESSAGES.reportLimitsRequired,
});

/** A filter parameter: empty or 'all' means no filter. */
const filterOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === "" || v === "all" ? undefined : v), z.enum(values).optional());

export const UserFilterQuery = z.object({
  search: z.string().trim().max(200, "Search is too long").optional(),
  role: filterOf(ROLES),
  subscriptionTier: filterOf(SUBSCRIPTION_TIERS),
  subscriptionStatus: filterOf(SUBSCRIPTION_STATUSES),
});
export type UserFilters = z.output<typeof UserFilterQuery>;

export const UserListQuery = UserFilterQuery.extend({
  page: z.coerce.number().int().min(1, "Page must be at least 1").default(1),
  limit: z.coerce.number().int().min(1, "Limit must be at least 1")
    .max(USERS_MAX_PAGE_SIZE, `Limit must be at most ${USERS_MAX_PAGE_SIZE}`)
    .default(USERS_PAGE_SIZE),
});

const count = z.number().int();

/** GET /api/users/stats answer: the accounts by activity, role, tier and subscription status. */
export const UserStats = z.strictObject({
  total: count,
  active: count,
  inactive: count,
  byRole: z.strictObject({ user: count, admin: count, superadmin: count }),
  byTier: z.strictObject({ free: count, basic: count, pro: count }),
  byStatus: z.strictObject({ active: count, cancelled: count, expired: count }),
});
export type UserStats = z.infer<typeof UserStats>;

/** GET /api/users/company-names answer: the distinct company names, sorted. */
export const CompanyNames = z.array(z.string());
