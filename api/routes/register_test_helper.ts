/** Fixtures of the register's API tests: company users, approved updates with duties. */
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { legalUpdateObligations, legalUpdates, users } from "../../db/schema.ts";
import type { UpdateStatus } from "../../domain/legal_updates.ts";
import { makeUser, signedInClient, type TestClient } from "../testing.ts";

type App = Parameters<typeof signedInClient>[0];

/** A signed-in user of `company` who shares with it (null: a user without a company). */
export async function companyUser(db: Db, app: App, company: string | null, share = true) {
  const account = await makeUser(db, "user", company ? { companyName: company } : {});
  await db.update(users).set({ shareTasksWithCompany: share }).where(eq(users.id, account.id));
  return { account, client: await signedInClient(app, account) };
}

let counter = 0;

/** An update with duties (one per deadline given; null: no deadline); answers their ids. */
export async function updateWithDuties(
  db: Db,
  deadlines: (string | null)[],
  status: UpdateStatus = "approved",
) {
  const url = `https://example.gov/register/${++counter}-${crypto.randomUUID()}`;
  const [update] = await db.insert(legalUpdates).values({
    title: `Notice ${counter}`,
    sourceUrl: url,
    sourceUrlKey: url,
    publishDate: new Date("2026-06-01T00:00:00Z"),
    status,
  }).returning();
  const rows = await db.insert(legalUpdateObligations).values(deadlines.map((deadline, i) => ({
    legalUpdateId: update!.id,
    position: i,
    actor: "Controllers",
    action: `must do duty ${i} of notice ${counter}`,
    deadline,
    citation: `Controllers must do duty ${i} of notice ${counter}.`,
    confidence: 0.9,
    source: "ai" as const,
  }))).returning({ id: legalUpdateObligations.id });
  return { update: update!, dutyIds: rows.map((r) => r.id) };
}

/** POSTs an entry and answers it (201 expected). */
export async function addEntry(client: TestClient, body: Record<string, unknown>) {
  const response = await client.post("/api/register", body);
  assert.equal(response.status, 201, await response.clone().text());
  return await response.json();
}
