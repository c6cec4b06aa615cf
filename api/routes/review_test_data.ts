/**
 * Test data for the review and Source Management tests: a jurisdiction with one source, and
 * legal updates in the statuses a test asks for. Not a test file itself (no _test suffix).
 */
import type { Db } from "../../db/client.ts";
import type { UpdateStatus } from "../../domain/legal_updates.ts";
import { jurisdictions, legalUpdates, rssSources } from "../../db/schema.ts";

/** What {@link insertReviewFixture} made. */
export interface ReviewFixture {
  jurisdictionId: number;
  sourceId: number;
  /** One id per status given, in order. */
  updateIds: number[];
}

const DAY = 86_400_000;
const NEWEST = new Date("2026-06-10T12:00:00Z");

/** A jurisdiction, a source of it, and one update per entry of `statuses`, a day apart. */
export async function insertReviewFixture(
  db: Db,
  statuses: UpdateStatus[],
  options: { name?: string } = {},
): Promise<ReviewFixture> {
  const name = options.name ?? "Ruritania";
  const [j] = await db.insert(jurisdictions).values({ name, description: `${name} laws` })
    .returning({ id: jurisdictions.id });
  const jurisdictionId = j!.id;
  const [s] = await db.insert(rssSources).values({
    jurisdictionId,
    name: `${name} Gazette`,
    url: `https://gazette.example/${encodeURIComponent(name)}.xml`,
  }).returning({ id: rssSources.id });
  const sourceId = s!.id;
  const rows = statuses.length === 0 ? [] : await db.insert(legalUpdates).values(
    statuses.map((status, i) => ({
      title: `${name} update ${i}`,
      content: `Full text of ${name} update ${i}. It changes things. A third sentence.`,
      sourceUrl: `https://gazette.example/${encodeURIComponent(name)}/${i}`,
      sourceUrlKey: `https://gazette.example/${encodeURIComponent(name).toLowerCase()}/${i}`,
      publishDate: new Date(NEWEST.getTime() - i * DAY),
      jurisdictionId,
      rssSourceId: sourceId,
      status,
      aiSummary: `Summary of ${name} update ${i}`,
      aiCategory: "Tax" as const,
      approvedAt: status === "approved" ? new Date(NEWEST.getTime() - i * DAY) : null,
    })),
  ).returning({ id: legalUpdates.id });
  return { jurisdictionId, sourceId, updateIds: rows.map((r) => r.id) };
}
