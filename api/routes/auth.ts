/**
 * /api/auth: the signed-in user's own world, one module per part, each guarded at its own top
 * (the session calls and forgot-password are open; the rest need a signed-in user). Writes
 * under this prefix touch only the caller's data, so they leave the listing cache alone
 * (api/app.ts).
 */
import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { apiTokens } from "./api_tokens.ts";
import { calendarToken } from "./calendar_token.ts";
import { emailChange } from "./email_change.ts";
import { favorites } from "./favorites.ts";
import { filterPreferences } from "./filter_preferences.ts";
import { passwordReset } from "./password_reset.ts";
import { profile } from "./profile.ts";
import { reports } from "./reports.ts";
import { signIn } from "./sign_in.ts";

export const auth = new Hono<AppEnv>()
  .route("/", signIn) // login, complete-setup, logout, user
  .route("/", profile) // profile, preferences, security-questions
  .route("/email-change", emailChange) // the pending change of the sign-in email, its link
  .route("/forgot-password", passwordReset)
  .route("/favorites", favorites)
  .route("/filter-preferences", filterPreferences)
  .route("/reports", reports)
  .route("/calendar-token", calendarToken)
  .route("/tokens", apiTokens); // personal API tokens (issue 28)
