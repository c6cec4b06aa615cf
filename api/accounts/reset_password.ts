/**
 * A superadmin's password reset (spec part 2 §4, ADR 0019): a new temporary
 * password that expires in 7 days and forces setup, the security answers cleared, every session
 * and API token of the user ended, and the account's sign-in throttle forgotten (the user may be locked out).
 */
import type { Db } from "../../db/client.ts";
import { updateUser } from "../../db/queries/users.ts";
import type { PasswordHashing } from "../../workers/settings.ts";
import { hashSecret } from "../auth/password.ts";
import { generateTemporaryPassword } from "../auth/random.ts";
import { forgetSignInFailures } from "../auth/throttle.ts";
import { endAccountAccess } from "./end_access.ts";
import { type Account, TEMPORARY_PASSWORD_LIFETIME_MS } from "./create_account.ts";

/** Resets the account's password; answers the temporary password (the only time it exists). */
export async function resetAccountPassword(
  db: Db,
  account: Account,
  now: Date,
  hashing: PasswordHashing,
): Promise<string> {
  const temporaryPassword = generateTemporaryPassword();
  await updateUser(db, account.id, {
    passwordHash: await hashSecret(temporaryPassword, hashing),
    mustChangePassword: true,
    tempPasswordExpiresAt: new Date(now.getTime() + TEMPORARY_PASSWORD_LIFETIME_MS),
    securityAnswer1: null,
    securityAnswer2: null,
    securityAnswer3: null,
    resetToken: null,
    resetTokenExpiresAt: null,
    updatedAt: now,
  });
  await endAccountAccess(db, account.id);
  await forgetSignInFailures(db, account.email);
  return temporaryPassword;
}
