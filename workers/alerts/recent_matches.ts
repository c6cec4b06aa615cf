/**
 * The newest approved updates that fit an alert, for its Atom feed and its test message: pages
 * of what the alert's lists allow (the rule's SQL half, db/queries/alert_rule.ts), newest
 * approval first, with the keywords checked in code exactly as deliveries check them
 * (domain/alert_rule.ts, ADR 0095). The scan stops after FEED_SCAN_LIMIT
 * updates, so a rare keyword costs a bounded amount of work per request.
 */
import type { Db } from "../../db/client.ts";
import {
  type ApprovedUpdate,
  approvedUpdatesPage,
  type PageEnd,
} from "../../db/queries/alert_feed.ts";
import { PreparedText } from "../../domain/alert_rule.ts";

/** The most approved updates looked at for one answer. */
export const FEED_SCAN_LIMIT = 2000;
const PAGE = 200;

/** Up to `limit` approved updates that fit the alert, newest approval first. */
export async function recentMatches(
  db: Db,
  alert: { id: number; keywords: readonly string[] },
  limit: number,
): Promise<ApprovedUpdate[]> {
  const found: ApprovedUpdate[] = [];
  let after: PageEnd | undefined;
  for (let scanned = 0; scanned < FEED_SCAN_LIMIT && found.length < limit; scanned += PAGE) {
    const page = await approvedUpdatesPage(db, alert.id, { after, limit: PAGE });
    for (const update of page) {
      if (found.length < limit && new PreparedText(update).matches(alert.keywords)) {
        found.push(update);
      }
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE) break;
    after = { approvedAt: last.approvedAt, id: last.id };
  }
  return found;
}
