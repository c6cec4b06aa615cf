import assert from "node:assert/strict";
import { Hono } from "hono";
import type { AppEnv } from "./context.ts";
import { lastProxyEntry, requestOrigin } from "./request_origin.ts";
import { testSettings } from "../workers/settings.ts";

async function originSeen(trustProxy: boolean, url: string, proto?: string): Promise<string> {
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set("settings", testSettings({ security: { trustProxy } }));
      await next();
    })
    .get("/*", (c) => c.text(requestOrigin(c)));
  const headers: Record<string, string> = proto === undefined ? {} : { "x-forwarded-proto": proto };
  return await (await app.request(url, { headers })).text();
}

Deno.test("the origin follows X-Forwarded-Proto's last entry only with TRUST_PROXY", async () => {
  assert.equal(
    await originSeen(false, "http://lw.example:8000/x", "https"),
    "http://lw.example:8000",
  );
  assert.equal(
    await originSeen(true, "http://lw.example:8000/x", "https"),
    "https://lw.example:8000",
  );
  assert.equal(await originSeen(true, "http://lw.example/x", "https, HTTP"), "http://lw.example");
  assert.equal(await originSeen(true, "https://lw.example/x", "gopher"), "https://lw.example");
  assert.equal(await originSeen(true, "https://lw.example/x"), "https://lw.example");
});

Deno.test("lastProxyEntry takes the entry the nearest proxy wrote", () => {
  assert.equal(lastProxyEntry("a, b ,c "), "c");
  assert.equal(lastProxyEntry(" solo "), "solo");
  assert.equal(lastProxyEntry("a,"), undefined);
  assert.equal(lastProxyEntry(""), undefined);
  assert.equal(lastProxyEntry(undefined), undefined);
});
