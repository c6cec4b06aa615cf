/**
 * Answers of the sign-in, setup and password-reset calls (spec part 1 §7), as api/routes/auth.ts
 * and password_reset.ts send them and the web reads them. Sign-out and the reset's last step
 * answer a `MessageResponse` (message.ts).
 */
import type { PublicUser } from "./user_answers.ts";

/** The sign-in answer when the account must finish setup first (a setup-only session opens). */
export interface SetupRequired {
  requiresSetup: true;
  mustChangePassword: boolean;
  needsSecurityQuestions: boolean;
  message: string;
}

/** POST /api/auth/login answer: the signed-in user, or the setup-required notice. */
export type LoginResponse = PublicUser | SetupRequired;

/** True when a sign-in answer asks for the account-setup step. */
export function isSetupRequired(response: LoginResponse): response is SetupRequired {
  return "requiresSetup" in response && response.requiresSetup === true;
}

/** POST /api/auth/complete-setup answer. */
export interface CompleteSetupResponse {
  user: PublicUser;
}

/** POST /api/auth/forgot-password/email answer: the question to ask. */
export interface SecurityQuestion {
  questionNumber: number;
  questionText: string;
}

/** POST /api/auth/forgot-password/validate answer. */
export interface ValidAnswerResponse {
  valid: true;
}
