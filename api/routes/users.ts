/**
 * User management (spec part 2 §2, §7): superadmins only (spec DECISIONS.md "Access"). Every
 * answer carries users as toPublicUser, never hashes, answers or tokens.
 */
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { Db } from "../../db/client.ts";
import {
  allUsers,
  companyNames,
  deleteUser,
  listUsers,
  updateUser,
  type UserChanges,
  type UserRow,
  userStats,
} from "../../db/queries/users.ts";
import { assertNotSelf, changeAccount } from "../accounts/account_rules.ts";
import { nextMonthStart } from "../../db/queries/report_quota.ts";
import { createManagedUser } from "../accounts/create_managed_user.ts";
import { toPublicUser } from "../accounts/public_user.ts";
import { resetAccountPassword } from "../accounts/reset_password.ts";
import { assertEmailFree, emailConflictAs409 } from "../accounts/email_conflicts.ts";
import { exportFileName, usersCsv } from "../accounts/users_csv.ts";
import { endAccountAccess } from "../accounts/end_access.ts";
import { invalidateAuth } from "../auth/session_cache.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { currentUser, requireRole } from "../middleware/require_role.ts";
import {
  CreateUserBody,
  REPORT_RESET_VALUE,
  ReportLimitsBody,
  RoleBody,
  UpdateUserBody,
  USER_MESSAGES,
  UserFilterQuery,
  UserListQuery,
} from "../schemas/users.ts";
import { onInvalid } from "../validation.ts";

async function update(db: Db, id: string, changes: UserChanges): Promise<UserRow> {
  const updated = await updateUser(db, id, changes);
  if (!updated) throw new ApiError(404, USER_MESSAGES.notFound);
  return updated;
}

export const users = new Hono<AppEnv>()
  .use(requireRole("superadmin"))
  .get("/", zValidator("query", UserListQuery, onInvalid), async (c) => {
    const { page, limit, ...filters } = c.req.valid("query");
    const { rows, total } = await listUsers(c.var.db, filters, { page, limit });
    return c.json({ users: rows.map(toPublicUser), total });
  })
  .get("/stats", async (c) => c.json(await userStats(c.var.db)))
  .get("/company-names", async (c) => c.json(await companyNames(c.var.db)))
  .get("/export", zValidator("query", UserFilterQuery, onInvalid), async (c) => {
    const rows = await allUsers(c.var.db, c.req.valid("query"));
    return c.body(usersCsv(rows), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(c.var.now())}"`,
      "Cache-Control": "no-store",
    });
  })
  .post("/", zValidator("json", CreateUserBody, onInvalid), async (c) => {
    const { account, temporaryPassword } = await createManagedUser(
      c.var.db,
      c.req.valid("json"),
      c.var.now(),
      c.var.settings.security.passwordHashing,
    );
    return c.json({ user: toPublicUser(account), temporaryPassword }, 201);
  })
  .patch("/:id", zValidator("json", UpdateUserBody, onInvalid), async (c) => {
    const body = c.req.valid("json");
    const id = c.req.param("id");
    if (body.isActive === false) {
      assertNotSelf(currentUser(c).id, id, USER_MESSAGES.selfDeactivate);
    }
    if (body.email) await assertEmailFree(c.var.db, body.email, id);
    const change = { kind: "update", isActive: body.isActive } as const;
    const updated = await emailConflictAs409(() =>
      changeAccount(c.var.db, id, change, async (tx, target) => {
        const result = await update(tx, id, { ...body, updatedAt: c.var.now() });
        if (target.isActive && !result.isActive) await endAccountAccess(tx, id);
        return result;
      })
    );
    // Committed: a deactivation, a new email or name reaches the signed-in user at once.
    invalidateAuth(c, { userId: id });
    return c.json(toPublicUser(updated));
  })
  .patch("/:id/role", zValidator("json", RoleBody, onInvalid), async (c) => {
    const { role } = c.req.valid("json");
    const id = c.req.param("id");
    if (role !== "superadmin") assertNotSelf(currentUser(c).id, id, USER_MESSAGES.selfRole);
    const updated = await changeAccount(c.var.db, id, { kind: "update", role }, async (tx, t) => {
      if (t.role === role) return t;
      const result = await update(tx, id, { role, updatedAt: c.var.now() });
      // The sessions and tokens carry the old role's reach: the user signs in again.
      await endAccountAccess(tx, id);
      return result;
    });
    invalidateAuth(c, { userId: id });
    return c.json(toPublicUser(updated));
  })
  .patch("/:id/report-limits", zValidator("json", ReportLimitsBody, onInvalid), async (c) => {
    const body = c.req.valid("json");
    const id = c.req.param("id");
    const updated = await changeAccount(c.var.db, id, { kind: "update" }, (tx, target) => {
      const maxReports = body.maxReports ?? target.maxReports;
      // Lowering only the maximum lowers what is left with it; an explicit excess is refused.
      const reportsRemaining = body.reportsRemaining ??
        Math.min(target.reportsRemaining, maxReports);
      if (reportsRemaining > maxReports) throw new ApiError(400, USER_MESSAGES.remainingOverMax);
      return update(tx, id, { maxReports, reportsRemaining, updatedAt: c.var.now() });
    });
    return c.json(toPublicUser(updated));
  })
  .post("/:id/reset-reports", async (c) => {
    const now = c.var.now();
    const updated = await changeAccount(
      c.var.db,
      c.req.param("id"),
      { kind: "update" },
      (tx, t) =>
        update(tx, t.id, {
          maxReports: REPORT_RESET_VALUE,
          reportsRemaining: REPORT_RESET_VALUE,
          reportsResetAt: nextMonthStart(now),
          updatedAt: now,
        }),
    );
    return c.json(toPublicUser(updated));
  })
  .post("/:id/reset-password", async (c) => {
    const id = c.req.param("id");
    assertNotSelf(currentUser(c).id, id, USER_MESSAGES.selfReset);
    const temporaryPassword = await changeAccount(
      c.var.db,
      id,
      { kind: "update" },
      (tx, target) =>
        resetAccountPassword(tx, target, c.var.now(), c.var.settings.security.passwordHashing),
    );
    invalidateAuth(c, { userId: id });
    return c.json({ temporaryPassword });
  })
  .delete("/:id", async (c) => {
    const id = c.req.param("id");
    assertNotSelf(currentUser(c).id, id, USER_MESSAGES.selfDelete);
    // Sessions, preferences, favorites and tasks go with the user (foreign keys cascade).
    await changeAccount(c.var.db, id, { kind: "delete" }, (tx) => deleteUser(tx, id));
    invalidateAuth(c, { userId: id });
    return c.json({ message: "User deleted successfully" });
  });
