import assert from "node:assert/strict";
import { FeedParseError } from "../parse/feed_types.ts";
import { assertHttpScheme, assertPublicHost } from "./address_guard.ts";
import { FetchError } from "./fetch_error.ts";
import { problemOf } from "./problem_of.ts";

/** What `run` threw, classified. */
async function problemOfThrown(run: () => unknown) {
  try {
    await run();
  } catch (error) {
    return problemOf(error);
  }
  throw new Error("nothing was thrown");
}

Deno.test("the address guard's refusals are told apart by kind, not by message", async () => {
  const none = () => Promise.resolve([]);
  const loopback = () => Promise.resolve(["127.0.0.1"]);
  assert.deepEqual(
    await problemOfThrown(() => assertPublicHost("gazette.example", { resolve: none })),
    { kind: "dns" },
  );
  assert.deepEqual(
    await problemOfThrown(() => assertPublicHost("gazette.example", { resolve: loopback })),
    { kind: "not_public" },
  );
  assert.deepEqual(await problemOfThrown(() => assertPublicHost("10.0.0.1")), {
    kind: "not_public",
  });
  assert.deepEqual(await problemOfThrown(() => assertHttpScheme(new URL("file:///etc"))), {
    kind: "bad_url",
  });
});

Deno.test("statuses, timeouts, parse errors and foreign errors", () => {
  assert.deepEqual(
    problemOf(new FetchError("status", "feeds/fetcher: HTTP 404 Not Found", { status: 404 })),
    { kind: "status", status: 404 },
  );
  assert.deepEqual(
    problemOf(
      new FetchError("timeout", "feeds/fetcher: timeout after 10 s", { timeoutSeconds: 10 }),
    ),
    { kind: "timeout", seconds: 10 },
  );
  assert.deepEqual(problemOf(new FetchError("network", "feeds/fetcher: refused")), {
    kind: "unreachable",
  });
  assert.deepEqual(problemOf(new FeedParseError("feeds/parse: not a feed")), {
    kind: "unreadable",
  });
  assert.deepEqual(problemOf(new Error("boom")), { kind: "unknown" });
});
