/**
 * The user as every call that answers one sends it (GET /api/auth/user, sign-in, setup, the
 * profile, user management): never a password hash, answers or tokens (spec DECISIONS.md).
 * Built by api/accounts/public_user.ts; read by the web. Times are ISO strings (UTC).
 */
import { z } from "zod";
import {
  BILLING_CYCLES,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TIERS,
} from "../../domain/accounts.ts";
import { ROLES } from "../../domain/roles.ts";
import { isoInstant } from "./answer_fields.ts";

/** A user as the API answers it. */
export const PublicUser = z.strictObject({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  companyName: z.string().nullable(),
  companyWebsiteUrl: z.string().nullable(),
  employeeCount: z.number().int().nullable(),
  shareTasksWithCompany: z.boolean(),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  subscriptionStartDate: isoInstant.nullable(),
  subscriptionEndDate: isoInstant.nullable(),
  autoRenew: z.boolean(),
  billingCycle: z.enum(BILLING_CYCLES),
  reportsRemaining: z.number().int(),
  maxReports: z.number().int(),
  reportsResetAt: isoInstant.nullable(),
  lastLoginAt: isoInstant.nullable(),
  mustChangePassword: z.boolean(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
  /** True when the account has a password (then security questions apply). */
  hasLocalAuth: z.boolean(),
  /** IANA time zone of the alert digests (07:00 local); "UTC" until the user picks one. */
  timeZone: z.string(),
});
export type PublicUser = z.infer<typeof PublicUser>;

/** GET /api/users answer: one page of the filtered users. */
export const UserListResponse = z.strictObject({
  users: z.array(PublicUser),
  total: z.number().int(),
});
export type UserListResponse = z.infer<typeof UserListResponse>;

/** POST /api/users answer: the account and its one-time temporary password. */
export const CreateUserResponse = z.strictObject({
  user: PublicUser,
  temporaryPassword: z.string(),
});
export type CreateUserResponse = z.infer<typeof CreateUserResponse>;

/** POST /api/users/{id}/reset-password answer. */
export const TemporaryPasswordResponse = z.strictObject({ temporaryPassword: z.string() });
export type TemporaryPasswordResponse = z.infer<typeof TemporaryPasswordResponse>;
