/**
 * Single sign-on with OpenID Connect (issue 28): what GET /api/auth/oidc/login and /callback read
 * from their query, and the failures they send the browser back to the sign-in page with
 * (`/auth?sso_error=<code>`), each with the sentence the page shows. Both calls answer a 302.
 */
import { z } from "zod";

/** The sign-in page's query parameter that names a single sign-on failure. */
export const SSO_ERROR_PARAM = "sso_error";

/** The sign-in page's button (issue 28). */
export function ssoButtonText(label: string): string {
  return `Sign in with ${label}`;
}

/** POST /api/auth/login's 403 under OIDC_ONLY, for everyone but superadmins. */
export function passwordSignInOff(label: string): string {
  return `Password sign-in is turned off. Please use "${ssoButtonText(label)}".`;
}

/**
 * The forgotten-password calls' 403 under OIDC_ONLY, for everyone but superadmins and for unknown
 * addresses alike (ADR 0177).
 */
export function passwordResetOff(label: string): string {
  return `Password reset is turned off: you sign in with ${label}. Please use "${
    ssoButtonText(label)
  }".`;
}

/**
 * The Profile's word for an account made by single sign-on, which has no password: its section
 * says it, and a call that needs the current password answers it as a 400 (ADR
 * 0179).
 */
export function signsInWith(label: string): string {
  return `You sign in with ${label}`;
}

/** The 400 of a call that needs the current password, for an account that has none. */
export function ssoAccountHasNoPassword(label: string): string {
  return `${
    signsInWith(label)
  }, so this account has no password to confirm this with. An administrator can change your sign-in email.`;
}

/** Why a single sign-on did not sign the user in, and what the sign-in page says about it. */
export const SSO_ERRORS = {
  unavailable: "Single sign-on is not set up on this server.",
  denied: "Sign-in was cancelled at your identity provider. You have not been signed in.",
  state: "This sign-in attempt has expired or was already used. Please try again.",
  unverified:
    "Your identity provider has not verified your email address, so it cannot be used to sign in.",
  domain: "Your email address's domain is not allowed to sign in to LegalWatch.",
  deactivated: "This account has been deactivated",
  conflict: "This email address is already linked to another single sign-on account.",
  provider: "Your identity provider is not answering. Please try again in a few minutes.",
  failed: "Single sign-on could not be completed. Please try again.",
} as const;

export type SsoError = keyof typeof SSO_ERRORS;

/** Reads `sso_error` from the sign-in page's query; anything unknown is ignored. */
export const SsoErrorCode = z.enum(Object.keys(SSO_ERRORS) as [SsoError, ...SsoError[]]);

/** A bounded query value: the provider's and the address bar's text is anyone's to write. */
const param = z.string().max(2048).optional();

/** GET /api/auth/oidc/login: `next`, the page of ours to return to (else /). */
export const OidcLoginQuery = z.object({ next: param });

/** GET /api/auth/oidc/callback: the provider's authorization response (RFC 6749 §4.1.2, RFC 9207). */
export const OidcCallbackQuery = z.object({
  code: param,
  state: param,
  iss: param,
  error: param,
  error_description: param,
});

/** The 302 both calls answer: to the provider, back to a page of ours, or to the sign-in page. */
export const OidcRedirect = z.object({ location: z.string() });
