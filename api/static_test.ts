import assert from "node:assert/strict";
import { Hono } from "hono";
import { serveWeb } from "./static.ts";

async function withBundle(run: (app: Hono) => Promise<void>): Promise<void> {
  const root = await Deno.makeTempDir({ prefix: "legalwatch-static-" });
  try {
    await Deno.writeTextFile(`${root}/index.html`, "<!doctype html><title>LegalWatch</title>");
    await Deno.writeTextFile(`${root}/café.txt`, "menu");
    await run(new Hono().use(serveWeb(root)));
  } finally {
    await Deno.remove(root, { recursive: true });
  }
}

Deno.test("a path whose escapes are not UTF-8 is a 404, not a 500", async () => {
  await withBundle(async (app) => {
    for (const path of ["/%ff", "/assets/%ff.js", "/%e9t%e9", "/%"]) {
      const response = await app.request(`http://localhost${path}`);
      assert.equal(response.status, 404, path);
      assert.equal(await response.text(), "Not found", path);
    }
  });
});

Deno.test("escaped UTF-8 names are still served, and app routes get index.html", async () => {
  await withBundle(async (app) => {
    const file = await app.request("http://localhost/caf%C3%A9.txt");
    assert.equal(file.status, 200);
    assert.equal(await file.text(), "menu");
    const page = await app.request("http://localhost/tasks");
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<title>LegalWatch/);
  });
});
