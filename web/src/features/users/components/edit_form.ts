/** The User Details dialog's edit-mode form: made from a user, turned into the PATCH body. */
import type { BillingCycle, SubscriptionStatus, SubscriptionTier } from "@domain/accounts.ts";
import type { UpdateUserInput } from "@api/schemas/users.ts";
import type { PublicUser } from "@api/schemas/user_answers.ts";
import { fromDateInput, toDateInput } from "../format.ts";

/** What edit mode holds (dates as `<input type="date">` values). */
export interface EditForm {
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  isActive: boolean;
  subscriptionTier: SubscriptionTier;
  subscriptionStatus: SubscriptionStatus;
  subscriptionStartDate: string;
  subscriptionEndDate: string;
  billingCycle: BillingCycle;
  autoRenew: boolean;
}

/** The form filled from the user. */
export function editFormOf(user: PublicUser): EditForm {
  return {
    email: user.email,
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    companyName: user.companyName ?? "",
    isActive: user.isActive,
    subscriptionTier: user.subscriptionTier,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionStartDate: toDateInput(user.subscriptionStartDate),
    subscriptionEndDate: toDateInput(user.subscriptionEndDate),
    billingCycle: user.billingCycle,
    autoRenew: user.autoRenew,
  };
}

/** The PATCH body: every field of the form (the server keeps what is unchanged as it is). */
export function updateBodyOf(form: EditForm, user: PublicUser): UpdateUserInput {
  const body: UpdateUserInput = {
    email: form.email,
    firstName: form.firstName,
    lastName: form.lastName,
    companyName: form.companyName,
    subscriptionTier: form.subscriptionTier,
    subscriptionStatus: form.subscriptionStatus,
    billingCycle: form.billingCycle,
    autoRenew: form.autoRenew,
  };
  // Dates are sent only when changed, so that a stored time of day is not rounded to midnight.
  if (form.subscriptionStartDate !== toDateInput(user.subscriptionStartDate)) {
    body.subscriptionStartDate = fromDateInput(form.subscriptionStartDate);
  }
  if (form.subscriptionEndDate !== toDateInput(user.subscriptionEndDate)) {
    body.subscriptionEndDate = fromDateInput(form.subscriptionEndDate);
  }
  // Sent only when changed: the server refuses a superadmin deactivating their own account.
  if (form.isActive !== user.isActive) body.isActive = form.isActive;
  return body;
}
