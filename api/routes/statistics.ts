/**
 * /api/statistics: figures for the navigation badges, the portal's filter row and the dashboard's
 * stat cards. Signed-in users; the update counts (pending ones included) are for admins, the
 * failing sources (issue 25) for superadmins, who alone manage sources (ADR 0100).
 */
import { Hono } from "hono";
import {
  countPendingRevisions,
  countUpdatesByStatus,
  overviewCounts,
} from "../../db/queries/statistics.ts";
import { countFailingSources } from "../../db/queries/failing_sources.ts";
import type { AppEnv } from "../context.ts";
import type { FailingSources } from "../schemas/statistics.ts";
import { ADMIN_ROLES } from "../../domain/roles.ts";
import { requireRole, requireUser } from "../middleware/require_role.ts";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export const statistics = new Hono<AppEnv>()
  .use(requireUser())
  .use("/update-counts", requireRole(...ADMIN_ROLES))
  .use("/failing-sources", requireRole("superadmin"))
  .get("/update-counts", async (c) => {
    const counts = {
      total: 0,
      pending: 0,
      approved: 0,
      rejected: 0,
      revisionPending: await countPendingRevisions(c.var.db),
    };
    for (const row of await countUpdatesByStatus(c.var.db)) {
      counts[row.status] = row.n;
      counts.total += row.n;
    }
    return c.json(counts);
  })
  .get("/failing-sources", async (c) => {
    const answer: FailingSources = { failing: await countFailingSources(c.var.db) };
    return c.json(answer);
  })
  .get("/overview", async (c) => {
    const weekAgo = new Date(c.var.now().getTime() - WEEK_MS);
    return c.json(await overviewCounts(c.var.db, weekAgo));
  });
