/**
 * The user as every call answers it: never a password hash, answers or tokens (DECISIONS.md).
 * hasLocalAuth tells the profile screen whether security questions apply.
 */
import type { Account } from "./create_account.ts";

export function toPublicUser(account: Account) {
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
    subscriptionTier: account.subscriptionTier,
    subscriptionStatus: account.subscriptionStatus,
    subscriptionStartDate: account.subscriptionStartDate,
    subscriptionEndDate: account.subscriptionEndDate,
    autoRenew: account.autoRenew,
    billingCycle: account.billingCycle,
    reportsRemaining: account.reportsRemaining,
    maxReports: account.maxReports,
    reportsResetAt: account.reportsResetAt,
    lastLoginAt: account.lastLoginAt,
    mustChangePassword: account.mustChangePassword,
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
    hasLocalAuth: account.passwordHash !== null,
  };
}

export type PublicUser = ReturnType<typeof toPublicUser>;

/** True when all three security answers are stored. */
export function hasSecurityAnswers(account: Account): boolean {
  return !!(account.securityAnswer1 && account.securityAnswer2 && account.securityAnswer3);
}
