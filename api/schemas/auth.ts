/** Request bodies of the sign-in, setup and password-reset calls (spec part 1 §5, part 2 §5). */
import { z } from "zod";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const PASSWORD_TOO_SHORT = "Password must be at least 8 characters long";
const PASSWORD_TOO_LONG = "Password must be at most 256 characters long";

/**
 * forgot-password validate/reset for an unknown, deactivated or answerless account, or for a
 * question the email step did not issue (or issued over 15 minutes ago): one answer for all,
 * which sends the reset screen back to its first step. Our wording; the spec has none.
 */
export const RESET_RESTART = "This password reset has expired or is not valid. Please start again.";

export const SECURITY_QUESTIONS = [
  "What is the name of the street you grew up on?",
  "In what city were you born?",
  "Who was your favorite teacher in elementary school?",
] as const;

const email = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(320, "Email is too long");

const answer = z.string().trim().max(200, "Answers must be at most 200 characters");

export const LoginBody = z.object({
  email: email("Email is required"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(
    PASSWORD_MAX,
    PASSWORD_TOO_LONG,
  ),
});

/** Which parts are required depends on the account; the route checks that. */
export const CompleteSetupBody = z.object({
  password: z.string().max(PASSWORD_MAX, PASSWORD_TOO_LONG).optional(),
  securityAnswer1: answer.optional(),
  securityAnswer2: answer.optional(),
  securityAnswer3: answer.optional(),
});

export const ForgotEmailBody = z.object({ email: email("Please enter your email address") });

const questionNumber = z.coerce.number({ error: "Question number must be 1, 2 or 3" }).int().min(
  1,
  "Question number must be 1, 2 or 3",
).max(3, "Question number must be 1, 2 or 3");

export const ForgotValidateBody = z.object({
  email: email("Please enter your email address"),
  questionNumber,
  securityAnswer: z.string({ error: "Please answer the security question" }).trim().min(
    1,
    "Please answer the security question",
  ).max(200),
});

export const ForgotResetBody = ForgotValidateBody.extend({
  newPassword: z.string({ error: "Please enter a new password" })
    .min(1, "Please enter a new password")
    .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
    .max(PASSWORD_MAX, PASSWORD_TOO_LONG),
});
