/**
 * /api/auth/email-change (issue 23, ADR 0088): the signed-in user's
 * pending change of their sign-in email (read it, cancel it), and the confirmation link that the
 * new address received. The link needs no cookie: its random token (only the SHA-256 stored)
 * proves the reader owns the new address; GET shows a Confirm button, the button's POST changes.
 * The profile PATCH (profile.ts) makes the requests.
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  deleteEmailChangeRequest,
  findEmailChangeByToken,
  pendingEmailChange,
} from "../../db/queries/email_change_requests.ts";
import { hashUrlToken, URL_TOKEN_PATTERN } from "../../workers/alerts/tokens.ts";
import { confirmEmailChange } from "../accounts/email_change.ts";
import { invalidateAuth } from "../auth/session_cache.ts";
import {
  confirmEmailPage,
  emailChangedPage,
  unusableLinkPage,
} from "../accounts/email_change_page.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { currentUser, requireUser } from "../middleware/require_role.ts";
import type { PendingEmailChangeResponse } from "../schemas/email_change.ts";
import { PROFILE_MESSAGES } from "../schemas/profile.ts";

/** The status of each page that changes nothing. */
const UNUSABLE_STATUS = { unknown: 404, expired: 410, taken: 409 } as const;

/** The link's path segment: a URL token as tokens.ts makes them (43 base64url characters). */
const TokenParam = z.object({ token: z.string().regex(URL_TOKEN_PATTERN) });

/** The link's token when the segment has the shape of one (else the link is unknown: a page). */
function tokenOf(c: Context<AppEnv>): string | null {
  const parsed = TokenParam.safeParse({ token: c.req.param("token") });
  return parsed.success ? parsed.data.token : null;
}

export const emailChange = new Hono<AppEnv>()
  .use("/", requireUser())
  .get("/", async (c) => {
    const pending = await pendingEmailChange(c.var.db, currentUser(c).id, c.var.now());
    const answer: PendingEmailChangeResponse = {
      pendingEmail: pending?.newEmail ?? null,
      expiresAt: pending?.expiresAt.toISOString() ?? null,
    };
    return c.json(answer);
  })
  .delete("/", async (c) => {
    if (!await deleteEmailChangeRequest(c.var.db, currentUser(c).id)) {
      throw new ApiError(404, PROFILE_MESSAGES.emailChangeNone);
    }
    return c.json({ message: PROFILE_MESSAGES.emailChangeCancelled });
  })
  .get("/confirm/:token", async (c) => {
    const token = tokenOf(c);
    const request = token ? await findEmailChangeByToken(c.var.db, hashUrlToken(token)) : null;
    if (!request) return c.html(unusableLinkPage("unknown"), UNUSABLE_STATUS.unknown);
    if (request.expiresAt.getTime() <= c.var.now().getTime()) {
      return c.html(unusableLinkPage("expired"), UNUSABLE_STATUS.expired);
    }
    return c.html(confirmEmailPage(request.newEmail));
  })
  .post("/confirm/:token", async (c) => {
    const token = tokenOf(c);
    if (!token) return c.html(unusableLinkPage("unknown"), UNUSABLE_STATUS.unknown);
    const result = await confirmEmailChange(c.var.db, token, {
      settings: c.var.settings,
      now: c.var.now(),
      session: c.var.session,
    });
    if (result.outcome !== "changed") {
      return c.html(unusableLinkPage(result.outcome), UNUSABLE_STATUS[result.outcome]);
    }
    invalidateAuth(c, { userId: result.userId }); // other sessions ended, the own one's email
    return c.html(emailChangedPage(result.newEmail));
  });
