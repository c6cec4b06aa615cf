import assert from "node:assert/strict";
import { asc, eq, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import { insertNewUpdatesKeyed, type NewUpdate } from "../../db/queries/ingest.ts";
import { legalUpdates } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { backfillFeatures } from "./features_backfill.ts";
import { rowFeatures } from "./row_features.ts";
import { CROWDED } from "./group_reports.ts";
import { insertGrouped } from "./insert_grouped.ts";

const PRESS_TEXT = "The Ministry of Labour announced today that the statutory minimum wage rises " +
  "to 13.90 euros an hour from 1 January, after the commission on the minimum wage recommended " +
  "the increase in its report to the government this summer.";

function row(link: string, title: string, text: string, day = "2026-06-10"): NewUpdate {
  return {
    title,
    content: text,
    sourceUrl: link,
    sourceUrlKey: link,
    publishDate: new Date(`${day}T09:00:00Z`),
    jurisdictionId: null,
    rssSourceId: null,
  };
}

/** Stores rows as one document's new items, grouped, as the sync does; their ids in order. */
async function ingest(db: Db, rows: NewUpdate[]): Promise<number[]> {
  const source = { format: "auto", sourceType: "jurisdiction", jurisdictionId: 1 };
  const { inserted } = await insertGrouped(
    db,
    rows.map((row) => ({ row, ...rowFeatures(row, source) })),
  );
  const idByKey = new Map(inserted.map(({ id, key }) => [key, id]));
  return rows.map((r) => idByKey.get(r.sourceUrlKey)!);
}

async function primaries(db: Db): Promise<(number | null)[]> {
  const rows = await db.select({ p: legalUpdates.primaryId }).from(legalUpdates)
    .orderBy(asc(legalUpdates.id));
  return rows.map((r) => r.p);
}

dbTest(
  "grouping joins stored and batch reports by act and by near-duplicate text",
  async ({ db }) => {
    // Stored first: a regulator's press release (no act number) and a law firm on 2026/1433.
    await ingest(db, [
      row("https://ministry.example/press/wage", "Minimum wage rises to 13.90 euros", PRESS_TEXT),
      row(
        "https://firm.example/charging",
        "Regulation (EU) 2026/1433: one charger for all",
        "Regulation (EU) 2026/1433 on common chargers.",
      ),
    ]);
    // One document later: the journal's act (official, on EUR-Lex), a copy of the press release,
    // and the neighbouring act 2026/1432, which must stay apart from 2026/1433.
    await ingest(db, [
      row(
        "https://eur-lex.europa.eu/eli/reg_impl/2026/1433/oj",
        "Commission Implementing Regulation (EU) 2026/1433 on common charging interfaces",
        "Commission Implementing Regulation (EU) 2026/1433 of 8 June 2026.",
        "2026-06-09",
      ),
      row("https://digest.example/wage", "Minimum wage rises to 13.90 euros", PRESS_TEXT),
      row(
        "https://eur-lex.europa.eu/eli/reg_impl/2026/1432/oj",
        "Commission Implementing Regulation (EU) 2026/1432 on battery labels",
        "Commission Implementing Regulation (EU) 2026/1432 of 8 June 2026.",
      ),
    ]);
    // 1 press release, 2 law firm → 3 journal (official: the primary), 4 digest → 1, 5 alone.
    assert.deepEqual(await primaries(db), [null, 3, null, 1, null]);
  },
  { bothDrivers: true },
);

dbTest("a new report joins one change and never merges two", async ({ db }) => {
  const [first] = await ingest(db, [
    row("https://a.example/1", "Regulation (EU) 2026/77 adopted", "Regulation (EU) 2026/77."),
  ]);
  const [second] = await ingest(db, [
    row("https://b.example/1", "Regulation (EU) 2026/77 explained", "Regulation (EU) 2026/77."),
  ]);
  assert.deepEqual(await primaries(db), [null, first]);
  // An admin's split, as the route does it: the second report is its own change again.
  await db.update(legalUpdates).set({ primaryId: null });
  await ingest(db, [
    row("https://c.example/1", "Regulation (EU) 2026/77 in force", "Regulation (EU) 2026/77."),
  ]);
  assert.deepEqual(await primaries(db), [null, null, first], `not ${second}'s change as well`);
}, { bothDrivers: true });

dbTest(
  "reports stored before grouping get features at start, and new reports join them",
  async ({ db }) => {
    const act = (link: string, title: string) => row(link, title, "Regulation (EU) 2026/88.");
    // Two reports of one act stored before issue 27: no features, two changes.
    await insertNewUpdatesKeyed(db, [
      act("https://a.example/88", "Regulation (EU) 2026/88 adopted"),
      act("https://b.example/88", "Regulation (EU) 2026/88 published"),
    ]);
    assert.equal(await backfillFeatures(db, { batchSize: 1 }), 2);
    assert.equal(await backfillFeatures(db), 0, "a second start finds nothing to fill");
    assert.deepEqual(await primaries(db), [null, null], "the backfill groups nothing");
    await ingest(db, [act("https://c.example/88", "Regulation (EU) 2026/88 explained")]);
    assert.deepEqual(await primaries(db), [null, null, 1]);
  },
  { bothDrivers: true },
);

dbTest(
  "a copy joins its report's change without bands of its own, and takes them over when that report is deleted",
  async ({ db }) => {
    const bandsOf = async (id: number) =>
      rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from legal_update_bands where legal_update_id = ${id}`,
        ),
      )[0]!.n;
    const title = "Minimum wage rises to 13.90 euros";
    const [press] = await ingest(db, [
      row("https://ministry.example/press/wage", title, PRESS_TEXT),
    ]);
    // Two feeds carry the press release word for word: copies of the stored report.
    const [digest, aggregator] = await ingest(db, [
      row("https://digest.example/wage", title, PRESS_TEXT),
      row("https://aggregator.example/wage", title, PRESS_TEXT),
    ]);
    assert.deepEqual(await primaries(db), [null, press, press]);
    assert.ok(await bandsOf(press!) > 0);
    assert.deepEqual([await bandsOf(digest!), await bandsOf(aggregator!)], [0, 0]);

    // The ministry's report goes: the first copy holds the bands now, and a reworded report of
    // the same release still finds the copies' text.
    await db.delete(legalUpdates).where(eq(legalUpdates.id, press!));
    assert.ok(await bandsOf(digest!) > 0);
    assert.equal(await bandsOf(aggregator!), 0);
    await ingest(db, [
      row("https://blog.example/wage", title, `${PRESS_TEXT} Unions welcomed the increase.`),
    ]);
    assert.deepEqual(await primaries(db), [null, null, digest], "the copies were two changes");
  },
  { bothDrivers: true },
);

dbTest(
  "reports of one change in one document are stored as one change, the earliest its primary",
  async ({ db }) => {
    const title = "Minimum wage rises to 13.90 euros";
    // The digest's copy comes first in the feed, the ministry's release (a day earlier) second.
    const [digest, ministry] = await ingest(db, [
      row("https://digest.example/wage", title, PRESS_TEXT, "2026-06-11"),
      row("https://ministry.example/press/wage", title, PRESS_TEXT, "2026-06-10"),
    ]);
    const rows = await db.select({ id: legalUpdates.id, primaryId: legalUpdates.primaryId })
      .from(legalUpdates).orderBy(asc(legalUpdates.id));
    assert.deepEqual(rows, [
      { id: ministry, primaryId: null },
      { id: digest, primaryId: ministry },
    ]);
  },
  { bothDrivers: true },
);

dbTest(
  "a flood of one text under numbered titles stays apart, and a copy or an act still finds its change",
  async ({ db }) => {
    // More notices of one template than CROWDED: every one shares every band with the others.
    const text = "The authority publishes the notice on reporting duties of regulated firms, " +
      "with the forms to use and the address to send them to before the end of the quarter.";
    const notice = (i: number, site = "authority") =>
      row(
        `https://${site}.example/notices/${i}`,
        i === 7
          ? "Notice 7 on Regulation (EU) 2026/1432 reporting duties"
          : `Notice ${i} on reporting duties`,
        text,
      );
    const flood = Array.from({ length: CROWDED + 20 }, (_, i) => notice(i + 1));
    const ids = await ingest(db, flood);
    assert.equal(new Set(await primaries(db)).size, 1, "each notice is a change of its own");
    // Another feed carries notice 5 word for word (a copy), and a law firm writes on notice 7's act.
    const [copy, firm] = await ingest(db, [
      notice(5, "digest"),
      row(
        "https://firm.example/1432",
        "What Regulation (EU) 2026/1432 asks of firms",
        "Regulation (EU) 2026/1432 sets new reporting duties; our summary for clients.",
      ),
    ]);
    const primaryOf = async (id: number) =>
      (await db.select({ p: legalUpdates.primaryId }).from(legalUpdates)
        .where(eq(legalUpdates.id, id)))[0]?.p;
    assert.equal(await primaryOf(copy!), ids[4]);
    assert.equal(await primaryOf(firm!), ids[6]);
  },
);
