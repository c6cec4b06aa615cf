/** Who calls a register route (issue 29): the caller, their register and the time of the call. */
import type { Context } from "hono";
import { registerScopeOf } from "../../db/queries/register/scope.ts";
import type { AppEnv } from "../context.ts";
import { currentUser } from "../middleware/require_role.ts";
import type { Actor } from "./save_entry.ts";

/** The caller, their register and the time of the call. */
export async function actorOf(c: Context<AppEnv>): Promise<Actor> {
  const userId = currentUser(c).id;
  return { userId, scope: await registerScopeOf(c.var.db, userId), now: c.var.now() };
}

/** The UTC day of a moment, 'yyyy-MM-dd'. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);
