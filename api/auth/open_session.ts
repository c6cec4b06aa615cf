/**
 * Opening a full session for an account: the session row, its cookie, the sign-in time. Password
 * sign-in, the end of the setup step and single sign-on's callback all open sessions this way.
 */
import type { Context } from "hono";
import { updateUser, type UserRow } from "../../db/queries/users.ts";
import type { AppEnv } from "../context.ts";
import { writeSessionCookie } from "./cookie.ts";
import { createSession } from "./session.ts";

/** Opens a full session for the account and records the sign-in time. */
export async function openSession(c: Context<AppEnv>, account: UserRow): Promise<UserRow> {
  const now = c.var.now();
  const { token, session } = await createSession(c.var.db, account.id, { now });
  writeSessionCookie(c, token, session.expiresAt);
  return await updateUser(c.var.db, account.id, { lastLoginAt: now }) ?? account;
}
