import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { dbTest } from "../../db/testing.ts";
import { globalSettings } from "../../db/schema.ts";
import { DEFAULT_LEGISLATIVE_TERMS } from "../../domain/legislative_terms.ts";
import type { Db } from "../../db/client.ts";
import { SOURCE_MESSAGES } from "../schemas/sources.ts";
import { createTestApp, makeUser, signedInClient } from "../testing.ts";

async function clientAs(db: Db, role: "admin" | "superadmin") {
  const { app } = createTestApp(db);
  return await signedInClient(app, await makeUser(db, role));
}

dbTest("without stored terms the 24 defaults are answered", async ({ db }) => {
  const admin = await clientAs(db, "admin");
  const res = await admin.get("/api/legislative-terms");
  assert.equal(res.status, 200);
  const { terms } = await res.json();
  assert.equal(terms.length, 24);
  assert.deepEqual(terms, [...DEFAULT_LEGISLATIVE_TERMS]);
});

dbTest("saved terms are trimmed, non-empty and de-duplicated ignoring case", async ({ db }) => {
  const superadmin = await clientAs(db, "superadmin");
  const res = await superadmin.post("/api/legislative-terms", {
    terms: ["  Act ", "act", "", "   ", "Data  protection", "ACT", "bill"],
  });
  assert.equal(res.status, 200);
  assert.deepEqual((await res.json()).terms, ["Act", "Data protection", "bill"]);
  const [row] = await db.select().from(globalSettings)
    .where(eq(globalSettings.key, "legislative_terms"));
  assert.deepEqual(row?.value, ["Act", "Data protection", "bill"]);
  // A second save replaces the first (upsert).
  await superadmin.post("/api/legislative-terms", { terms: ["decree"] });
  assert.deepEqual((await (await superadmin.get("/api/legislative-terms")).json()).terms, [
    "decree",
  ]);
});

dbTest("terms over 100 characters, over 500 terms, or none at all are refused", async ({ db }) => {
  const superadmin = await clientAs(db, "superadmin");
  const long = await superadmin.post("/api/legislative-terms", { terms: ["x".repeat(101)] });
  assert.equal(long.status, 400);
  assert.equal((await long.json()).message, SOURCE_MESSAGES.termTooLong);
  const many = await superadmin.post("/api/legislative-terms", {
    terms: Array.from({ length: 501 }, (_, i) => `term ${i}`),
  });
  assert.equal(many.status, 400);
  assert.equal((await many.json()).message, SOURCE_MESSAGES.tooManyTerms);
  const exactly = await superadmin.post("/api/legislative-terms", {
    terms: Array.from({ length: 500 }, (_, i) => `term ${i}`),
  });
  assert.equal(exactly.status, 200);
  const none = await superadmin.post("/api/legislative-terms", { terms: [" ", ""] });
  assert.equal(none.status, 400);
  assert.equal((await none.json()).message, SOURCE_MESSAGES.termsRequired);
  assert.equal((await superadmin.post("/api/legislative-terms", {})).status, 400);
});

dbTest("an admin may read the terms but not save them", async ({ db }) => {
  const admin = await clientAs(db, "admin");
  assert.equal((await admin.get("/api/legislative-terms")).status, 200);
  assert.equal((await admin.post("/api/legislative-terms", { terms: ["act"] })).status, 403);
});
