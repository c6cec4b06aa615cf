import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { dbTest } from "../../db/testing.ts";
import type { Db } from "../../db/client.ts";
import type { UpdateStatus } from "../../domain/legal_updates.ts";
import { legalUpdates, userPreferences } from "../../db/schema.ts";
import { selectPublicUpdates } from "../../db/queries/legal_updates.ts";
import { toPublicUpdate } from "../legal_updates/answers.ts";
import type { ListingResponse, PublicUpdate } from "../schemas/legal_updates.ts";
import {
  compareUpdates,
  listingPredicate,
  type ListingRule,
  toSearchable,
} from "../schemas/listing_rule.ts";
import { createTestApp, makeUser, signedInClient, TestClient } from "../testing.ts";
import { AWKWARD_TITLES, insertListingFixture, JURISDICTION_NAMES } from "./listing_test_data.ts";

type Client = Pick<TestClient, "get">;

async function list(client: Client, query: string): Promise<ListingResponse> {
  const response = await client.get(`/api/legal-updates?limit=1000&${query}`);
  assert.equal(response.status, 200, await response.clone().text());
  return await response.json();
}

const idsOf = (body: ListingResponse) => body.updates.map((u) => u.id);

interface Expectation extends ListingRule {
  status?: UpdateStatus;
  excludeSpecialist?: boolean;
  rssSourceIds?: number[];
  sort?: "asc" | "desc";
}

/** The ids the spec's rule selects from the stored rows, in the listing's order. */
async function expectedIds(db: Db, e: Expectation): Promise<number[]> {
  const rows = await selectPublicUpdates(db).where(
    eq(legalUpdates.status, e.status ?? "approved"),
  );
  const sources = new Map(rows.map((r) => [r.id, r.rssSourceType]));
  const stored = await db.select({ id: legalUpdates.id, source: legalUpdates.rssSourceId })
    .from(legalUpdates);
  const sourceOf = new Map(stored.map((r) => [r.id, r.source]));
  const matches = listingPredicate(e);
  return rows.map((row) => toPublicUpdate(row, [])).map(toSearchable)
    .filter(matches)
    .filter((s) => !e.excludeSpecialist || sources.get(s.update.id) !== "specialist")
    .filter((s) => {
      if (!e.rssSourceIds?.length) return true;
      const source = sourceOf.get(s.update.id) ?? null;
      return source === null || e.rssSourceIds.includes(source);
    })
    .sort(compareUpdates(e.sort ?? "desc"))
    .map((s) => s.update.id);
}

async function setup(db: Db) {
  const fixture = await insertListingFixture(db);
  const { app } = createTestApp(db);
  return { fixture, app, anonymous: new TestClient(app) };
}

dbTest("anonymous and user callers never see pending or rejected updates", async ({ db }) => {
  const { app, anonymous } = await setup(db);
  const user = await signedInClient(app, await makeUser(db, "user"));
  const approved = await expectedIds(db, {});
  assert.ok(approved.length > 10);
  for (const client of [anonymous, user]) {
    for (const status of ["", "status=pending", "status=rejected", "status=approved"]) {
      const body = await list(client, status);
      assert.deepEqual(idsOf(body), approved, `status query '${status}'`);
      assert.equal(body.total, approved.length);
    }
  }
});

dbTest(
  "an admin may ask for pending and rejected updates; no status means approved",
  async ({ db }) => {
    const { app } = await setup(db);
    const admin = await signedInClient(app, await makeUser(db, "admin"));
    for (const status of ["pending", "rejected", "approved"] as const) {
      assert.deepEqual(
        idsOf(await list(admin, `status=${status}`)),
        await expectedIds(db, { status }),
      );
    }
    assert.deepEqual(idsOf(await list(admin, "")), await expectedIds(db, {}));
  },
);

dbTest("another user's userId is 403, also when signed out", async ({ db }) => {
  const { app, anonymous } = await setup(db);
  const me = await makeUser(db, "user");
  const other = await makeUser(db, "user");
  const client = await signedInClient(app, me);
  for (const [caller, id] of [[client, other.id], [anonymous, me.id]] as const) {
    const response = await caller.get(`/api/legal-updates?userId=${id}`);
    assert.equal(response.status, 403);
    assert.ok((await response.json()).message);
  }
});

dbTest(
  "the caller's own userId narrows to their chosen sources, keeping manual updates",
  async ({ db }) => {
    const { app, fixture } = await setup(db);
    const me = await makeUser(db, "user");
    const client = await signedInClient(app, me);
    // No preferences: every source.
    assert.deepEqual(idsOf(await list(client, `userId=${me.id}`)), await expectedIds(db, {}));
    await db.insert(userPreferences).values({
      userId: me.id,
      rssSourceId: fixture.sourceIds.government,
    });
    const body = await list(client, `userId=${me.id}`);
    const expected = await expectedIds(db, { rssSourceIds: [fixture.sourceIds.government] });
    assert.deepEqual(idsOf(body), expected);
    assert.ok(body.updates.some((u) => u.rssSource === null), "manual updates stay");
    assert.ok(body.updates.every((u) => u.rssSource?.sourceType !== "specialist"));
    // Without userId the preferences do not apply.
    assert.deepEqual(idsOf(await list(client, "")), await expectedIds(db, {}));
  },
);

