import assert from "node:assert/strict";
import { Hono } from "hono";
import type { Role } from "../../domain/roles.ts";
import type { AppEnv, SessionUser } from "../context.ts";
import { errorHandler } from "./errors.ts";
import { currentUser, isAdmin, MESSAGES, requireRole, requireUser } from "./require_role.ts";

const userOf = (role: Role): SessionUser => ({
  id: `id-${role}`,
  email: `${role}@example.com`,
  role,
  firstName: null,
});

/** An app whose caller is the `x-role` header's user (none without it), behind the guards. */
function guardedApp() {
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      const role = c.req.header("x-role") as Role | undefined;
      c.set("user", role ? userOf(role) : null);
      await next();
    })
    .get("/any", requireUser(), (c) => c.json({ id: currentUser(c).id }))
    .get("/admins", requireRole("admin", "superadmin"), (c) => c.json({ id: currentUser(c).id }))
    .get("/unguarded", (c) => c.json({ id: currentUser(c).id }));
  app.onError(errorHandler);
  return app;
}

async function call(path: string, role?: Role) {
  const response = await guardedApp().request(`http://localhost${path}`, {
    headers: role ? { "x-role": role } : {},
  });
  return { status: response.status, body: await response.json() };
}

Deno.test("requireUser: 401 with the sign-in message when signed out, else through", async () => {
  assert.deepEqual(await call("/any"), { status: 401, body: { message: MESSAGES.signedOut } });
  for (const role of ["user", "admin", "superadmin"] as const) {
    assert.deepEqual(await call("/any", role), { status: 200, body: { id: `id-${role}` } });
  }
});

Deno.test("requireRole: 401 signed out, 403 without the role, through with it", async () => {
  assert.deepEqual(await call("/admins"), { status: 401, body: { message: MESSAGES.signedOut } });
  assert.deepEqual(await call("/admins", "user"), {
    status: 403,
    body: { message: MESSAGES.forbidden },
  });
  assert.equal((await call("/admins", "admin")).status, 200);
  assert.equal((await call("/admins", "superadmin")).status, 200);
});

Deno.test("currentUser refuses a route that forgot its guard instead of answering nobody", async () => {
  assert.deepEqual(await call("/unguarded"), {
    status: 401,
    body: { message: MESSAGES.signedOut },
  });
});

Deno.test("isAdmin: admins and superadmins only", () => {
  assert.equal(isAdmin(null), false);
  assert.equal(isAdmin(userOf("user")), false);
  assert.equal(isAdmin(userOf("admin")), true);
  assert.equal(isAdmin(userOf("superadmin")), true);
});
