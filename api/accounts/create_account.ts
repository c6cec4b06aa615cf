/**
 * Making an account, shared by the first-start bootstrap, `deno task user:create` and the
 * superadmin's user management. Emails are stored lower-cased; a temporary password expires
 * after 7 days and forces the setup step (spec DECISIONS.md "Accounts").
 */
import type { Db } from "../../db/client.ts";
import { nextMonthStart } from "../../db/queries/report_quota.ts";
import { insertUser, type NewUserRow, type UserRow } from "../../db/queries/users.ts";
import type { Role } from "../../domain/roles.ts";
import type { PasswordHashing } from "../../workers/settings.ts";
import { hashSecret } from "../auth/password.ts";

export const TEMPORARY_PASSWORD_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface NewAccount {
  email: string;
  password: string;
  role: Role;
  firstName?: string | null;
  lastName?: string | null;
  companyName?: string | null;
  /** A temporary password: the user must choose a new one and set security answers. */
  temporary?: boolean;
}

/** A stored account (the users row, secrets included: never sent as is, see toPublicUser). */
export type Account = UserRow;

/** Stores a new account, its password hashed at `hashing` (Settings' cost). */
export async function createAccount(
  db: Db,
  input: NewAccount,
  now: Date,
  hashing: PasswordHashing,
): Promise<Account> {
  const { password, ...rest } = input;
  return await insertUser(
    db,
    newAccountRow({ ...rest, passwordHash: await hashSecret(password, hashing) }, now),
  );
}

/** A new account whose password is already hashed. */
export type HashedNewAccount = Omit<NewAccount, "password"> & {
  /** Null for an account that signs in only through single sign-on. */
  passwordHash: string | null;
};

/** The users row of a new account (what `createAccount` stores once it has hashed the password). */
export function newAccountRow(input: HashedNewAccount, now: Date): NewUserRow {
  return {
    id: crypto.randomUUID(),
    email: input.email.trim().toLowerCase(),
    passwordHash: input.passwordHash,
    role: input.role,
    firstName: input.firstName?.trim() || null,
    lastName: input.lastName?.trim() || null,
    companyName: input.companyName?.trim() || null,
    mustChangePassword: input.temporary ?? false,
    tempPasswordExpiresAt: input.temporary
      ? new Date(now.getTime() + TEMPORARY_PASSWORD_LIFETIME_MS)
      : null,
    reportsResetAt: nextMonthStart(now),
  };
}
