/**
 * Copies a database of a PostgreSQL server (CREATE DATABASE … TEMPLATE): how the tests get a
 * migrated database per test process (db/testing.ts) and the browser suites a seeded one per
 * server of their own (web/e2e/server.ts). The copy is named `lw_test_…`, which
 * scripts/test.ts drops after a run on a server it does not own.
 */
import postgres from "postgres";

/** Copies `template` on the server at `adminUrl`; answers the copy's URL. */
export async function copyDatabase(adminUrl: string, template: string): Promise<string> {
  const name = `lw_test_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