dbTest(
  "a listing narrowed by a source preference says how many sources it keeps, and only then",
  async ({ db }) => {
    const { app, fixture } = await setup(db);
    const me = await makeUser(db, "user");
    const client = await signedInClient(app, me);
    assert.equal((await list(client, `userId=${me.id}`)).sourcePreference, undefined);
    await db.insert(userPreferences).values({
      userId: me.id,
      rssSourceId: fixture.sourceIds.government,
    });
    const narrowed = await list(client, `userId=${me.id}`);
    assert.deepEqual(narrowed.sourcePreference, { kept: 1, of: 2 });
    // The facet counts follow the same rule: they are taken from this answer's updates, which
    // are exactly the preferred source's (and manual) ones, under every filter too.
    const filtered = await list(client, `userId=${me.id}&industry=Tax`);
    assert.deepEqual(
      idsOf(filtered),
      await expectedIds(db, { rssSourceIds: [fixture.sourceIds.government], industries: ["Tax"] }),
    );
    assert.deepEqual(filtered.sourcePreference, { kept: 1, of: 2 });
    // Without userId (the screen's 'Show all'): every source, and no note.
    assert.equal((await list(client, "")).sourcePreference, undefined);
  },
);

dbTest(
  "each filter and their combinations select exactly the spec rule's updates",
  async ({ db }) => {
    const { anonymous, fixture } = await setup(db);
    const [ca, eu, ny, odd] = fixture.jurisdictionIds as [number, number, number, number];
    const name = (i: number) => JURISDICTION_NAMES[i]!;
    const cases: [string, Expectation][] = [
      [`jurisdictionId=${ca}`, { jurisdictions: [name(0)] }],
      [`jurisdictionId=${ca}&jurisdictionId=${ny}`, { jurisdictions: [name(0), name(2)] }],
      [`jurisdictionId=${eu},${odd}`, { jurisdictions: [name(1), name(3)] }],
      ["industry=Tax", { industries: ["Tax"] }],
      ["industry=General", { industries: ["General"] }],
      ["industry=IT%20%26%20Technology", { industries: ["IT & Technology"] }],
      ["industry=Technology", { industries: ["IT & Technology"] }],
      ["industry=Financial%20Services&industry=Healthcare", {
        industries: ["Financial Services", "Healthcare"],
      }],
      ["from=2026-05-20", { from: new Date("2026-05-20T00:00:00Z") }],
      ["to=2026-05-20", { to: new Date("2026-05-20T23:59:59.999Z") }],
      ["from=2026-05-01&to=2026-05-20", {
        from: new Date("2026-05-01T00:00:00Z"),
        to: new Date("2026-05-20T23:59:59.999Z"),
      }],
      ["from=2026-05-01T06:00:00.000Z&to=2026-05-20T18:00:00%2B02:00", {
        from: new Date("2026-05-01T06:00:00Z"),
        to: new Date("2026-05-20T16:00:00Z"),
      }],
      ["excludeSpecialist=true", { excludeSpecialist: true }],
      ["excludeSpecialist=false", {}],
      ["sort=asc", { sort: "asc" }],
      [`jurisdictionId=${ca},${eu}&industry=General,Tax&from=2026-04-01&search=summary`, {
        jurisdictions: [name(0), name(1)],
        industries: ["General", "Tax"],
        from: new Date("2026-04-01T00:00:00Z"),
        search: "summary",
      }],
      [`jurisdictionId=${ny}&excludeSpecialist=true&sort=asc&search=act`, {
        jurisdictions: [name(2)],
        excludeSpecialist: true,
        sort: "asc",
        search: "act",
      }],
    ];
    for (const [query, expectation] of cases) {
      const expected = await expectedIds(db, expectation);
      const body = await list(anonymous, query);
      assert.deepEqual(idsOf(body), expected, query);
      assert.equal(body.total, expected.length, query);
    }
    // The fixture must make these cases meaningful: each selects some but not all.
    const all = (await expectedIds(db, {})).length;
    const some = await expectedIds(db, { industries: ["General"] });
    assert.ok(some.length > 0 && some.length < all);
  },
  { bothDrivers: true },
);

dbTest("search matches quotes, %, _, backslash and SQL text literally", async ({ db }) => {
  const { anonymous } = await setup(db);
  const terms = [
    "o'brien",
    '"quoted"',
    "50%",
    "%",
    "_",
    "10_b",
    "\\",
    "c:\\legal",
    "'; drop table",
    "[a-z]*",
    ".*",
    "STRASSE",
    "straße",
    "  PRIVACY  ",
    "amendment",
    "general",
    "it & tech",
    "technology",
    "thing",
    "obligations under",
    "privacy summary",
  ];
  for (const search of terms) {
    const expected = await expectedIds(db, { search });
    const body = await list(anonymous, `search=${encodeURIComponent(search)}`);
    assert.deepEqual(idsOf(body), expected, `search ${JSON.stringify(search)}`);
  }
  // Literal matching, not patterns: '%' finds only the title that has one.
  const percent = await list(anonymous, `search=${encodeURIComponent("%")}`);
  assert.ok(percent.updates.length > 0);
  assert.ok(
    percent.updates.every((u) =>
      u.title === AWKWARD_TITLES[1] || u.jurisdiction?.name.includes("%")
    ),
  );
  // The table is still there after the DROP TABLE search.
  assert.ok((await list(anonymous, "")).total > 0);
}, { bothDrivers: true });

