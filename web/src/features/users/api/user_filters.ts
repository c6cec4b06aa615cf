/** Shapes of the /api/users answers (spec part 2 §3 "Client-side views"). Times are ISO strings. */
import type {
  BillingCycle,
  SubscriptionStatus,
  SubscriptionTier,
} from "../../../../../domain/accounts.ts";
import type { Role } from "../../../../../domain/roles.ts";

/** A user as user management shows it. */
export interface ManagedUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  companyWebsiteUrl: string | null;
  employeeCount: number | null;
  shareTasksWithCompany: boolean;
  isActive: boolean;
  role: Role;
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
  createdAt: string;
  updatedAt: string;
  hasLocalAuth: boolean;
}

/** GET /api/users answer. */
export interface UserListResponse {
  users: ManagedUser[];
  total: number;
}

/** POST /api/users answer. */
export interface CreateUserResponse {
  user: ManagedUser;
  temporaryPassword: string;
}

/** POST /api/users/{id}/reset-password answer. */
export interface ResetPasswordResponse {
  temporaryPassword: string;
}

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
