/** Shapes the Profile screen reads (spec part 2 §3 "Client-side views"). */
import type { Role } from "../../../../../domain/roles.ts";

/** The signed-in user as the profile shows it (GET /api/auth/user and PATCH profile answer). */
export interface ProfileUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  companyName: string | null;
  companyWebsiteUrl: string | null;
  employeeCount: number | null;
  shareTasksWithCompany: boolean;
  subscriptionTier: string;
  subscriptionStatus: string;
  createdAt: string;
  hasLocalAuth: boolean;
}

/** GET /api/rss-sources-public item. */
export interface PublicSource {
  id: number;
  name: string;
  sourceType: string;
}

/** GET /api/auth/preferences item. */
export interface SourcePreference {
  rssSourceId: number;
}