dbTest("search matches the jurisdiction's name", async ({ db }) => {
  const { anonymous } = await setup(db);
  for (const search of ["europe", "PURE_LAND", "100%", "york"]) {
    const expected = await expectedIds(db, { search });
    const body = await list(anonymous, `search=${encodeURIComponent(search)}`);
    assert.ok(expected.length > 0, search);
    assert.deepEqual(idsOf(body), expected, search);
  }
}, { bothDrivers: true });

dbTest("paging: last page, a page beyond the end, and the limit bounds", async ({ db }) => {
  const { anonymous } = await setup(db);
  const all = await expectedIds(db, {});
  const total = all.length;
  const limit = 10;
  const lastPage = Math.ceil(total / limit);
  const response = await anonymous.get(`/api/legal-updates?page=${lastPage}&limit=${limit}`);
  const body: ListingResponse = await response.json();
  assert.deepEqual(idsOf(body), all.slice((lastPage - 1) * limit));
  assert.equal(body.total, total);
  assert.equal(body.page, lastPage);
  assert.equal(body.limit, limit);
  const beyond: ListingResponse = await (await anonymous.get(
    `/api/legal-updates?page=${lastPage + 5}&limit=${limit}`,
  )).json();
  assert.deepEqual(beyond.updates, []);
  assert.equal(beyond.total, total);
  const middle: ListingResponse = await (await anonymous.get(`/api/legal-updates?page=2&limit=7`))
    .json();
  assert.deepEqual(idsOf(middle), all.slice(7, 14));
  const defaults: ListingResponse = await (await anonymous.get("/api/legal-updates")).json();
  assert.equal(defaults.page, 1);
  assert.equal(defaults.limit, 50);
  assert.equal((await anonymous.get("/api/legal-updates?limit=1000")).status, 200);
  for (const bad of ["limit=1001", "limit=0", "page=0", "page=-1", "limit=ten"]) {
    const r = await anonymous.get(`/api/legal-updates?${bad}`);
    assert.equal(r.status, 400, bad);
    assert.match((await r.json()).message, /page|limit/, bad);
  }
});

dbTest("bad filter values are 400 with a message naming the problem", async ({ db }) => {
  const { anonymous } = await setup(db);
  const cases: [string, RegExp][] = [
    ["status=archived", /status/],
    ["industry=Astrology", /Unknown industry: Astrology/],
    ["jurisdictionId=abc", /jurisdictionId/],
    ["from=2026-13-01", /from/],
    ["to=yesterday", /to/],
    ["from=2026-05-02&to=2026-05-01", /from must not be after to/],
    ["excludeSpecialist=maybe", /excludeSpecialist/],
    ["sort=sideways", /sort/],
    [`search=${"x".repeat(201)}`, /search/],
  ];
  for (const [query, message] of cases) {
    const response = await anonymous.get(`/api/legal-updates?${query}`);
    assert.equal(response.status, 400, query);
    const body = await response.json();
    assert.match(body.message, message, query);
    assert.ok(body.errors, query);
  }
});

dbTest("each update carries the public fields, category and source names", async ({ db }) => {
  const { anonymous } = await setup(db);
  const body = await list(anonymous, "");
  const keys = [
    "aiCategory",
    "aiSummary",
    "alsoReportedBy",
    "approvedAt",
    "id",
    "jurisdiction",
    "publishDate",
    "revisedAt",
    "rssSource",
    "source",
    "sourceUrl",
    "title",
  ];
  for (const update of body.updates) assert.deepEqual(Object.keys(update).sort(), keys);
  const byId = new Map<number, PublicUpdate>(body.updates.map((u) => [u.id, u]));
  const stored = await db.select().from(legalUpdates).where(eq(legalUpdates.status, "approved"));
  for (const row of stored) {
    const update = byId.get(row.id)!;
    const raw = (row.aiCategory ?? "").trim().toLowerCase();
    if (raw === "" || raw === "unknown thing") assert.equal(update.aiCategory, "General");
    if (raw === "technology") assert.equal(update.aiCategory, "IT & Technology");
    if (raw === "financial services") assert.equal(update.aiCategory, "Financial Services");
    assert.equal(update.publishDate, row.publishDate.toISOString());
    assert.equal(update.approvedAt, row.approvedAt?.toISOString());
    assert.equal(update.source, row.source);
    if (row.rssSourceId === null) assert.equal(update.rssSource, null);
    if (row.jurisdictionId === null) assert.equal(update.jurisdiction, null);
  }
  assert.ok(body.updates.some((u) => u.rssSource?.sourceType === "specialist"));
  assert.ok(body.updates.some((u) => u.source === "Manual Desk" && u.rssSource === null));
});
