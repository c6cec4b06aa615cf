/**
 * A self-service change of the sign-in email (issue 23, ADR 0088): the
 * request stores the new address with a link token and mails the link to it; the account keeps
 * its email (so alerts and tests go to the old address) until the link is used. Using it swaps
 * the email, ends the account's other sessions and tells the old address.
 */
import type { Db } from "../../db/client.ts";
import {
  type AppliedEmailChange,
  applyEmailChange,
  deleteEmailChangeRequest,
  saveEmailChangeRequest,
} from "../../db/queries/email_change_requests.ts";
import { deleteUserSessions } from "../../db/queries/sessions.ts";
import type { UserRow } from "../../db/queries/users.ts";
import type { AlertSettings } from "../../workers/alerts/settings.ts";
import { hashUrlToken, newUrlToken } from "../../workers/alerts/tokens.ts";
import { Attempt, LIMITS } from "../auth/throttle.ts";
import { ApiError } from "../errors.ts";
import { PROFILE_MESSAGES } from "../schemas/profile.ts";
import {
  changedNoticeMail,
  confirmationMail,
  emailChangePath,
  sendAccountMail,
} from "./email_change_mail.ts";
import { isUniqueViolation } from "./unique_violation.ts";

/** One line for the log: what the mail server or the outbox said. */
const reason = (error: unknown) => error instanceof Error ? error.message : String(error);

const HOUR_MS = 60 * 60 * 1000;
/** How long a confirmation link works: a day, to reach a mailbox checked once a day. */
export const EMAIL_CHANGE_LIFETIME_MS = 24 * HOUR_MS;

/**
 * Stores a change of `account`'s email to `newEmail` (already checked: password, free address)
 * and mails its link, replacing any earlier request. Throttled per account (429); a link that
 * could not be mailed leaves no request behind (502).
 */
export async function requestEmailChange(
  db: Db,
  request: { account: UserRow; newEmail: string },
  options: { settings: AlertSettings; now: Date },
): Promise<void> {
  const { account, newEmail } = request;
  const { settings, now } = options;
  await new Attempt(db, now).take([{ limit: LIMITS.emailChange, subject: account.id }]);
  const token = newUrlToken();
  await saveEmailChangeRequest(db, {
    userId: account.id,
    newEmail,
    tokenHash: hashUrlToken(token),
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LIFETIME_MS),
    createdAt: now,
  });
  const mail = confirmationMail({
    to: newEmail,
    currentEmail: account.email,
    url: `${settings.server.publicUrl}${emailChangePath(token)}`,
    hours: EMAIL_CHANGE_LIFETIME_MS / HOUR_MS,
  });
  try {
    await sendAccountMail(settings, mail);
  } catch (error) {
    console.error(`accounts/email-change: the confirmation email failed: ${reason(error)}`);
    await deleteEmailChangeRequest(db, account.id);
    throw new ApiError(502, PROFILE_MESSAGES.emailChangeMailFailed);
  }
}

/** A unique-index violation (another account took the address at the same moment) is "taken". */
async function emailConflictAs(
  work: () => Promise<AppliedEmailChange>,
): Promise<AppliedEmailChange> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) return { outcome: "taken" };
    throw error;
  }
}

/** What a used link did, for its page. */
export type ConfirmOutcome =
  | { outcome: "changed"; newEmail: string; userId: string }
  | { outcome: "unknown" | "expired" | "taken" };

/**
 * Applies the change a link's token names: the email swapped, every other session of the account
 * ended (the confirming browser's `session` stays, when it is the account's), and the old address
 * told. The notice is best effort: the change stands when it cannot be sent.
 */
export async function confirmEmailChange(
  db: Db,
  token: string,
  options: { settings: AlertSettings; now: Date; session?: { id: string; userId: string } | null },
): Promise<ConfirmOutcome> {
  const applied = await emailConflictAs(
    () => applyEmailChange(db, hashUrlToken(token), options.now),
  );
  if (applied.outcome !== "changed") return applied;
  const own = options.session?.userId === applied.userId ? options.session.id : undefined;
  await deleteUserSessions(db, applied.userId, { except: own });
  const notice = changedNoticeMail({
    to: applied.oldEmail,
    newEmail: applied.newEmail,
    publicUrl: options.settings.server.publicUrl,
  });
  try {
    await sendAccountMail(options.settings, notice);
  } catch (error) {
    console.error(`accounts/email-change: the notice to the old address failed: ${reason(error)}`);
  }
  return { outcome: "changed", newEmail: applied.newEmail, userId: applied.userId };
}
