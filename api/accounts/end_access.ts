/**
 * Ends every way into an account: its sign-in sessions and its personal API tokens. Called when
 * the account is deactivated, its role changes or its password is reset: a token must not
 * outlive the trust it was made under (ADR 0131).
 */
import type { Db } from "../../db/client.ts";
import { deleteUserApiTokens } from "../../db/queries/api_tokens.ts";
import { deleteUserSessions } from "../../db/queries/sessions.ts";

/** Deletes the user's sessions and API tokens. */
export async function endAccountAccess(db: Db, userId: string): Promise<void> {
  await deleteUserSessions(db, userId);
  await deleteUserApiTokens(db, userId);
}
