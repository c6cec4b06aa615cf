/**
 * Three real feed servers reporting the same acts (issue 27): the Official Journal (official, its
 * links on EUR-Lex), a regulator's newsroom and a law firm's blog, in one jurisdiction; 4 changes
 * in 8 reports (testdata/changes_*.xml). The name does not end in _test.ts, so `deno test` does
 * not run it.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jurisdictions, legalUpdates, rssSources } from "../../db/schema.ts";
import { startFeedServer } from "../../workers/feeds/feed_server_test_helper.ts";
import { syncAllAt } from "../../workers/feeds/mutable_feed_test_helper.ts";

/** The three feeds, one server each, as their publishers would run them. */
export const CHANGE_FEEDS = {
  journal: "changes_journal.xml",
  regulator: "changes_regulator.xml",
  lawFirm: "changes_lawfirm.xml",
} as const;

export type ChangeFeed = keyof typeof CHANGE_FEEDS;

const NAMES: Record<ChangeFeed, string> = {
  journal: "Official Journal L",
  regulator: "Market Authority",
  lawFirm: "Hart & Vale",
};

/** Starts the three servers; `addSource(feed)` adds that feed as a source of one jurisdiction. */
export async function startChangeFeeds(db: Db) {
  const servers = Object.fromEntries(
    Object.keys(CHANGE_FEEDS).map((feed) => [feed, startFeedServer()]),
  ) as Record<ChangeFeed, ReturnType<typeof startFeedServer>>;
  const [eu] = await db.insert(jurisdictions).values({ name: "European Union" }).returning();
  return {
    names: NAMES,
    async addSource(feed: ChangeFeed) {
      await db.insert(rssSources).values({
        jurisdictionId: eu!.id,
        name: NAMES[feed],
        url: servers[feed].url(`/feeds/${CHANGE_FEEDS[feed]}`),
      });
    },
    /** Syncs every source (as the worker does, analysing with the offline rules). */
    sync: (at = "2026-06-15T08:00:00Z") => syncAllAt(db, at),
    /** The id of the report whose link contains `part`. */
    async idOf(part: string): Promise<number> {
      const rows = await db.select({ id: legalUpdates.id, url: legalUpdates.sourceUrl })
        .from(legalUpdates);
      const found = rows.filter((r) => r.url.includes(part));
      if (found.length !== 1) {
        throw new Error(`report_changes: ${found.length} reports for ${part}`);
      }
      return found[0]!.id;
    },
    async primaryIdOf(id: number): Promise<number | null> {
      const [row] = await db.select({ p: legalUpdates.primaryId }).from(legalUpdates)
        .where(eq(legalUpdates.id, id));
      return row?.p ?? null;
    },
    close: () => Promise.all(Object.values(servers).map((s) => s.close())),
  };
}
