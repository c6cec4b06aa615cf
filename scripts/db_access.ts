/**
 * The API reaches the database only through db/queries/ (one file per entity): no module of api/
 * imports drizzle-orm (its query builders and `sql`) or the tables (db/schema.ts, and db/sql.ts,
 * which builds raw SQL). It may take the `Db` type and open the database (db/client.ts), and run
 * `db.transaction(...)` around several db/queries calls where a route decides between them.
 * `layers_test.ts` runs it over api/, so SQL written in a route or an api module fails the suite.
 *
 * The named exceptions: tests and their fixture modules (`*_test.ts`, `*_test_helper.ts`,
 * `*_test_data.ts`), which set up rows and read them back directly to check what a call stored
 * (ADR 0096).
 */
import { type LayerViolation, resolve, specifiersOf } from "./layers.ts";

/** npm packages that build SQL: the package and any of its sub-paths. */
const QUERY_BUILDERS = ["drizzle-orm"];
/** Repository paths that hold the tables or raw SQL fragments. */
const TABLES = ["db/schema.ts", "db/schema/", "db/sql.ts"];

const TEST_CODE = /_test(?:_helper|_data)?\.tsx?$/;

/** True for the files the rule exempts: tests and their fixtures. */
export function isTestCode(file: string): boolean {
  return TEST_CODE.test(file);
}

/** The imports of `source` (the text of repository file `file`) that bypass db/queries/. */
export function dbAccessViolations(file: string, source: string): LayerViolation[] {
  if (!file.startsWith("api/") || isTestCode(file)) return [];
  const violations: LayerViolation[] = [];
  for (const specifier of specifiersOf(source)) {
    const target = resolve(file, specifier);
    const bypasses = target === null
      ? QUERY_BUILDERS.some((name) => specifier === name || specifier.startsWith(`${name}/`))
      : TABLES.some((prefix) => target.startsWith(prefix));
    if (bypasses) violations.push({ file, imports: target ?? specifier });
  }
  return violations;
}
