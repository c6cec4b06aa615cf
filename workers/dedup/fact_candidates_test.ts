/**
 * Candidates by key fact (ADR 0184): a stored report worded unlike a new one is
 * compared with it when they state one key fact within the day window, so the rule "one change by
 * its key facts" (ADR 0175) reaches the product's grouping, and not beyond the window.
 */
import assert from "node:assert/strict";
import { asc, eq, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import { candidateReports, type FactLookup } from "../../db/queries/report_features.ts";
import { legalUpdates } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { CROWDED } from "./group_reports.ts";
import { featuresOf, type Report } from "./report_features.ts";
import { bandsOf } from "./stored_features.ts";
import { BATTERY_NOTE, BATTERY_PRESS, storeGrouped } from "./sample_reports_test_helper.ts";

/** Stores a report as one document's new item, grouped, as the sync does; its id. */
async function ingest(db: Db, report: Report): Promise<number> {
  return (await storeGrouped(db, report)).inserted[0]!.id;
}

async function primaries(db: Db): Promise<(number | null)[]> {
  const rows = await db.select({ p: legalUpdates.primaryId }).from(legalUpdates)
    .orderBy(asc(legalUpdates.id));
  return rows.map((r) => r.p);
}

async function factRows(db: Db, id: number): Promise<string[]> {
  return rowsOf<{ fact: string }>(
    await db.execute(sql`
      select fact from legal_update_fact_keys where legal_update_id = ${id} order by fact`),
  ).map((r) => r.fact);
}

Deno.test("the press release and the law firm's note share no band (only their fact finds them)", () => {
  const bands = new Set(bandsOf(featuresOf(BATTERY_PRESS)));
  assert.equal(bandsOf(featuresOf(BATTERY_NOTE)).filter((b) => bands.has(b)).length, 0);
});

dbTest(
  "a law firm's note worded apart from the press release joins its change by their start date",
  async ({ db }) => {
    const press = await ingest(db, BATTERY_PRESS);
    assert.deepEqual(await factRows(db, press), ["date:2026-03-24"]);
    await ingest(db, BATTERY_NOTE);
    assert.deepEqual(await primaries(db), [null, press]);

    // The press release goes: its fact rows go with it.
    await db.delete(legalUpdates).where(eq(legalUpdates.id, press));
    assert.deepEqual(await factRows(db, press), []);
  },
  { bothDrivers: true },
);

dbTest(
  "a note stating the same start date 9 days after the press release stays apart",
  async ({ db }) => {
    await ingest(db, BATTERY_PRESS);
    await ingest(db, { ...BATTERY_NOTE, publishDate: "2026-03-12" });
    assert.deepEqual(await primaries(db), [null, null]);
  },
  { bothDrivers: true },
);

dbTest(
  "a report stating the date is read as a candidate only when its title, variant and jurisdiction could join",
  async ({ db }) => {
    const press = await ingest(db, BATTERY_PRESS);
    const { day, variant } = featuresOf(BATTERY_PRESS);
    const lookup: FactLookup = {
      facts: ["date:2026-03-24"],
      fromDay: day - 7,
      toDay: day + 7,
      titleWords: ["battery", "batterys", "storage", "storages"],
      jurisdiction: "1",
      variant,
    };
    const found = (facts: FactLookup) =>
      candidateReports(db, {
        bands: [],
        keys: [],
        facts: [facts],
        fromDay: 0,
        toDay: 0,
        crowded: CROWDED,
      })
        .then((rows) => rows.map((r) => r.legalUpdateId));
    assert.deepEqual(await found(lookup), [press]);
    assert.deepEqual(await found({ ...lookup, jurisdiction: null }), [press]);
    // No title word in common, another jurisdiction, another variant, another date: not read.
    assert.deepEqual(await found({ ...lookup, titleWords: ["pension", "pensions"] }), []);
    assert.deepEqual(await found({ ...lookup, jurisdiction: "2" }), []);
    assert.deepEqual(await found({ ...lookup, variant: "corrigendum" }), []);
    assert.deepEqual(await found({ ...lookup, facts: ["date:2026-03-25"] }), []);
  },
);
