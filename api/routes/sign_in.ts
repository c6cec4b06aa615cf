/**
 * The session's own calls under /api/auth (spec part 1 §2, §4, §7): sign-in, the setup step,
 * sign-out and the current user; and the dashboard's GET /api/logout. Each call decides from
 * the session itself (none, setup-only or full), so no role guard sits at the top. A login that
 * needs setup opens a setup-only session (spec DECISIONS.md "Accounts").
 */
import { zValidator } from "@hono/zod-validator";
import { type Context, Hono } from "hono";
import { deleteSession, deleteUserSessions } from "../../db/queries/sessions.ts";
import {
  findUserByEmail,
  findUserById,
  updateUser,
  type UserChanges,
} from "../../db/queries/users.ts";
import { hasSecurityAnswers, toPublicUser } from "../accounts/public_user.ts";
import { clientAddress } from "../auth/client_address.ts";
import { clearSessionCookie, writeSessionCookie } from "../auth/cookie.ts";
import { AUTH_MESSAGES } from "../auth/messages.ts";
import { hashSecret, normaliseAnswer } from "../auth/password.ts";
import { openSession } from "../auth/open_session.ts";
import { checkPassword } from "../auth/password_check.ts";
import { createSession } from "../auth/session.ts";
import { invalidateAuth } from "../auth/session_cache.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { MESSAGES } from "../middleware/require_role.ts";
import { passwordSignInOff } from "../schemas/oidc.ts";
import { CompleteSetupBody, LoginBody, PASSWORD_MIN, PASSWORD_TOO_SHORT } from "../schemas/auth.ts";
import { onInvalid } from "../validation.ts";

export const signIn = new Hono<AppEnv>()
  .get("/user", async (c) => {
    const user = c.var.user;
    const account = user ? await findUserById(c.var.db, user.id) : null;
    if (!account) throw new ApiError(401, MESSAGES.signedOut);
    return c.json(toPublicUser(account));
  })
  .post("/login", zValidator("json", LoginBody, onInvalid), async (c) => {
    const { email, password } = c.req.valid("json");
    const { db } = c.var;
    const now = c.var.now();
    const account = await findUserByEmail(db, email);
    const { passwordHashing: hashing } = c.var.settings.security;
    const check = { email, client: clientAddress(c), now, hashing };
    // A missing account is checked against no hash: the same work, the same limits.
    const valid = await checkPassword(db, check, account?.passwordHash ?? null, password);
    if (!account || !valid) throw new ApiError(401, AUTH_MESSAGES.invalidCredentials);
    if (!account.isActive) throw new ApiError(403, AUTH_MESSAGES.deactivated);
    // OIDC_ONLY: the password is checked first, so the answer says nothing about who is a superadmin.
    const { oidc } = c.var.settings;
    if (oidc.only && account.role !== "superadmin") {
      throw new ApiError(403, passwordSignInOff(oidc.label));
    }
    if (
      account.mustChangePassword && account.tempPasswordExpiresAt &&
      account.tempPasswordExpiresAt.getTime() <= now.getTime()
    ) {
      throw new ApiError(401, AUTH_MESSAGES.temporaryExpired);
    }

    if (account.mustChangePassword) {
      const { token, session } = await createSession(db, account.id, { now, setupOnly: true });
      writeSessionCookie(c, token, session.expiresAt);
      return c.json({
        requiresSetup: true as const,
        mustChangePassword: true,
        needsSecurityQuestions: !hasSecurityAnswers(account),
        message: AUTH_MESSAGES.setupRequired,
      });
    }
    return c.json(toPublicUser(await openSession(c, account)));
  })
  .post("/complete-setup", zValidator("json", CompleteSetupBody, onInvalid), async (c) => {
    const session = c.var.session;
    if (!session?.setupOnly) throw new ApiError(401, AUTH_MESSAGES.setupSessionMissing);
    const account = await findUserById(c.var.db, session.userId);
    if (!account) throw new ApiError(401, AUTH_MESSAGES.setupSessionMissing);
    const body = c.req.valid("json");
    const needsAnswers = !hasSecurityAnswers(account);
    const { passwordHashing: hashing } = c.var.settings.security;

    const changes: UserChanges = {
      mustChangePassword: false,
      tempPasswordExpiresAt: null,
      updatedAt: c.var.now(),
    };
    if (account.mustChangePassword) {
      if (!body.password || body.password.length < PASSWORD_MIN) {
        throw new ApiError(400, PASSWORD_TOO_SHORT, { errors: { password: PASSWORD_TOO_SHORT } });
      }
      changes.passwordHash = await hashSecret(body.password, hashing);
    }
    if (needsAnswers) {
      const answers = [body.securityAnswer1, body.securityAnswer2, body.securityAnswer3];
      if (answers.some((a) => !a?.trim())) {
        throw new ApiError(400, AUTH_MESSAGES.answersRequired);
      }
      [changes.securityAnswer1, changes.securityAnswer2, changes.securityAnswer3] = await Promise
        .all(answers.map((a) => hashSecret(normaliseAnswer(a!), hashing)));
    }
    const updated = await updateUser(c.var.db, account.id, changes);
    // A new password ends every session, the setup-only one included; then a full one opens.
    await deleteUserSessions(c.var.db, account.id);
    invalidateAuth(c, { userId: account.id });
    return c.json({ user: toPublicUser(await openSession(c, updated ?? account)) });
  })
  .post("/logout", async (c) => {
    const session = c.var.session;
    if (!session) throw new ApiError(401, MESSAGES.signedOut);
    await deleteSession(c.var.db, session.id);
    invalidateAuth(c, { sessionId: session.id });
    clearSessionCookie(c);
    return c.json({ message: AUTH_MESSAGES.loggedOut });
  });

/**
 * Whether a GET came from our own pages or was typed/bookmarked: Sec-Fetch-Site same-origin or
 * none, or no header at all (browsers before 2020). A link or image on another site says
 * cross-site or same-site.
 */
function isOwnNavigation(c: Context): boolean {
  const site = c.req.header("sec-fetch-site");
  return site === undefined || site === "same-origin" || site === "none";
}

/**
 * GET /api/logout: the dashboard's Sign Out is a full-page navigation; end and go home. From
 * another site it only goes home, so a link or image there cannot sign the user out.
 */
export const logoutRedirect = new Hono<AppEnv>().get("/", async (c) => {
  if (isOwnNavigation(c)) {
    if (c.var.session) {
      await deleteSession(c.var.db, c.var.session.id);
      invalidateAuth(c, { sessionId: c.var.session.id });
    }
    clearSessionCookie(c);
  }
  return c.redirect("/", 302);
});
