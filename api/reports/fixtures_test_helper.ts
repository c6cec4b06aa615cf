/** Test data for the report tests: legal updates stored the way ingestion and review leave them. */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Category } from "../../domain/categories.ts";
import type { UpdateStatus } from "../../domain/legal_updates.ts";
import { jurisdictions, legalUpdates } from "../../db/schema.ts";

/** What a test says about an update; everything else gets a plausible default. */
export interface UpdateSpec {
  title?: string;
  content?: string;
  aiSummary?: string | null;
  aiCategory?: Category | null;
  status?: UpdateStatus;
  publishDate?: Date;
  sourceUrl?: string;
  jurisdiction?: string | null;
}

let counter = 0;
const DEFAULT_JURISDICTION = "United Kingdom";

/** Stores the updates (making their jurisdictions as needed); answers their ids in order. */
export async function insertUpdates(db: Db, specs: readonly UpdateSpec[]): Promise<number[]> {
  const jurisdictionIds = new Map<string, number>();
  const names = new Set(
    specs.map((s) => s.jurisdiction === undefined ? DEFAULT_JURISDICTION : s.jurisdiction),
  );
  for (const name of names) {
    if (name === null) continue;
    await db.insert(jurisdictions).values({ name }).onConflictDoNothing();
    const [row] = await db.select({ id: jurisdictions.id }).from(jurisdictions)
      .where(eq(jurisdictions.name, name));
    if (!row) throw new Error(`fixtures: no jurisdiction ${name}`);
    jurisdictionIds.set(name, row.id);
  }
  const rows = specs.map((spec) => {
    const n = ++counter;
    const url = spec.sourceUrl ?? `https://example.gov/notices/${n}`;
    const jurisdiction = spec.jurisdiction === undefined ? DEFAULT_JURISDICTION : spec.jurisdiction;
    return {
      title: spec.title ?? `Notice ${n}: employers must publish pay data`,
      content: spec.content ??
        "Employers with 250 or more employees must publish their gender pay gap by 1 January 2027. Failure to comply may lead to a fine.",
      aiSummary: spec.aiSummary === undefined
        ? "Employers must publish pay gap data."
        : spec.aiSummary,
      aiCategory: spec.aiCategory === undefined ? "Employment & Labor" : spec.aiCategory,
      status: spec.status ?? "approved",
      publishDate: spec.publishDate ?? new Date("2026-05-01T09:00:00Z"),
      sourceUrl: url,
      sourceUrlKey: `${url}#${n}`,
      jurisdictionId: jurisdiction === null ? null : jurisdictionIds.get(jurisdiction)!,
      analysisState: "done" as const,
    };
  });
  const inserted = await db.insert(legalUpdates).values(rows).returning({ id: legalUpdates.id });
  return inserted.map((r) => r.id);
}
