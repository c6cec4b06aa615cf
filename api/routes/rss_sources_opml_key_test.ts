/**
 * An OPML import of a source whose format needs an API key (issue 30 follow-ups): OPML never
 * carries keys, so the source is imported without one and the import's summary names it as
 * needing a key (ADR 0181), and its failed sync says to enter the key
 * (ADR 0180).
 */
import assert from "node:assert/strict";
import { dbTest } from "../../db/testing.ts";
import { OpmlImportResult, RssSourceView, SyncSummaryResponse } from "../schemas/sources.ts";
import { createTestApp, makeUser, RawBody, signedInClient } from "../testing.ts";

const FILE = `<?xml version="1.0"?>
<opml version="2.0" xmlns:lw="https://legalwatch.app/ns/opml/1"><head/><body>
<outline text="United States">
<outline text="Public laws" xmlUrl="https://api.govinfo.gov/collections/PLAW" lw:format="govinfo"/>
<outline text="Agency feed" xmlUrl="https://agency.example/feed.xml"/>
<outline text="California bills" xmlUrl="https://v3.openstates.org/bills?jurisdiction=ca" lw:format="open-states"/>
</outline>
</body></opml>`;

dbTest("an imported source whose format needs a key is listed as needing one", async ({ db }) => {
  const { app } = createTestApp(db);
  const client = await signedInClient(app, await makeUser(db, "superadmin"));
  const res = await client.post("/api/rss-sources/opml", new RawBody(FILE, "text/x-opml"));
  assert.equal(res.status, 200);
  const result = OpmlImportResult.parse(await res.json());
  assert.equal(result.created, 3);
  assert.deepEqual(result.needsKey, [
    { line: 4, title: "Public laws" },
    { line: 6, title: "California bills" },
  ]);
  const listed = RssSourceView.array().parse(await (await client.get("/api/rss-sources")).json());
  const keyless = listed.filter((s) => !s.apiKeySet).map((s) => s.name).sort();
  assert.deepEqual(keyless, ["Agency feed", "California bills", "Public laws"]);

  // Imported again, nothing is created, so nothing new needs a key.
  const again = await client.post("/api/rss-sources/opml", new RawBody(FILE, "text/x-opml"));
  assert.deepEqual(OpmlImportResult.parse(await again.json()).needsKey, []);
});

dbTest("syncing an imported source without its key says to enter the key", async ({ db }) => {
  const { app } = createTestApp(db);
  const client = await signedInClient(app, await makeUser(db, "superadmin"));
  await client.post("/api/rss-sources/opml", new RawBody(FILE, "text/x-opml"));
  const listed = RssSourceView.array().parse(await (await client.get("/api/rss-sources")).json());
  const laws = listed.find((s) => s.name === "Public laws")!;
  const res = await client.post(`/api/rss-sources/${laws.id}/sync`, {});
  const summary = SyncSummaryResponse.parse(await res.json());
  const text = summary.errors[0]?.error ?? "";
  assert.match(
    text,
    /needs an API key, and none is set\. Enter the API key in Source Management\.$/,
  );
  const after = RssSourceView.array().parse(await (await client.get("/api/rss-sources")).json());
  assert.equal(after.find((s) => s.id === laws.id)!.lastSyncError, text);
});
