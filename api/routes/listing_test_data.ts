/**
 * Test data for the listing and favorites tests: jurisdictions (one with LIKE metacharacters in
 * its name), a jurisdiction source and a specialist source, and a deterministic mix of updates
 * in every status, with awkward titles (quotes, %, _, \, SQL), a spread of categories (and updates
 * not analysed yet, NULL) and manual updates. Not a test file itself (no _test suffix).
 */
import type { Db } from "../../db/client.ts";
import type { Category } from "../../domain/categories.ts";
import type { UpdateStatus } from "../../domain/legal_updates.ts";
import { jurisdictions, legalUpdates, rssSources } from "../../db/schema.ts";

export const JURISDICTION_NAMES = ["California", "European Union", "New York", "100% Pure_Land\\"];

/** Titles with characters that SQL LIKE or string quoting treat specially. */
export const AWKWARD_TITLES = [
  'O\'Brien Act on "quoted" privacy',
  "Discount of 50% for small firms",
  "Rule 10_b disclosure",
  "Path C:\\legal\\acts update",
  "'; DROP TABLE legal_updates; -- amendment",
  "Regex [a-z]* and .* are not patterns",
  "Ünïcode Straße regulation",
];

const CATEGORY_VALUES: (Category | null)[] = [
  "Tax",
  "Healthcare",
  "Transportation",
  "IT & Technology",
  null,
  "Employment & Labor",
  "Energy & Environment",
  "Financial Services",
  "General",
  "Data Protection & Cybersecurity",
];

const STATUSES: UpdateStatus[] = ["approved", "approved", "pending", "approved", "rejected"];
const DAY = 86_400_000;
/** The first update's publish date; each next one is 19 hours and 7 minutes earlier. */
export const FIRST_PUBLISHED = new Date("2026-06-10T15:30:00Z");

export interface ListingFixture {
  jurisdictionIds: number[];
  /** The jurisdiction source and the specialist source. */
  sourceIds: { government: number; specialist: number };
  updateIds: number[];
}

/** Inserts the fixture: `count` updates (default 60). */
export async function insertListingFixture(db: Db, count = 60): Promise<ListingFixture> {
  const js = await db.insert(jurisdictions).values(
    JURISDICTION_NAMES.map((name) => ({ name, description: `${name} laws` })),
  ).returning({ id: jurisdictions.id });
  const jurisdictionIds = js.map((j) => j.id);
  const [government, specialist] = await db.insert(rssSources).values([
    { jurisdictionId: jurisdictionIds[0]!, name: "State Gazette", url: "https://gov.example/rss" },
    {
      jurisdictionId: jurisdictionIds[1]!,
      name: "Law Firm Insights",
      url: "https://firm.example/rss",
      sourceType: "specialist",
    },
  ]).returning({ id: rssSources.id });
  const rows = Array.from({ length: count }, (_, i) => {
    const status = STATUSES[i % STATUSES.length]!;
    const publishDate = new Date(FIRST_PUBLISHED.getTime() - i * (19 * 3_600_000 + 7 * 60_000));
    const kind = i % 3; // 0 government source, 1 specialist source, 2 manual
    return {
      title: AWKWARD_TITLES[i % 11] ?? `Update ${i} on the amendment of act ${i % 4}`,
      content: "",
      sourceUrl: `https://example.com/updates/${i}`,
      sourceUrlKey: `https://example.com/updates/${i}`,
      publishDate,
      jurisdictionId: i % 7 === 6 ? null : jurisdictionIds[i % jurisdictionIds.length]!,
      rssSourceId: kind === 0 ? government!.id : kind === 1 ? specialist!.id : null,
      source: kind === 2 ? "Manual Desk" : null,
      status,
      aiSummary: i % 9 === 4 ? null : `Summary ${i}: obligations under section ${i % 5}.`,
      aiCategory: CATEGORY_VALUES[i % CATEGORY_VALUES.length],
      approvedAt: status === "approved" ? new Date(publishDate.getTime() + DAY) : null,
    };
  });
  const inserted = await db.insert(legalUpdates).values(rows).returning({ id: legalUpdates.id });
  return {
    jurisdictionIds,
    sourceIds: { government: government!.id, specialist: specialist!.id },
    updateIds: inserted.map((r) => r.id),
  };
}
