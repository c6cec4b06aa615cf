/**
 * A password check under the sign-in limits (throttle.ts), shared by sign-in and by the profile
 * calls that ask for the current password: the attempt is taken before the hash is checked (429
 * when a bucket is used up), kept when the password is wrong, and given back when it is right,
 * which also forgets this account's failures from this client.
 */
import type { Db } from "../../db/client.ts";
import type { PasswordHashing } from "../../workers/settings.ts";
import { verifySecret } from "./password.ts";
import { Attempt, forget, signInCharges } from "./throttle.ts";

export interface PasswordCheck {
  /** The email typed (sign-in) or the account's (profile): the account's buckets. */
  email: string;
  /** The caller's address (clientAddress(c)). */
  client: string;
  now: Date;
  /** Settings' cost of new hashes: what checking a missing hash costs. */
  hashing: PasswordHashing;
}

/** True when `password` matches `hash`; a null hash (no account) is checked as wrong. */
export async function checkPassword(
  db: Db,
  check: PasswordCheck,
  hash: string | null,
  password: string,
): Promise<boolean> {
  const charges = signInCharges(check.email, check.client);
  const attempt = new Attempt(db, check.now);
  await attempt.take([charges.pair, charges.client, charges.account]);
  // verifySecret does the full hashing work even without a hash (timing).
  if (!await verifySecret(hash, password, check.hashing)) return false;
  await attempt.giveBack();
  await forget(db, charges.pair);
  return true;
}
