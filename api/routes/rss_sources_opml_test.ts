import assert from "node:assert/strict";
import { asc, sql } from "drizzle-orm";
import { dbTest } from "../../db/testing.ts";
import { jurisdictions, rssSources } from "../../db/schema.ts";
import type { Db } from "../../db/client.ts";
import { createTestApp, makeUser, RawBody, signedInClient } from "../testing.ts";

const OPML_TYPE = "text/x-opml";

async function clientAs(db: Db, role: "admin" | "superadmin") {
  const { app } = createTestApp(db);
  return await signedInClient(app, await makeUser(db, role));
}

/** Every source with its jurisdiction's name: what a round trip must keep. */
async function sourcesNow(db: Db) {
  return await db.select({
    jurisdiction: jurisdictions.name,
    name: rssSources.name,
    url: rssSources.url,
    sourceType: rssSources.sourceType,
    format: rssSources.format,
    selector: rssSources.selector,
    legislativeFilter: rssSources.legislativeFilter,
    fetchFullText: rssSources.fetchFullText,
    isActive: rssSources.isActive,
  }).from(rssSources).innerJoin(
    jurisdictions,
    sql`${jurisdictions.id} = ${rssSources.jurisdictionId}`,
  )
    .orderBy(asc(rssSources.url));
}

async function seed(db: Db) {
  const [ruritania, erewhon] = await db.insert(jurisdictions).values([
    { name: "Ruritania" },
    { name: 'Erewhon & Co <"quoted">' },
    { name: "Empty Land" },
  ]).returning({ id: jurisdictions.id });
  await db.insert(rssSources).values([
    { jurisdictionId: ruritania!.id, name: "Gazette", url: "https://gazette.example/feed.xml" },
    {
      jurisdictionId: ruritania!.id,
      name: "Bills & Acts",
      url: "https://bills.example/api?x=1&y=2",
      format: "uk-parliament-bills",
      legislativeFilter: "GDPR, privacy",
      isActive: false,
    },
    {
      jurisdictionId: erewhon!.id,
      name: "Firm notes",
      url: "https://firm.example/news",
      sourceType: "specialist",
      format: "web-page",
      selector: 'ul.news > li a[href*="/2026/"]',
      fetchFullText: true,
    },
  ]);
}

dbTest("export, wipe, import: the same sources in the same jurisdictions", async ({ db }) => {
  await seed(db);
  const before = await sourcesNow(db);
  const admin = await clientAs(db, "admin");
  const exported = await admin.get("/api/rss-sources/opml");
  assert.equal(exported.status, 200);
  assert.match(exported.headers.get("content-type") ?? "", /^text\/x-opml/);
  assert.match(exported.headers.get("content-disposition") ?? "", /attachment/);
  const opml = await exported.text();
  assert.match(opml, /<opml version="2.0" xmlns:lw="https:\/\/legalwatch.app\/ns\/opml\/1">/);
  assert.match(opml, /lw:format="web-page"/);

  await db.execute(sql`truncate rss_sources, jurisdictions restart identity cascade`);
  const superadmin = await clientAs(db, "superadmin");
  const res = await superadmin.post("/api/rss-sources/opml", new RawBody(opml, OPML_TYPE));
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), {
    created: 3,
    skipped: 0,
    errors: [],
    createdJurisdictions: ['Erewhon & Co <"quoted">', "Ruritania", "Empty Land"],
    ungrouped: 0,
    needsKey: [],
  });
  assert.deepEqual(await sourcesNow(db), before);
  const names = (await db.select({ name: jurisdictions.name }).from(jurisdictions)).map((j) =>
    j.name
  );
  assert.deepEqual(names.sort(), ["Empty Land", 'Erewhon & Co <"quoted">', "Ruritania"]);

  // Importing the same file again creates nothing: every URL is already a source.
  const again = await superadmin.post("/api/rss-sources/opml", new RawBody(opml, OPML_TYPE));
  assert.deepEqual(await again.json(), {
    created: 0,
    skipped: 3,
    errors: [],
    createdJurisdictions: [],
    ungrouped: 0,
    needsKey: [],
  });
});

const FILE = `<?xml version="1.0" encoding="UTF-8"?>
<opml version="2.0" xmlns:legal="https://legalwatch.app/ns/opml/1">
  <head><title>From a feed reader</title></head>
  <body>
    <outline text="ruritania">
      <outline type="rss" text="Same feed, other spelling" xmlUrl="HTTPS://Gazette.example/feed.xml/#top"/>
      <outline type="rss" text="Regulator" xmlUrl="https://regulator.example/rss" legal:sourceType="specialist"/>
      <outline type="rss" text="No selector" xmlUrl="https://page.example/" legal:format="web-page"/>
    </outline>
    <outline title="Utopia">
      <outline type="rss" text="Utopian Journal" xmlUrl="https://utopia.example/atom"/>
      <outline type="rss" text="Twice in the file" xmlUrl="https://utopia.example/atom?utm_source=x"/>
      <outline type="rss" text="Not a web address" xmlUrl="javascript:alert(1)"/>
    </outline>
    <outline type="rss" text="Loose feed" xmlUrl="https://loose.example/feed"/>
  </body>
</opml>`;

