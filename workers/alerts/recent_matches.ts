/**
 * The newest approved updates that fit an alert, for its Atom feed and its test message: pages
 * of what SQL allows (jurisdictions, industries), newest approval first, with the keywords
 * checked in code by the same rule as deliveries (domain/term_match.ts, one regex for all of the
 * alert's keywords). The scan stops after FEED_SCAN_LIMIT updates,
 * so a rare keyword costs a bounded amount of work per request.
 */
import type { Db } from "../../db/client.ts";
import {
  type ApprovedUpdate,
  approvedUpdatesPage,
  type PageEnd,
  type RuleFilter,
} from "../../db/queries/alert_feed.ts";
import { foundIn, termsRegex } from "../../domain/term_match.ts";

/** The most approved updates looked at for one answer. */
export const FEED_SCAN_LIMIT = 2000;
const PAGE = 200;

/** Up to `limit` approved updates that fit the rule, newest approval first. */
export async function recentMatches(
  db: Db,
  rule: RuleFilter & { keywords: readonly string[] },
  limit: number,
): Promise<ApprovedUpdate[]> {
  const regex = termsRegex(rule.keywords);
  const fits = (u: ApprovedUpdate) =>
    regex === null || foundIn(regex, [u.title, u.summary ?? "", u.content]);
  const found: ApprovedUpdate[] = [];
  let after: PageEnd | undefined;
  for (let scanned = 0; scanned < FEED_SCAN_LIMIT && found.length < limit; scanned += PAGE) {
    const page = await approvedUpdatesPage(db, rule, { after, limit: PAGE });
    for (const update of page) {
      if (found.length < limit && fits(update)) {
        found.push(update);
      }
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE) break;
    after = { approvedAt: last.approvedAt, id: last.id };
  }
  return found;
}
