/**
 * The user as every call that answers one sends it (GET /api/auth/user, sign-in, setup, the
 * profile, user management): never a password hash, answers or tokens (spec DECISIONS.md).
 * Built by api/accounts/public_user.ts; read by the web. Times are ISO strings (UTC).
 */
import type { BillingCycle, SubscriptionStatus, SubscriptionTier } from "../../domain/accounts.ts";
import type { Role } from "../../domain/roles.ts";

/** A user as the API answers it. */
export interface PublicUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: Role;
  isActive: boolean;
  companyName: string | null;
  companyWebsiteUrl: string | null;
  employeeCount: number | null;
  shareTasksWithCompany: boolean;
  subscriptionTier: SubscriptionTier;
  subscriptionStatus: SubscriptionStatus;
  subscriptionStartDate: string | null;
  subscriptionEndDate: string | null;
  autoRenew: boolean;
  billingCycle: BillingCycle;
  reportsRemaining: number;
  maxReports: number;
  reportsResetAt: string | null;
  lastLoginAt: string | null;
  mustChangePassword: boolean;
  createdAt: string;
  updatedAt: string;
  /** True when the account has a password (then security questions apply). */
  hasLocalAuth: boolean;
  /** IANA time zone of the alert digests (07:00 local); "UTC" until the user picks one. */
  timeZone: string;
}

/** GET /api/users answer: one page of the filtered users. */
export interface UserListResponse {
  users: PublicUser[];
  total: number;
}

/** POST /api/users answer: the account and its one-time temporary password. */
export interface CreateUserResponse {
  user: PublicUser;
  temporaryPassword: string;
}

/** POST /api/users/{id}/reset-password answer. */
export interface TemporaryPasswordResponse {
  temporaryPassword: string;
}
