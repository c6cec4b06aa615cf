import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { ApiError } from "../errors.ts";
import { USER_MESSAGES } from "../schemas/users.ts";
import { makeUser } from "../testing.ts";
import { type AccountChange, changeAccount, removesActiveSuperadmin } from "./account_rules.ts";

const REMOVING: AccountChange[] = [
  { kind: "delete" },
  { kind: "update", role: "admin" },
  { kind: "update", isActive: false },
];

dbTest("the last active superadmin cannot be deleted, demoted or deactivated", async ({ db }) => {
  const only = await makeUser(db, "superadmin");
  const inactive = await makeUser(db, "superadmin");
  await db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
  for (const change of REMOVING) {
    await assert.rejects(
      changeAccount(db, only.id, change, () => Promise.resolve()),
      (error) =>
        error instanceof ApiError && error.status === 409 &&
        error.message === USER_MESSAGES.lastSuperadmin,
    );
  }
  // An inactive superadmin does not count, but may itself be changed freely.
  await changeAccount(db, inactive.id, { kind: "delete" }, () => Promise.resolve());
  // Harmless changes of the last one are fine.
  const ok = await changeAccount(
    db,
    only.id,
    { kind: "update", role: "superadmin" },
    () => Promise.resolve("applied"),
  );
  assert.equal(ok, "applied");
});

dbTest("a second active superadmin lets the first go; unknown ids are 404", async ({ db }) => {
  const a = await makeUser(db, "superadmin");
  await makeUser(db, "superadmin");
  await changeAccount(db, a.id, { kind: "update", role: "user" }, async (tx) => {
    await tx.update(users).set({ role: "user" }).where(eq(users.id, a.id));
  });
  await assert.rejects(
    changeAccount(db, crypto.randomUUID(), { kind: "delete" }, () => Promise.resolve()),
    (error) => error instanceof ApiError && error.status === 404,
  );
});

dbTest("only changes that take an active superadmin away count as removals", async ({ db }) => {
  const superadmin = await makeUser(db, "superadmin");
  const admin = await makeUser(db, "admin");
  assert.equal(removesActiveSuperadmin(superadmin, { kind: "update", isActive: true }), false);
  assert.equal(removesActiveSuperadmin(superadmin, { kind: "update" }), false);
  for (const change of REMOVING) {
    assert.equal(removesActiveSuperadmin(superadmin, change), true);
    assert.equal(removesActiveSuperadmin(admin, change), false);
  }
});
