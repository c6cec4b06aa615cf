import assert from "node:assert/strict";
import { format } from "node:util";
import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { GENERIC_SERVER_ERROR } from "../errors.ts";
import { errorHandler } from "./errors.ts";

/** Runs `work` with console.error captured as the lines the console would print. */
async function capturingErrors(work: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => lines.push(format(...args));
  try {
    await work();
  } finally {
    console.error = original;
  }
  return lines;
}

Deno.test("a 500 logs the error's details whatever the path holds", async () => {
  const app = new Hono<AppEnv>()
    .get("/*", () => {
      throw new Error("the database went away");
    })
    .onError(errorHandler);
  for (const path of ["/report%f", "/a%c%o%s%d%j", "/plain"]) {
    let response: Response | undefined;
    const lines = await capturingErrors(async () => {
      response = await app.request(`http://localhost${path}`);
    });
    assert.equal(response?.status, 500);
    assert.deepEqual(await response?.json(), { message: GENERIC_SERVER_ERROR });
    assert.equal(lines.length, 1);
    assert.match(lines[0]!, /the database went away/, path);
    assert.ok(lines[0]!.startsWith(`api: GET ${path} failed:`), lines[0]);
  }
});
