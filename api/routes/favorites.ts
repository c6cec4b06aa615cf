/**
 * /api/auth/favorites (spec part 1 §3, §7): a signed-in user's favorite legal updates. Only
 * approved updates can be favorited or checked (404 otherwise). Removing a favorite the caller
 * has always works, so one hidden because its update left 'approved' can still be cleared; for
 * any other update the caller may not see (pending, rejected, unknown) the answer is the same
 * 404, so removal tells nothing about updates one cannot see (ADR 0086).
 */
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import {
  addFavorite,
  isFavorite,
  listFavorites,
  removeFavorite,
} from "../../db/queries/favorites.ts";
import { isApprovedUpdate } from "../../db/queries/legal_updates.ts";
import type { Db } from "../../db/client.ts";
import type { AppEnv } from "../context.ts";
import { toFavoriteUpdate } from "../legal_updates/answers.ts";
import { otherReportsOf } from "../../db/queries/report_changes.ts";
import { ApiError } from "../errors.ts";
import { currentUser, requireUser } from "../middleware/require_role.ts";
import {
  type FavoritesResponse,
  type FavoriteStatus,
  UpdateIdParam,
} from "../schemas/legal_updates.ts";
import { onInvalid } from "../validation.ts";

export const FAVORITE_MESSAGES = {
  notFound: "Legal update not found.",
} as const;

async function requireApproved(db: Db, id: number): Promise<void> {
  if (!await isApprovedUpdate(db, id)) throw new ApiError(404, FAVORITE_MESSAGES.notFound);
}

const idParam = zValidator("param", UpdateIdParam, onInvalid);

export const favorites = new Hono<AppEnv>()
  .use(requireUser())
  .get("/", async (c) => {
    const rows = await listFavorites(c.var.db, currentUser(c).id);
    const others = await otherReportsOf(c.var.db, rows.map((r) => r.id));
    const updates = rows.map((row) => toFavoriteUpdate(row, others.get(row.id) ?? []));
    const body: FavoritesResponse = { updates, total: updates.length };
    return c.json(body);
  })
  .get("/:id/check", idParam, async (c) => {
    const { id } = c.req.valid("param");
    await requireApproved(c.var.db, id);
    const body: FavoriteStatus = { isFavorite: await isFavorite(c.var.db, currentUser(c).id, id) };
    return c.json(body);
  })
  .post("/:id", idParam, async (c) => {
    const { id } = c.req.valid("param");
    await requireApproved(c.var.db, id);
    const created = await addFavorite(c.var.db, {
      userId: currentUser(c).id,
      updateId: id,
      now: c.var.now(),
    });
    const body: FavoriteStatus = { isFavorite: true };
    return c.json(body, created ? 201 : 200);
  })
  .delete("/:id", idParam, async (c) => {
    const { id } = c.req.valid("param");
    // Not a favorite: removing is a no-op on an update the caller may see, else the unknown 404.
    const removed = await removeFavorite(c.var.db, currentUser(c).id, id);
    if (!removed) await requireApproved(c.var.db, id);
    const body: FavoriteStatus = { isFavorite: false };
    return c.json(body);
  });
