/**
 * Compliance tasks (spec part 2 §3–§7, ADR 0033): list, create, edit and delete, and
 * the owner/department suggestions. A task the caller may not see answers 404, as if missing;
 * a colleague who may see and edit a shared task still may not delete it (403).
 */
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { Db } from "../../db/client.ts";
import {
  deleteTask,
  findVisibleTask,
  findVisibleTaskRow,
  insertTask,
  linkedUpdateIds,
  listVisibleTasks,
  replaceTaskLinks,
  taskSuggestions,
  unlinkableUpdateIds,
  updateTask,
} from "../../db/queries/tasks.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { currentUser, requireUser } from "../middleware/require_role.ts";
import type { TaskStatus } from "../../domain/tasks.ts";
import { CreateTaskBody, TASK_MESSAGES, TaskListQuery, UpdateTaskBody } from "../schemas/tasks.ts";
import { onInvalid } from "../validation.ts";
import { parseId } from "../path_id.ts";

/** Refuses ids that are unknown or not approved, naming them. */
async function assertLinkable(db: Db, ids: number[], alreadyLinked?: ReadonlySet<number>) {
  const bad = await unlinkableUpdateIds(db, ids, alreadyLinked);
  if (bad.length === 0) return;
  const message = `${TASK_MESSAGES.legalUpdatesUnavailable}: ${bad.join(", ")}`;
  throw new ApiError(400, message, { errors: { legalUpdateIds: message }, ids: bad });
}

/** closedAt after a save: set on becoming completed, cleared on reopening, else kept. */
function closedAtAfter(
  before: { status: TaskStatus; closedAt: Date | null },
  status: TaskStatus,
  now: Date,
): Date | null {
  if (status !== "completed") return null;
  return before.status === "completed" ? before.closedAt ?? now : now;
}

export const tasks = new Hono<AppEnv>()
  .use(requireUser())
  .get("/", zValidator("query", TaskListQuery, onInvalid), async (c) => {
    const { status } = c.req.valid("query");
    return c.json({ tasks: await listVisibleTasks(c.var.db, currentUser(c).id, { status }) });
  })
  .get("/suggestions/owners", async (c) => {
    return c.json(await taskSuggestions(c.var.db, currentUser(c).id, "ownerName"));
  })
  .get("/suggestions/departments", async (c) => {
    return c.json(await taskSuggestions(c.var.db, currentUser(c).id, "department"));
  })
  .post("/", zValidator("json", CreateTaskBody, onInvalid), async (c) => {
    const { legalUpdateIds, ...fields } = c.req.valid("json");
    const user = currentUser(c);
    const now = c.var.now();
    const id = await c.var.db.transaction(async (tx) => {
      await assertLinkable(tx, legalUpdateIds);
      const id = await insertTask(tx, {
        ...fields,
        userId: user.id,
        createdAt: now,
        updatedAt: now,
        closedAt: fields.status === "completed" ? now : null,
      });
      await replaceTaskLinks(tx, id, legalUpdateIds, now);
      return id;
    });
    return c.json(await findVisibleTask(c.var.db, user.id, id), 201);
  })
  .patch("/:id{[0-9]+}", zValidator("json", UpdateTaskBody, onInvalid), async (c) => {
    const id = parseId(c.req.param("id"), TASK_MESSAGES.notFound);
    const { legalUpdateIds, ...fields } = c.req.valid("json");
    const user = currentUser(c);
    const now = c.var.now();
    await c.var.db.transaction(async (tx) => {
      // Row lock: two saves of one task run one after the other (closedAt, link set).
      const before = await findVisibleTaskRow(tx, user.id, id, { lock: true });
      if (!before) throw new ApiError(404, TASK_MESSAGES.notFound);
      if (legalUpdateIds) {
        await assertLinkable(tx, legalUpdateIds, await linkedUpdateIds(tx, id));
      }
      // drizzle leaves undefined (omitted) fields out of the SET list.
      await updateTask(tx, id, {
        ...fields,
        updatedAt: now,
        closedAt: closedAtAfter(before, fields.status ?? before.status, now),
      });
      if (legalUpdateIds) await replaceTaskLinks(tx, id, legalUpdateIds, now);
    });
    return c.json(await findVisibleTask(c.var.db, user.id, id));
  })
  .delete("/:id{[0-9]+}", async (c) => {
    const id = parseId(c.req.param("id"), TASK_MESSAGES.notFound);
    const user = currentUser(c);
    const task = await findVisibleTaskRow(c.var.db, user.id, id);
    if (!task) throw new ApiError(404, TASK_MESSAGES.notFound);
    if (task.userId !== user.id) throw new ApiError(403, TASK_MESSAGES.ownerOnlyDelete);
    await deleteTask(c.var.db, id);
    return c.json({ message: "Task deleted" });
  });
