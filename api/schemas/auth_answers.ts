/**
 * Answers of the sign-in, setup and password-reset calls (spec part 1 §7), as api/routes/auth.ts
 * and password_reset.ts send them and the web reads them. Sign-out and the reset's last step
 * answer a `MessageResponse` (message.ts).
 */
import { z } from "zod";
import { PublicUser } from "./user_answers.ts";

/** The sign-in answer when the account must finish setup first (a setup-only session opens). */
export const SetupRequired = z.strictObject({
  requiresSetup: z.literal(true),
  mustChangePassword: z.boolean(),
  needsSecurityQuestions: z.boolean(),
  message: z.string(),
});
export type SetupRequired = z.infer<typeof SetupRequired>;

/** POST /api/auth/login answer: the signed-in user, or the setup-required notice. */
export const LoginResponse = z.union([PublicUser, SetupRequired]);
export type LoginResponse = z.infer<typeof LoginResponse>;

/** True when a sign-in answer asks for the account-setup step. */
export function isSetupRequired(response: LoginResponse): response is SetupRequired {
  return "requiresSetup" in response && response.requiresSetup === true;
}

/** POST /api/auth/complete-setup answer. */
export const CompleteSetupResponse = z.strictObject({ user: PublicUser });
export type CompleteSetupResponse = z.infer<typeof CompleteSetupResponse>;

/** POST /api/auth/forgot-password/email answer: the question to ask. */
export const SecurityQuestion = z.strictObject({
  questionNumber: z.number().int(),
  questionText: z.string(),
});
export type SecurityQuestion = z.infer<typeof SecurityQuestion>;

/** POST /api/auth/forgot-password/validate answer. */
export const ValidAnswerResponse = z.strictObject({ valid: z.literal(true) });
export type ValidAnswerResponse = z.infer<typeof ValidAnswerResponse>;
