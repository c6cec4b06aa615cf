/**
 * The user as every call answers it (api/schemas/user_answers.ts): never a password hash, answers
 * or tokens (spec DECISIONS.md). hasLocalAuth tells the profile screen whether security questions
 * apply.
 */
import type { BillingCycle, SubscriptionStatus, SubscriptionTier } from "../../domain/accounts.ts";
import type { PublicUser } from "../schemas/user_answers.ts";
import type { Account } from "./create_account.ts";

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/** The JSON of an account. */
export function toPublicUser(account: Account): PublicUser {
  return {
    id: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    profileImageUrl: account.profileImageUrl,
    role: account.role,
    isActive: account.isActive,
    companyName: account.companyName,
    companyWebsiteUrl: account.companyWebsiteUrl,
    employeeCount: account.employeeCount,
    shareTasksWithCompany: account.shareTasksWithCompany,
    // Stored as text; every write goes through the zod enums of api/schemas/users.ts (or the
    // column defaults 'free', 'active', 'monthly'), so the stored value is one of the enum's.
    subscriptionTier: account.subscriptionTier as SubscriptionTier,
    subscriptionStatus: account.subscriptionStatus as SubscriptionStatus,
    subscriptionStartDate: iso(account.subscriptionStartDate),
    subscriptionEndDate: iso(account.subscriptionEndDate),
    autoRenew: account.autoRenew,
    billingCycle: account.billingCycle as BillingCycle,
    reportsRemaining: account.reportsRemaining,
    maxReports: account.maxReports,
    reportsResetAt: iso(account.reportsResetAt),
    lastLoginAt: iso(account.lastLoginAt),
    mustChangePassword: account.mustChangePassword,
    createdAt: account.createdAt.toISOString(),
    updatedAt: account.updatedAt.toISOString(),
    hasLocalAuth: account.passwordHash !== null,
    timeZone: account.timeZone,
  };
}

/** True when all three security answers are stored. */
export function hasSecurityAnswers(account: Account): boolean {
  return !!(account.securityAnswer1 && account.securityAnswer2 && account.securityAnswer3);
}
