import assert from "node:assert/strict";
import { expectedSeconds, MEASURED_SECONDS, splitInTwo, testFiles } from "./test_order.ts";

Deno.test("a full run's two halves take about the same time, each long file in one of them", () => {
  const measured = Object.keys(MEASURED_SECONDS);
  const files = [...measured, "web/e2e/new_suite_test.ts", "api/a_test.ts", "db/b_test.ts"];
  const halves = splitInTwo(files);
  assert.deepEqual([...halves[0], ...halves[1]].sort(), [...files].sort());
  const [a, b] = halves.map((half) => half.reduce((sum, file) => sum + expectedSeconds(file), 0));
  const longest = Math.max(...files.map(expectedSeconds));
  assert.ok(Math.abs(a! - b!) <= longest, `${a} s against ${b} s`);
  // A browser suite nobody measured yet counts as a long file, not as a unit test file.
  assert.ok(expectedSeconds("web/e2e/new_suite_test.ts") > 10 * expectedSeconds("api/a_test.ts"));
});

Deno.test("the file list is every test module deno test would take, none of the excluded", async () => {
  const root = await Deno.makeTempDir();
  try {
    for (const dir of ["api", "scripts", "web/dist", "node_modules/x", ".hidden"]) {
      await Deno.mkdir(`${root}/${dir}`, { recursive: true });
    }
    for (
      const file of [
        "api/a_test.ts",
        "api/b.test.tsx",
        "api/test.ts",
        "api/a.ts",
        "api/a_test_helper.ts",
        "scripts/test.ts",
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