dbTest(
  "import: groups matched ignoring case, known URLs skipped, bad outlines named by line and title",
  async ({ db }) => {
    await seed(db);
    const superadmin = await clientAs(db, "superadmin");
    const res = await superadmin.post("/api/rss-sources/opml", new RawBody(FILE, OPML_TYPE));
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), {
      created: 3,
      skipped: 2,
      errors: [
        {
          line: 8,
          title: "No selector",
          message: "A web page source needs a CSS selector that picks its item links",
        },
        { line: 13, title: "Not a web address", message: "Please enter a valid URL" },
      ],
      createdJurisdictions: ["Utopia", "Imported"],
      ungrouped: 1,
      needsKey: [],
    });
    const after = await sourcesNow(db);
    const added = after.filter((s) =>
      ["Regulator", "Utopian Journal", "Loose feed"].includes(s.name)
    );
    assert.deepEqual(added.map((s) => [s.name, s.jurisdiction, s.sourceType]), [
      ["Loose feed", "Imported", "jurisdiction"],
      ["Regulator", "Ruritania", "specialist"],
      ["Utopian Journal", "Utopia", "jurisdiction"],
    ]);
    assert.equal(after.length, 6);
  },
  { bothDrivers: true },
);

dbTest(
  "import: the sources outside any group go to the jurisdiction the importer names, none is made",
  async ({ db }) => {
    await seed(db);
    const [target] = await db.select({ id: jurisdictions.id }).from(jurisdictions)
      .where(sql`${jurisdictions.name} = 'Empty Land'`);
    const superadmin = await clientAs(db, "superadmin");
    const res = await superadmin.post(
      `/api/rss-sources/opml?ungroupedJurisdictionId=${target!.id}`,
      new RawBody(FILE, OPML_TYPE),
    );
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.deepEqual(body.createdJurisdictions, ["Utopia"]);
    assert.equal(body.ungrouped, 1);
    const loose = (await sourcesNow(db)).find((s) => s.name === "Loose feed");
    assert.equal(loose?.jurisdiction, "Empty Land");
    const names = (await db.select({ name: jurisdictions.name }).from(jurisdictions)).map((j) =>
      j.name
    );
    assert.ok(!names.includes("Imported"));
  },
);

dbTest(
  "import: an unknown or malformed target jurisdiction is a 400 that imports nothing",
  async ({ db }) => {
    await seed(db);
    const before = await sourcesNow(db);
    const superadmin = await clientAs(db, "superadmin");
    for (const value of ["999999", "abc", "-1"]) {
      const res = await superadmin.post(
        `/api/rss-sources/opml?ungroupedJurisdictionId=${value}`,
        new RawBody(FILE, OPML_TYPE),
      );
      assert.equal(res.status, 400, value);
      const body = await res.json();
      assert.equal(typeof body.message, "string");
      assert.ok(!("stack" in body));
    }
    assert.deepEqual(await sourcesNow(db), before);
    assert.equal((await db.select().from(jurisdictions)).length, 3);
  },
);

dbTest("a broken file creates nothing and says where it broke", async ({ db }) => {
  await seed(db);
  const before = await sourcesNow(db);
  const superadmin = await clientAs(db, "superadmin");
  // Well-formed up to line 11, where an outline is closed by the wrong tag.
  const broken = FILE.replace(
    `<outline type="rss" text="Utopian Journal" xmlUrl="https://utopia.example/atom"/>`,
    `<outline type="rss" text="Utopian Journal" xmlUrl="https://utopia.example/atom"></body>`,
  );
  for (
    const [text, message] of [
      [broken, /not well-formed XML/],
      ['<rss version="2.0"><channel/></rss>', /Not an OPML file/],
      [FILE.slice(0, 400), /Not an OPML file/],
      [
        `<!DOCTYPE opml [<!ENTITY x SYSTEM "file:///etc/passwd">]><opml><body/></opml>`,
        /entit/,
      ],
    ] as const
  ) {
    const res = await superadmin.post("/api/rss-sources/opml", new RawBody(text, OPML_TYPE));
    assert.equal(res.status, 400);
    const body = await res.json();
    assert.match(body.message, message);
    assert.equal(body.created, 0);
    assert.equal(body.errors.length, 1);
  }
  const res = await superadmin.post("/api/rss-sources/opml", new RawBody(broken, OPML_TYPE));
  assert.equal((await res.json()).errors[0].line, 11);
  assert.deepEqual(await sourcesNow(db), before);
  assert.equal((await db.select().from(jurisdictions)).length, 3);
});

dbTest("a file over 1 MiB is refused", async ({ db }) => {
  const superadmin = await clientAs(db, "superadmin");
  const outline = `<outline type="rss" text="x" xmlUrl="https://x.example/feed"/>\n`;
  const huge = `<opml version="2.0"><body>${outline.repeat(20_000)}</body></opml>`;
  const res = await superadmin.post("/api/rss-sources/opml", new RawBody(huge, OPML_TYPE));
  assert.equal(res.status, 413);
  assert.equal((await db.select().from(rssSources)).length, 0);
});
