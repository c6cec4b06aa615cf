/** The declarations of /api/auth (sign-in, setup, reset, profile, favorites, reports) and /api/logout. */
import { CalendarTokenResponse } from "../alerts.ts";
import {
  CompleteSetupResponse,
  LoginResponse,
  SecurityQuestion,
  ValidAnswerResponse,
} from "../auth_answers.ts";
import {
  CompleteSetupBody,
  ForgotEmailBody,
  ForgotResetBody,
  ForgotValidateBody,
  LoginBody,
} from "../auth.ts";
import { PendingEmailChangeResponse, ProfileResponse } from "../email_change.ts";
import {
  FavoritesResponse,
  FavoriteStatus,
  FilterPreferences,
  FilterPreferencesBody,
} from "../legal_updates.ts";
import { MessageResponse } from "../message.ts";
import {
  PreferencesBody,
  ProfileBody,
  SecurityQuestionsBody,
  SourcePreferenceList,
} from "../profile.ts";
import { ReportRequestBody } from "../reports.ts";
import { PublicUser } from "../user_answers.ts";
import {
  ApiTokenListResponse,
  CreateApiTokenBody,
  CreatedApiTokenResponse,
} from "../api_tokens.ts";
import { OidcCallbackQuery, OidcLoginQuery } from "../oidc.ts";
import { raw, type RouteSpec } from "./route_spec.ts";

