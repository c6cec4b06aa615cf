import assert from "node:assert/strict";
import {
  expectedSeconds,
  MEASURED_SECONDS,
  partModule,
  splitInto,
  TEST_PROCESSES,
  testFiles,
} from "./test_order.ts";

Deno.test("a full run's parts take about the same time, each long file in one of them", () => {
  const measured = Object.keys(MEASURED_SECONDS);
  const files = [...measured, "web/e2e/new_suite_test.ts", "api/a_test.ts", "db/b_test.ts"];
  for (const count of [2, TEST_PROCESSES]) {
    const parts = splitInto(files, count);
    assert.equal(parts.length, count);
    assert.deepEqual(parts.flat().sort(), [...files].sort());
    const times = parts.map((part) => part.reduce((sum, file) => sum + expectedSeconds(file), 0));
    const longest = Math.max(...files.map(expectedSeconds));
    assert.ok(Math.max(...times) - Math.min(...times) <= longest, `${times.join(" s, ")} s`);
  }
  // A browser suite nobody measured yet counts as a long file, not as a unit test file.
  assert.ok(expectedSeconds("web/e2e/new_suite_test.ts") > 5 * expectedSeconds("api/a_test.ts"));
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

Deno.test("a part's module loads each of its files once, in the part's order", async () => {
  const root = await Deno.makeTempDir();
  try {
    // Each file notes that it loaded; b imports a, as a test file may import a helper module.
    const note = (name: string) => `(globalThis.loaded ??= []).push(${JSON.stringify(name)});\n`;
    await Deno.mkdir(`${root}/db`);
    await Deno.writeTextFile(`${root}/db/a_test.ts`, note("a"));
    await Deno.writeTextFile(`${root}/b_test.ts`, `import "./db/a_test.ts";\n${note("b")}`);
    await Deno.writeTextFile(`${root}/c d_test.ts`, note("c d"));
    const module = `${root}/part_test.ts`;
    const rootUrl = new URL(`file://${root}/`);
    await Deno.writeTextFile(
      module,
      partModule(rootUrl, ["c d_test.ts", "b_test.ts", "db/a_test.ts"]),
    );
    await import(new URL("part_test.ts", rootUrl).href);
    assert.deepEqual((globalThis as { loaded?: string[] }).loaded, ["c d", "a", "b"]);
  } finally {
    delete (globalThis as { loaded?: string[] }).loaded;
    await Deno.remove(root, { recursive: true });
  }
});
