/** Shapes of the auth calls' answers (spec part 1 §3, §7). The lead may move them to api/schemas. */
import type { Role } from "../../../../../domain/roles.ts";

/** The signed-in user as GET /api/auth/user answers it. */
export interface User {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  companyName: string | null;
  companyWebsiteUrl: string | null;
  employeeCount: number | null;
  shareTasksWithCompany: boolean;
  isActive: boolean;
  subscriptionTier: string;
  subscriptionStatus: string;
  reportsRemaining: number;
  maxReports: number;
  reportsResetAt: string | null;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
  hasLocalAuth: boolean;
}

/** POST /api/auth/login body. */
export interface LoginRequest {
  email: string;
  password: string;
}

/** The login answer when the account must finish setup first. */
export interface SetupRequired {
  requiresSetup: true;
  mustChangePassword: boolean;
  needsSecurityQuestions: boolean;
  message: string;
}

/** POST /api/auth/login answer: the user, or a setup-required notice. */
export type LoginResponse = User | SetupRequired;

/** True when a login answer asks for the account-setup step. */
export function isSetupRequired(response: LoginResponse): response is SetupRequired {
  return "requiresSetup" in response && response.requiresSetup === true;
}

/** POST /api/auth/complete-setup body; fields present only when required. */
export interface CompleteSetupRequest {
  password?: string;
  securityAnswer1?: string;
  securityAnswer2?: string;
  securityAnswer3?: string;
}

/** POST /api/auth/complete-setup answer. */
export interface CompleteSetupResponse {
  user: User;
}

/** POST /api/auth/forgot-password/email answer. */
export interface SecurityQuestion {
  questionNumber: number;
  questionText: string;
}

/** POST /api/auth/forgot-password/validate body. */
export interface ValidateAnswerRequest {
  email: string;
  questionNumber: number;
  securityAnswer: string;
}

/** POST /api/auth/forgot-password/reset body. */
export interface ResetPasswordRequest extends ValidateAnswerRequest {
  newPassword: string;
}

/** An answer that only carries a message (logout, reset). */
export interface MessageResponse {
  message: string;
}

/** GET /api/statistics/update-counts answer. */
export interface UpdateCounts {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
}

/** GET /api/statistics/overview answer: the dashboard's live figures. */
export interface OverviewStats {
  approvedUpdates: number;
  activeJurisdictions: number;
  approvedThisWeek: number;
  categoriesInUse: number;
}
