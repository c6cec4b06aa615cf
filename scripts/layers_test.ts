import assert from "node:assert/strict";
import { dbAccessViolations } from "./db_access.ts";
import { layerViolations } from "./layers.ts";
import { WEB_ALIASES } from "../web/aliases.ts";

const ROOT = new URL("../", import.meta.url);

async function* sourceFiles(dir: string): AsyncGenerator<string> {
  for await (const entry of Deno.readDir(new URL(dir, ROOT))) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory && entry.name !== "node_modules" && entry.name !== "dist") {
      yield* sourceFiles(path);
    } else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

Deno.test("no file imports across the layers the wrong way", async () => {
  const violations = [];
  for (const layer of ["domain", "db", "workers", "api", "web/src"]) {
    for await (const file of sourceFiles(layer)) {
      violations.push(...layerViolations(file, await Deno.readTextFile(new URL(file, ROOT))));
    }
  }
  assert.deepEqual(violations, []);
});

Deno.test("the rule catches each wrong direction", () => {
  assert.deepEqual(layerViolations("db/queries/x.ts", 'import { a } from "../../api/b.ts";'), [
    { file: "db/queries/x.ts", imports: "api/b.ts" },
  ]);
  assert.deepEqual(layerViolations("domain/x.ts", 'import { z } from "zod";'), [
    { file: "domain/x.ts", imports: "zod" },
  ]);
  assert.deepEqual(
    layerViolations("web/src/a.tsx", 'import type { T } from "../../api/routes/tasks.ts";'),
    [{ file: "web/src/a.tsx", imports: "api/routes/tasks.ts" }],
  );
  assert.deepEqual(layerViolations("workers/a.ts", 'export * from "../db/b.ts";'), []);
  assert.deepEqual(
    layerViolations("web/src/a.tsx", 'import { x } from "../../api/schemas/t.ts";'),
    [],
  );
});

Deno.test("the web's aliases resolve to their folders, and the rule follows them", () => {
  assert.deepEqual(
    layerViolations("web/src/features/a/b.tsx", 'import { t } from "@api/schemas/tasks.ts";'),
    [],
  );
  assert.deepEqual(layerViolations("web/src/features/a/b.tsx", 'import "@domain/roles.ts";'), []);
  assert.deepEqual(layerViolations("api/routes/x.ts", 'import { y } from "@/lib/dates.ts";'), [
    { file: "api/routes/x.ts", imports: "web/src/lib/dates.ts" },
  ]);
});

Deno.test("deno.json maps the web's aliases to the same folders as Vite", async () => {
  const { imports } = JSON.parse(await Deno.readTextFile(new URL("deno.json", ROOT)));
  for (const [alias, folder] of Object.entries(WEB_ALIASES)) {
    assert.equal(imports[alias], `./${folder}`, alias);
  }
});

Deno.test("the API reaches the database only through db/queries/", async () => {
  const violations = [];
  for await (const file of sourceFiles("api")) {
    violations.push(...dbAccessViolations(file, await Deno.readTextFile(new URL(file, ROOT))));
  }
  assert.deepEqual(violations, []);
});

Deno.test("the db/queries rule catches query builders and tables, and spares tests", () => {
  assert.deepEqual(
    dbAccessViolations("api/auth/x.ts", 'import { eq, sql } from "drizzle-orm";'),
    [{ file: "api/auth/x.ts", imports: "drizzle-orm" }],
  );
  assert.deepEqual(
    dbAccessViolations("api/routes/x.ts", 'import type { PgTable } from "drizzle-orm/pg-core";'),
    [{ file: "api/routes/x.ts", imports: "drizzle-orm/pg-core" }],
  );
  assert.deepEqual(
    dbAccessViolations("api/x.ts", 'import { users } from "../db/schema.ts";'),
    [{ file: "api/x.ts", imports: "db/schema.ts" }],
  );
  assert.deepEqual(
    dbAccessViolations("api/auth/x.ts", 'import { timestamp } from "../../db/sql.ts";'),
    [{ file: "api/auth/x.ts", imports: "db/sql.ts" }],
  );
  const allowed = [
    'import type { Db } from "../../db/client.ts";',
    'import { findUserById } from "../../db/queries/users.ts";',
    'import { z } from "zod";',
  ].join("\n");
  assert.deepEqual(dbAccessViolations("api/routes/x.ts", allowed), []);
  const fixture = 'import { users } from "../../db/schema.ts";';
  for (
    const file of ["api/routes/x_test.ts", "api/routes/x_test_data.ts", "api/x_test_helper.ts"]
  ) {
    assert.deepEqual(dbAccessViolations(file, fixture), [], file);
  }
  assert.deepEqual(dbAccessViolations("workers/x.ts", fixture), []);
});

Deno.test("only the options select builds a select from the kit's parts", async () => {
  // One OptionsSelect (trigger, value, one item per option) serves every select of the web, so
  // the Select/SelectTrigger/SelectItem block is not written again in each form (ADR
  // 0112).
  const home = "web/src/components/ui/options_select.tsx";
  const builders = [];
  for await (const file of sourceFiles("web/src")) {
    const text = await Deno.readTextFile(new URL(file, ROOT));
    const importsKit = text.includes('/ui/select.tsx"') ||
      (file.startsWith("web/src/components/ui/") && text.includes('from "./select.tsx"'));
    if (importsKit && file !== home) builders.push(file);
  }
  assert.deepEqual(builders, []);
});
