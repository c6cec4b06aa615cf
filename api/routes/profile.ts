/**
 * The signed-in user's own account (spec part 2 §2 Profile screen, §7): profile and company
 * information, source preferences and security questions. Mounted at /api/auth beside the
 * sign-in calls, so each route carries its own guard instead of one for the whole prefix.
 */
import { zValidator } from "@hono/zod-validator";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { preferredSourceIds, replacePreferences } from "../../db/queries/user_preferences.ts";
import { findUserById } from "../../db/queries/users.ts";
import { users } from "../../db/schema.ts";
import { toPublicUser } from "../accounts/public_user.ts";
import { assertEmailFree, emailConflictAs409 } from "../accounts/email_conflicts.ts";
import { hashSecret, normaliseAnswer, verifySecret } from "../auth/password.ts";
import { assertNotThrottled, clearFailures, LIMITS, recordFailure } from "../auth/throttle.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { currentUser, MESSAGES, requireUser } from "../middleware/require_role.ts";
import {
  PreferencesBody,
  PROFILE_MESSAGES,
  ProfileBody,
  SecurityQuestionsBody,
} from "../schemas/profile.ts";
import { onInvalid } from "../validation.ts";

export const profile = new Hono<AppEnv>()
  .patch("/profile", requireUser(), zValidator("json", ProfileBody, onInvalid), async (c) => {
    // companyName is not in ProfileBody, so a sent one is dropped: an administrator sets it.
    const body = c.req.valid("json");
    const { id } = currentUser(c);
    const { db } = c.var;
    if (body.email) await assertEmailFree(db, body.email, id);
    const [updated] = await emailConflictAs409(() =>
      db.update(users).set({ ...body, updatedAt: c.var.now() }).where(eq(users.id, id)).returning()
    );
    if (!updated) throw new ApiError(401, MESSAGES.signedOut);
    return c.json(toPublicUser(updated));
  })
  .get("/preferences", requireUser(), async (c) => {
    const ids = await preferredSourceIds(c.var.db, currentUser(c).id);
    return c.json(ids.map((rssSourceId) => ({ rssSourceId })));
  })
  .post(
    "/preferences",
    requireUser(),
    zValidator("json", PreferencesBody, onInvalid),
    async (c) => {
      const { rssSourceIds } = c.req.valid("json");
      const result = await replacePreferences(c.var.db, currentUser(c).id, rssSourceIds);
      if ("missing" in result) {
        throw new ApiError(400, PROFILE_MESSAGES.unknownSources, { missing: result.missing });
      }
      return c.json(result.saved.map((rssSourceId) => ({ rssSourceId })));
    },
  )
  .patch(
    "/security-questions",
    requireUser(),
    zValidator("json", SecurityQuestionsBody, onInvalid),
    async (c) => {
      const body = c.req.valid("json");
      const { db } = c.var;
      const now = c.var.now();
      const account = await findUserById(db, currentUser(c).id);
      if (!account) throw new ApiError(401, MESSAGES.signedOut);
      // A wrong current password counts as a failed sign-in of the account (DECISIONS.md).
      await assertNotThrottled(db, LIMITS.loginAccount, account.email, now);
      if (!await verifySecret(account.passwordHash, body.currentPassword)) {
        await recordFailure(db, LIMITS.loginAccount, account.email, now);
        throw new ApiError(400, PROFILE_MESSAGES.currentPasswordWrong, {
          errors: { currentPassword: PROFILE_MESSAGES.currentPasswordWrong },
        });
      }
      await clearFailures(db, LIMITS.loginAccount, account.email);
      const [securityAnswer1, securityAnswer2, securityAnswer3] = await Promise.all(
        [body.securityAnswer1, body.securityAnswer2, body.securityAnswer3]
          .map((answer) => hashSecret(normaliseAnswer(answer))),
      );
      await db.update(users).set({
        securityAnswer1,
        securityAnswer2,
        securityAnswer3,
        updatedAt: now,
      })
        .where(eq(users.id, account.id));
      return c.json({ message: PROFILE_MESSAGES.questionsUpdated });
    },
  );