const HTML = "text/html; charset=utf-8";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const AUTH_ROUTES = {
  "GET /api/auth/user": {
    summary: "The signed-in user",
    audience: "signedIn",
    responses: { 200: PublicUser },
  },
  "POST /api/auth/login": {
    summary: "Sign in with email and password",
    description: "Sets the session cookie. An account that must finish its setup gets " +
      "`requiresSetup` and a setup-only session instead.",
    audience: "public",
    body: LoginBody,
    responses: { 200: LoginResponse },
    errors: [429],
  },
  "POST /api/auth/complete-setup": {
    summary: "Finish the account setup (new password, security questions)",
    audience: "signedIn",
    body: CompleteSetupBody,
    responses: { 200: CompleteSetupResponse },
  },
  "POST /api/auth/logout": {
    summary: "Sign out",
    audience: "signedIn",
    responses: { 200: MessageResponse },
  },
  "GET /api/logout": {
    summary: "Sign out and go to the start page",
    audience: "public",
    responses: { 302: raw(null, "Redirects to /") },
  },
  "PATCH /api/auth/profile": {
    summary: "Change the caller's profile (a new email waits for its confirmation link)",
    audience: "signedIn",
    body: ProfileBody,
    responses: { 200: ProfileResponse },
    errors: [409, 429],
  },
  "GET /api/auth/preferences": {
    summary: "The sources the caller chose to see",
    audience: "signedIn",
    responses: { 200: SourcePreferenceList },
  },
  "POST /api/auth/preferences": {
    summary: "Replace the sources the caller chose to see",
    audience: "signedIn",
    body: PreferencesBody,
    responses: { 200: SourcePreferenceList },
  },
  "PATCH /api/auth/security-questions": {
    summary: "Change the answers to the security questions",
    audience: "signedIn",
    body: SecurityQuestionsBody,
    responses: { 200: MessageResponse },
    errors: [429],
  },
  "GET /api/auth/email-change": {
    summary: "The sign-in email change waiting for its confirmation link",
    audience: "signedIn",
    responses: { 200: PendingEmailChangeResponse },
  },
  "DELETE /api/auth/email-change": {
    summary: "Cancel the pending email change",
    audience: "signedIn",
    responses: { 200: MessageResponse },
  },
  "GET /api/auth/email-change/confirm/:token": {
    summary: "The page of a mailed email-change link (asks to confirm)",
    audience: "public",
    responses: {
      200: raw(HTML, "The confirmation page"),
      404: raw(HTML, "The page saying the link is unknown"),
      410: raw(HTML, "The page saying the link expired"),
    },
  },
  "POST /api/auth/email-change/confirm/:token": {
    summary: "Confirm the email change of a mailed link",
    audience: "public",
    responses: {
      200: raw(HTML, "The page saying the email changed"),
      404: raw(HTML, "The page saying the link is unknown"),
      409: raw(HTML, "The page saying the address is taken by now"),
      410: raw(HTML, "The page saying the link expired"),
    },
  },
  "POST /api/auth/forgot-password/email": {
    summary: "Start a password reset: the security question to answer",
    audience: "public",
    body: ForgotEmailBody,
    responses: { 200: SecurityQuestion },
    errors: [429],
  },
  "POST /api/auth/forgot-password/validate": {
    summary: "Check the answer to the security question",
    audience: "public",
    body: ForgotValidateBody,
    responses: { 200: ValidAnswerResponse },
    errors: [429],
  },
  "POST /api/auth/forgot-password/reset": {
    summary: "Set a new password with the answer to the security question",
    audience: "public",
    body: ForgotResetBody,
    responses: { 200: MessageResponse },
    errors: [429],
  },
  "GET /api/auth/favorites": {
    summary: "The caller's favorites, newest first",
    audience: "signedIn",
    responses: { 200: FavoritesResponse },
  },
  "GET /api/auth/favorites/:id/check": {
    summary: "Whether an update is one of the caller's favorites",
    audience: "signedIn",
    responses: { 200: FavoriteStatus },
  },
  "POST /api/auth/favorites/:id": {
    summary: "Add an approved update to the favorites",
    audience: "signedIn",
    responses: { 200: FavoriteStatus, 201: FavoriteStatus },
  },
  "DELETE /api/auth/favorites/:id": {
    summary: "Remove an update from the favorites",
    audience: "signedIn",
    responses: { 200: FavoriteStatus },
  },
  "GET /api/auth/filter-preferences": {
    summary: "The caller's saved listing filters",
    audience: "signedIn",
    responses: { 200: FilterPreferences },
  },
  "PATCH /api/auth/filter-preferences": {
    summary: "Save the caller's listing filters",
    audience: "signedIn",
    body: FilterPreferencesBody,
    responses: { 200: FilterPreferences },
  },
  "POST /api/auth/reports/generate": {
    summary: "The AI impact report of chosen updates, as a workbook",
    description: "Uses one of the caller's reports; at 0 the answer is 403 naming the reset date.",
    audience: "signedIn",
    body: ReportRequestBody,
    responses: { 200: raw(XLSX, "The Excel workbook") },
  },
  "POST /api/auth/calendar-token": {
    summary: "A new private calendar URL of the caller's tasks (the old one stops working)",
    audience: "signedIn",
    responses: { 200: CalendarTokenResponse },
  },
  "GET /api/auth/tokens": {
    summary: "The caller's personal API tokens (never the tokens themselves)",
    description: "Only from a signed-in browser session: a bearer call gets 403.",
    audience: "signedIn",
    responses: { 200: ApiTokenListResponse },
  },
  "POST /api/auth/tokens": {
    summary: "Create a personal API token (shown once)",
    description: "Scopes `read` (GET), `write` (everything else) and, for admins, `admin`; " +
      "1 to 365 days (90 by default). Only from a signed-in browser session.",
    audience: "signedIn",
    body: CreateApiTokenBody,
    responses: { 201: CreatedApiTokenResponse },
    errors: [409],
  },
  "DELETE /api/auth/tokens/:id": {
    summary: "Revoke a personal API token",
    audience: "signedIn",
    responses: { 200: MessageResponse },
  },
  "GET /api/auth/oidc/login": {
    summary: "Start single sign-on: redirects to the identity provider",
    description: "Authorization Code with PKCE (S256), state and nonce. Without single sign-on " +
      "set up, redirects to the sign-in page with `sso_error=unavailable`.",
    audience: "public",
    query: OidcLoginQuery,
    responses: { 302: raw(null, "To the identity provider, or back to the sign-in page") },
  },
  "GET /api/auth/oidc/callback": {
    summary: "The identity provider's redirect back: signs in and sets the session cookie",
    description: "Failures come back to `/auth?sso_error=<code>` with a message on the page.",
    audience: "public",
    query: OidcCallbackQuery,
    responses: { 302: raw(null, "To the page the sign-in started from, or the sign-in page") },
  },
} as const satisfies Record<string, RouteSpec>;
