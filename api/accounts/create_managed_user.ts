/**
 * A superadmin's Add User (spec part 2 §5): the account with a temporary password (expires in
 * 7 days, forces setup, no security answers yet) and the subscription the form chose, in one
 * transaction. A taken email (any case) is a 409.
 */
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { PasswordHashing } from "../../workers/settings.ts";
import { updateUser } from "../../db/queries/users.ts";
import { generateTemporaryPassword } from "../auth/random.ts";
import type { CreateUserBody } from "../schemas/users.ts";
import { type Account, createAccount } from "./create_account.ts";
import { assertEmailFree, emailConflictAs409 } from "./email_conflicts.ts";

/** Creates the account; answers it and its temporary password (the only time it exists). */
export async function createManagedUser(
  db: Db,
  body: z.output<typeof CreateUserBody>,
  now: Date,
  hashing: PasswordHashing,
): Promise<{ account: Account; temporaryPassword: string }> {
  await assertEmailFree(db, body.email);
  const temporaryPassword = generateTemporaryPassword();
  // Two creates of the same email at once: the unique index stops the second.
  const account = await emailConflictAs409(() =>
    db.transaction(async (tx) => {
      const created = await createAccount(
        tx,
        {
          email: body.email,
          password: temporaryPassword,
          role: body.role,
          firstName: body.firstName,
          lastName: body.lastName,
          companyName: body.companyName,
          temporary: true,
        },
        now,
        hashing,
      );
      const updated = await updateUser(tx, created.id, {
        subscriptionTier: body.subscriptionTier,
        subscriptionStatus: body.subscriptionStatus,
        subscriptionStartDate: body.subscriptionStartDate ?? null,
        subscriptionEndDate: body.subscriptionEndDate ?? null,
        autoRenew: body.autoRenew,
        billingCycle: body.billingCycle,
      });
      return updated ?? created;
    })
  );
  return { account, temporaryPassword };
}
