/**
 * Who a checked ID token lets in, and as which account (issue 28, ADR 0136): a
 * verified email (`email_verified` true) in OIDC_ALLOWED_DOMAINS; the account linked to the
 * provider's `sub`, else the account with that email (then linked), else a new one, role `user` or
 * the one OIDC_ROLE_CLAIM names through OIDC_ROLE_MAP (never superadmin). A new account has no
 * password and no setup step.
 */
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import {
  findUserByIdentity,
  insertIdentity,
  insertUserWithIdentity,
  linkedSubject,
} from "../../../db/queries/oidc.ts";
import { findUserByEmail, type UserRow } from "../../../db/queries/users.ts";
import type { OidcSettings } from "../../../workers/settings.ts";
import { newAccountRow } from "../../accounts/create_account.ts";
import type { SsoError } from "../../schemas/oidc.ts";
import type { IdTokenClaims } from "./relying_party.ts";
import { roleFromClaim } from "./role_map.ts";

/** The account to sign in, or why there is none. */
export type SsoAccount = { ok: true; account: UserRow } | { ok: false; error: SsoError };

const Email = z.email().max(254);
/** A name claim, kept only when it is short text. */
const Name = z.string().trim().max(100).optional().catch(undefined);

/** The email's domain, lower-cased ("" when there is no @). */
function domainOf(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1).toLowerCase();
}

/** Finds, links or makes the account the ID token names; changes nothing when it refuses. */
export async function ssoAccount(
  db: Db,
  claims: IdTokenClaims,
  options: { oidc: OidcSettings; now: Date },
): Promise<SsoAccount> {
  const { oidc, now } = options;
  const email = Email.safeParse(claims.email);
  if (!email.success || claims.email_verified !== true) return { ok: false, error: "unverified" };
  if (!oidc.allowedDomains.includes(domainOf(email.data))) return { ok: false, error: "domain" };
  const identity = { issuer: claims.iss, subject: claims.sub };

  let account = await findUserByIdentity(db, identity);
  if (!account) {
    account = await findUserByEmail(db, email.data);
    if (account) {
      // Linked to another of the provider's accounts: the email was given to someone else.
      const subject = await linkedSubject(db, account.id, identity.issuer);
      if (subject !== null && subject !== identity.subject) return { ok: false, error: "conflict" };
      if (!account.isActive) return { ok: false, error: "deactivated" };
      if (subject === null) await insertIdentity(db, { ...identity, userId: account.id });
    } else {
      const role = oidc.roleClaim ? roleFromClaim(claims[oidc.roleClaim], oidc.roleMap) : "user";
      const row = newAccountRow({
        email: email.data,
        passwordHash: null,
        role,
        firstName: Name.parse(claims.given_name),
        lastName: Name.parse(claims.family_name),
      }, now);
      account = await insertUserWithIdentity(db, { ...row, emailVerified: true }, identity);
    }
  }
  if (!account.isActive) return { ok: false, error: "deactivated" };
  return { ok: true, account };
}
