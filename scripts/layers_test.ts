import assert from "node:assert/strict";
import { layerViolations } from "./layers.ts";

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
