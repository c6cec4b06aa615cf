/**
 * A one-channel RSS feed on 127.0.0.1 whose items a test changes between syncs (no validators:
 * every sync fetches it in full), with the sync of its source as the server's worker runs it.
 * Shared by the revision tests of the sync (sync_revisions_test.ts) and of the portal's review
 * (api/routes/revision_review_test.ts). The name does not end in _test.ts, so `deno test` does
 * not run it.
 */
import type { Db } from "../../db/client.ts";
import { markSourcesDue } from "../../db/queries/sync_queue.ts";
import { jurisdictions, rssSources } from "../../db/schema.ts";
import { createOfflineAnalyser } from "../ai/offline.ts";
import { SyncService } from "./sync_service.ts";

/** An item of the feed, under its link. */
export interface FeedItem {
  title: string;
  description: string;
}

/** Serves `items` (link → item) as they are at each request. */
export function startMutableFeed(items: Map<string, FeedItem>) {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, () => {
    const xml = [...items].map(([link, item]) =>
      `<item><title>${item.title}</title><link>${link}</link>` +
      `<description>${item.description}</description>` +
      `<pubDate>Mon, 01 Jun 2026 10:00:00 GMT</pubDate></item>`
    ).join("");
    return new Response(
      `<?xml version="1.0"?><rss version="2.0"><channel><title>Gazette</title>${xml}</channel></rss>`,
      { headers: { "content-type": "application/rss+xml" } },
    );
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}/feed.xml`,
    close: () => server.shutdown(),
  };
}

/** Syncs every source at `at` (ISO), analysing with the offline rules. */
export async function syncAllAt(db: Db, at: string) {
  const now = () => new Date(at);
  await markSourcesDue(db, { kind: "all" }, now());
  // A round analyses what it brought before it answers: nothing is left in the background.
  return await new SyncService({
    db,
    now,
    analyser: createOfflineAnalyser(),
    allowPrivate: true,
    fetchTimeoutMs: 2_000,
  }).runRound();
}

/** Adds the feed at `url` as a source of a new jurisdiction. */
export async function addFeedSource(db: Db, url: string) {
  const [j] = await db.insert(jurisdictions).values({ name: "Revisionland" }).returning();
  await db.insert(rssSources).values({ jurisdictionId: j!.id, name: "Gazette", url });
}
