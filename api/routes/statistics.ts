/**
 * Figures for the navigation badge, the portal's filter row and the dashboard's stat cards.
 */
import { and, count, countDistinct, eq, gte, sql } from "drizzle-orm";
import { Hono } from "hono";
import { jurisdictions, legalUpdates } from "../../db/schema.ts";
import type { AppEnv } from "../context.ts";
import { FALLBACK_CATEGORY } from "../../domain/categories.ts";
import { ADMIN_ROLES } from "../../domain/roles.ts";
import { requireRole, requireUser } from "../middleware/require_role.ts";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export const statistics = new Hono<AppEnv>()
  .get("/update-counts", requireRole(...ADMIN_ROLES), async (c) => {
    const rows = await c.var.db
      .select({ status: legalUpdates.status, n: count() })
      .from(legalUpdates)
      .groupBy(legalUpdates.status);
    const counts = { total: 0, pending: 0, approved: 0, rejected: 0 };
    for (const row of rows) {
      counts[row.status] = row.n;
      counts.total += row.n;
    }
    return c.json(counts);
  })
  .get("/overview", requireUser(), async (c) => {
    const { db } = c.var;
    const weekAgo = new Date(c.var.now().getTime() - WEEK_MS);
    const approved = eq(legalUpdates.status, "approved");
    const [[updates], [active], [week], [categories]] = await Promise.all([
      db.select({ n: count() }).from(legalUpdates).where(approved),
      db.select({ n: count() }).from(jurisdictions).where(eq(jurisdictions.isActive, true)),
      db.select({ n: count() }).from(legalUpdates).where(
        and(approved, gte(legalUpdates.approvedAt, weekAgo)),
      ),
      db.select({
        // As the listing shows them: an update not analysed yet counts as 'General'.
        n: countDistinct(sql`coalesce(${legalUpdates.aiCategory}, ${FALLBACK_CATEGORY})`),
      })
        .from(legalUpdates).where(approved),
    ]);
    return c.json({
      approvedUpdates: updates?.n ?? 0,
      activeJurisdictions: active?.n ?? 0,
      approvedThisWeek: week?.n ?? 0,
      categoriesInUse: categories?.n ?? 0,
    });
  });
