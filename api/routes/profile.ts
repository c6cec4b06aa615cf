/**
 * The signed-in user's own account (spec part 2 §2 Profile screen, §7): profile and company
 * information, source preferences and security questions. A new sign-in email is only requested
 * here: it takes effect when the link mailed to it is used (email_change.ts). Mounted at
 * /api/auth beside the open sign-in calls, so the guard names its three paths instead of taking
 * the whole prefix.
 */
import { zValidator } from "@hono/zod-validator";
import { type Context, Hono } from "hono";
import { pendingEmailChange } from "../../db/queries/email_change_requests.ts";
import { preferredSourceIds, replacePreferences } from "../../db/queries/user_preferences.ts";
import { findUserById, updateUser, type UserRow } from "../../db/queries/users.ts";
import { toPublicUser } from "../accounts/public_user.ts";
import { requestEmailChange } from "../accounts/email_change.ts";
import { assertEmailFree } from "../accounts/email_conflicts.ts";
import { clientAddress } from "../auth/client_address.ts";
import { hashSecret, normaliseAnswer } from "../auth/password.ts";
import { checkPassword } from "../auth/password_check.ts";
import { invalidateAuth } from "../auth/session_cache.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { currentUser, MESSAGES, requireUser } from "../middleware/require_role.ts";
import {
  changesEmail,
  PreferencesBody,
  PROFILE_MESSAGES,
  ProfileBody,
  SecurityQuestionsBody,
} from "../schemas/profile.ts";
import type { ProfileResponse } from "../schemas/email_change.ts";
import { ssoAccountHasNoPassword } from "../schemas/oidc.ts";
import { onInvalid } from "../validation.ts";
import { rescheduleDigests } from "../../workers/alerts/reschedule.ts";

/**
 * The current password, checked like a sign-in of the account from this client (a wrong one
 * counts as a failed sign-in, ADR 0020): missing or wrong is a 400 on the field. An account made
 * by single sign-on has none to give: a 400 that says so, and no failed sign-in counted (ADR
 * 0179).
 */
async function assertCurrentPassword(
  c: Context<AppEnv>,
  account: UserRow,
  password: string | undefined,
): Promise<void> {
  const fail = (message: string) =>
    new ApiError(400, message, { errors: { currentPassword: message } });
  if (account.passwordHash === null) throw fail(ssoAccountHasNoPassword(c.var.settings.oidc.label));
  if (!password) throw fail(PROFILE_MESSAGES.currentPasswordRequired);
  const check = {
    email: account.email,
    client: clientAddress(c),
    now: c.var.now(),
    hashing: c.var.settings.security.passwordHashing,
  };
  if (!await checkPassword(c.var.db, check, account.passwordHash, password)) {
    throw fail(PROFILE_MESSAGES.currentPasswordWrong);
  }
}

const signedIn = requireUser();

export const profile = new Hono<AppEnv>()
  .use("/profile", signedIn)
  .use("/preferences", signedIn)
  .use("/security-questions", signedIn)
  .patch("/profile", zValidator("json", ProfileBody, onInvalid), async (c) => {
    // companyName is not in ProfileBody, so a sent one is dropped: an administrator sets it.
    const { currentPassword, ...changes } = c.req.valid("json");
    const { db } = c.var;
    const account = await findUserById(db, currentUser(c).id);
    if (!account) throw new ApiError(401, MESSAGES.signedOut);
    const { email, ...fields } = changes;
    const newEmail = email !== undefined && changesEmail(account.email, email) ? email : null;
    if (newEmail !== null) {
      // The sign-in email is the account itself: a borrowed session must not take it over, and
      // the new address must prove it is the user's before it becomes theirs (issue 23, ADR
      // 0088).
      await assertCurrentPassword(c, account, currentPassword);
      await assertEmailFree(db, newEmail, account.id);
      const options = { settings: c.var.settings, now: c.var.now() };
      await requestEmailChange(db, { account, newEmail }, options);
    }
    const updated = await updateUser(db, account.id, { ...fields, updatedAt: c.var.now() });
    if (!updated) throw new ApiError(401, MESSAGES.signedOut);
    invalidateAuth(c, { userId: account.id }); // the session's user carries the first name
    if (changes.timeZone !== undefined && changes.timeZone !== account.timeZone) {
      await rescheduleDigests(db, account.id, changes.timeZone, c.var.now());
    }
    const pending = await pendingEmailChange(db, account.id, c.var.now());
    const answer: ProfileResponse = {
      ...toPublicUser(updated),
      pendingEmail: pending?.newEmail ?? null,
    };
    if (newEmail !== null) answer.message = PROFILE_MESSAGES.emailChangeSent;
    return c.json(answer);
  })
  .get("/preferences", async (c) => {
    const ids = await preferredSourceIds(c.var.db, currentUser(c).id);
    return c.json(ids.map((rssSourceId) => ({ rssSourceId })));
  })
  .post("/preferences", zValidator("json", PreferencesBody, onInvalid), async (c) => {
    const { rssSourceIds } = c.req.valid("json");
    const result = await replacePreferences(c.var.db, currentUser(c).id, rssSourceIds);
    if ("missing" in result) {
      throw new ApiError(400, PROFILE_MESSAGES.unknownSources, { missing: result.missing });
    }
    return c.json(result.saved.map((rssSourceId) => ({ rssSourceId })));
  })
  .patch("/security-questions", zValidator("json", SecurityQuestionsBody, onInvalid), async (c) => {
    const body = c.req.valid("json");
    const { db } = c.var;
    const now = c.var.now();
    const account = await findUserById(db, currentUser(c).id);
    if (!account) throw new ApiError(401, MESSAGES.signedOut);
    await assertCurrentPassword(c, account, body.currentPassword);
    const [securityAnswer1, securityAnswer2, securityAnswer3] = await Promise.all(
      [body.securityAnswer1, body.securityAnswer2, body.securityAnswer3]
        .map((answer) =>
          hashSecret(normaliseAnswer(answer), c.var.settings.security.passwordHashing)
        ),
    );
    await updateUser(db, account.id, {
      securityAnswer1,
      securityAnswer2,
      securityAnswer3,
      updatedAt: now,
    });
    return c.json({ message: PROFILE_MESSAGES.questionsUpdated });
  });
