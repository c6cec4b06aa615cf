import assert from "node:assert/strict";
import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { testSettings } from "../../workers/settings.ts";
import { clientAddress } from "./client_address.ts";

/** Serves clientAddress(c) on 127.0.0.1 and calls it with the headers. */
async function addressSeen(
  trustProxy: boolean,
  headers: Record<string, string>,
): Promise<string> {
  const settings = testSettings({ security: { trustProxy } });
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set("settings", settings);
      await next();
    })
    .get("/", (c) => c.text(clientAddress(c)));
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, app.fetch);
  try {
    const response = await fetch(`http://127.0.0.1:${server.addr.port}/`, { headers });
    return await response.text();
  } finally {
    await server.shutdown();
  }
}

Deno.test("without TRUST_PROXY the address is the socket's peer, whatever the headers say", async () => {
  assert.equal(await addressSeen(false, {}), "127.0.0.1");
  assert.equal(await addressSeen(false, { "x-forwarded-for": "203.0.113.9" }), "127.0.0.1");
});

Deno.test("with TRUST_PROXY the address is the last X-Forwarded-For entry", async () => {
  const chain = { "x-forwarded-for": "198.51.100.1, 203.0.113.9" };
  assert.equal(await addressSeen(true, chain), "203.0.113.9", "what the proxy appended");
  assert.equal(await addressSeen(true, { "x-forwarded-for": "2001:db8::7 " }), "2001:db8::7");
  assert.equal(await addressSeen(true, {}), "127.0.0.1", "no header: the peer");
  assert.equal(await addressSeen(true, { "x-forwarded-for": "1.2.3.4, " }), "127.0.0.1");
});
