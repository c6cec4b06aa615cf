import assert from "node:assert/strict";
import { SLOWEST_FIRST, slowestFirst, testFiles } from "./test_order.ts";

Deno.test("a full run starts the measured slowest files first, then browser suites, then the rest", () => {
  const [slowest, second] = SLOWEST_FIRST;
  assert.ok(slowest && second);
  const files = ["api/a_test.ts", "web/e2e/new_suite_test.ts", second, "db/b_test.ts", slowest];
  assert.deepEqual(slowestFirst(files), [
    slowest,
    second,
    "web/e2e/new_suite_test.ts",
    "api/a_test.ts",
    "db/b_test.ts",
  ]);
});

Deno.test("the file list is every test module deno test would take, none of the excluded", async () => {
  const root = await Deno.makeTempDir();
  try {
    for (const dir of ["api", "web/dist", "node_modules/x", ".hidden"]) {
      await Deno.mkdir(`${root}/${dir}`, { recursive: true });
    }
    for (
      const file of [
        "api/a_test.ts",
        "api/b.test.tsx",
        "api/test.ts",
        "api/a.ts",
        "api/a_test_helper.ts",
        "web/dist/c_test.ts",
        "node_modules/x/d_test.ts",
        ".hidden/e_test.ts",
      ]
    ) await Deno.writeTextFile(`${root}/${file}`, "");
    assert.deepEqual(await testFiles(root, ["web/dist/"]), [
      "api/a_test.ts",
      "api/b.test.tsx",
      "api/test.ts",
    ]);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});
