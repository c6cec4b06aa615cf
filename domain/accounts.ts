/** The subscription vocabulary of an account (spec part 2 §3, §5). Roles are in roles.ts. */

/** Subscription tiers. */
export const SUBSCRIPTION_TIERS = ["free", "basic", "pro"] as const;

/** A subscription tier. */
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** Subscription statuses. */
export const SUBSCRIPTION_STATUSES = ["active", "cancelled", "expired"] as const;

/** A subscription status. */
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Every billing cycle (the details editor offers all three). */
export const BILLING_CYCLES = ["monthly", "yearly", "lifetime"] as const;

/** A billing cycle. */
export type BillingCycle = (typeof BILLING_CYCLES)[number];
