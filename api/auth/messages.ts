/** The server's own words for the account calls, kept in one place. */
import { RESET_RESTART } from "../schemas/auth.ts";

export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid email or password",
  deactivated: "This account has been deactivated",
  temporaryExpired:
    "Your temporary password has expired. Please ask your administrator for a new one.",
  setupRequired: "Please set a new password and security questions to finish setting up.",
  setupSessionMissing: "Your setup session has ended. Please sign in again.",
  answersRequired: "Please answer all security questions",
  loggedOut: "Logged out",
  emailNotFound: "No account found with this email address",
  questionsNotSetUp:
    "Security questions are not set up for this account. Contact your administrator.",
  wrongAnswer: "One or more answers are incorrect. Please try again.",
  resetRestart: RESET_RESTART,
  resetDisabled:
    "Password reset with security questions is turned off. Please ask your administrator to reset your password.",
  passwordReset: "Password reset successful",
} as const;
