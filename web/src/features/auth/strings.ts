/**
 * User-visible texts of the sign-in, account-setup and password-reset screens, verbatim from spec
 * part 1 (§2, §5, §8). Texts that appear in more than one place, and every toast, live here.
 */
import { PASSWORD_TOO_SHORT, RESET_RESTART, SECURITY_QUESTIONS } from "@api/schemas/auth.ts";

export { RESET_RESTART, SECURITY_QUESTIONS };

/** What the sign-in page says the product does (spec part 1 §1). */
export const PRODUCT_PITCH =
  "LegalWatch creates legislation impact reports tailored to your company's industry and geography.";

/** Field labels shared by the sign-in, setup and reset forms. */
export const LABELS = {
  email: "Email",
  password: "Password",
  newPassword: "New Password",
  answer: "Answer",
} as const;

/** Buttons and links. */
export const BUTTONS = {
  signIn: "Sign In",
  signingIn: "Signing in...",
  forgotPassword: "Forgot your password?",
  backToHome: "Back to home",
  cancel: "Cancel",
  completeSetup: "Complete Setup",
  completingSetup: "Completing Setup...",
  continue: "Continue",
  backToSignIn: "Back to Sign In",
  verifyAnswer: "Verify Answer",
  resetPassword: "Reset Password",
  goToSignIn: "Go to Sign In",
} as const;

/** The account-setup step. */
export const SETUP = {
  title: "Account Setup Required",
  text:
    "An admin has reset your password. Please set a new password and update your security questions.",
} as const;

/** Titles of the four forgot-password steps. */
export const RESET_STEP_TITLES = {
  email: "Find Your Account",
  security_questions: "Security Questions",
  reset_password: "New Password",
  success: "Password Reset Complete",
} as const;

/** Validation messages (spec part 1 §5). */
export const VALIDATION = {
  title: "Validation error",
  fillAllFields: "Please fill in all fields",
  passwordTooShort: PASSWORD_TOO_SHORT,
  answerAllQuestions: "Please answer all security questions",
  enterEmail: "Please enter your email address",
  answerQuestion: "Please answer the security question",
  enterNewPassword: "Please enter a new password",
} as const;

/** Toast texts (spec part 1 §8): titles, and the fallbacks used when the server says nothing. */
export const TOASTS = {
  loginSuccess: { title: "Login successful", description: "Welcome back!" },
  loginFailed: { title: "Login failed", fallback: "Invalid email or password" },
  setupRequired: { title: "Setup Required" },
  setupComplete: { title: "Setup Complete" },
  setupFailed: { title: "Setup Failed", fallback: "Failed to complete setup" },
  emailFound: { title: "Email found" },
  emailNotFound: { title: "Email not found", fallback: "No account found with this email address" },
  /** Our title when the account exists but cannot use the reset (no answers, off, throttled). */
  resetUnavailable: { title: "Password reset unavailable" },
  answerVerified: { title: "Security questions verified" },
  answerIncorrect: {
    title: "Security questions incorrect",
    fallback: "One or more answers are incorrect. Please try again.",
  },
  resetSuccess: { title: "Password reset successful" },
  resetFailed: {
    title: "Password reset failed",
    fallback: "Failed to reset password. Please try again.",
  },
} as const;
