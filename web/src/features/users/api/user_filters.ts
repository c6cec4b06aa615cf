/** The user list's filters as the screen holds them, and as the list and export send them. */
import type { SubscriptionStatus, SubscriptionTier } from "@domain/accounts.ts";
import type { Role } from "@domain/roles.ts";

/** The list's filters as the screen holds them ('all' means no filter). */
export interface UserFilterState {
  search: string;
  role: Role | "all";
  subscriptionTier: SubscriptionTier | "all";
  subscriptionStatus: SubscriptionStatus | "all";
}

/** No filter at all. */
export const NO_FILTERS: UserFilterState = {
  search: "",
  role: "all",
  subscriptionTier: "all",
  subscriptionStatus: "all",
};

/** The query string of the filters (only those in use), e.g. "search=ada&role=admin". */
export function filterParams(filters: UserFilterState): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set("search", search);
  if (filters.role !== "all") params.set("role", filters.role);
  if (filters.subscriptionTier !== "all") params.set("subscriptionTier", filters.subscriptionTier);
  if (filters.subscriptionStatus !== "all") {
    params.set("subscriptionStatus", filters.subscriptionStatus);
  }
  return params;
}
