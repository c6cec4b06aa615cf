import assert from "node:assert/strict";
import { FetchError, type FetchErrorKind } from "./fetch_error.ts";
import { startFeedServer } from "../feed_server_test_helper.ts";
import { guardedFetch, USER_AGENT } from "./fetcher.ts";

const allow = { allowPrivate: true };

function failsWith(kind: FetchErrorKind, message?: RegExp) {
  return (err: unknown) => {
    assert.ok(err instanceof FetchError, `expected a FetchError, got ${err}`);
    assert.equal(err.kind, kind, err.message);
    assert.ok(err.message.startsWith("feeds/fetcher: "), err.message);
    if (message) assert.match(err.message, message);
    return true;
  };
}

Deno.test("guardedFetch against the fixture server", async (t) => {
  const server = startFeedServer();
  try {
    await t.step("fetches a feed with the LegalWatch User-Agent", async () => {
      const res = await guardedFetch(server.url("/feeds/rss2.xml"), allow);
      assert.equal(res.status, 200);
      assert.equal(res.notModified, false);
      assert.match(new TextDecoder().decode(res.body), /Data Protection \(Amendment\) Act/);
      assert.equal(server.requests.at(-1)?.headers.get("user-agent"), USER_AGENT);
    });

    await t.step("a matching ETag or Last-Modified gives notModified and no body", async () => {
      const first = await guardedFetch(server.url("/feeds/atom.xml"), allow);
      const etag = first.headers.get("etag");
      assert.ok(etag);
      const byEtag = await guardedFetch(server.url("/feeds/atom.xml"), { ...allow, etag });
      assert.equal(byEtag.status, 304);
      assert.equal(byEtag.notModified, true);
      assert.equal(byEtag.body.byteLength, 0);
      assert.equal(server.requests.at(-1)?.headers.get("if-none-match"), etag);
      const lastModified = first.headers.get("last-modified");
      const byDate = await guardedFetch(server.url("/feeds/atom.xml"), { ...allow, lastModified });
      assert.equal(byDate.notModified, true);
    });

    await t.step("follows up to 5 redirects and reports the final URL", async () => {
      const res = await guardedFetch(server.url("/redirect/chain/5?to=/feeds/atom.xml"), allow);
      assert.equal(res.status, 200);
      assert.equal(res.url, server.url("/feeds/atom.xml"));
    });

    await t.step("refuses a sixth redirect", async () => {
      await assert.rejects(
        guardedFetch(server.url("/redirect/chain/6"), allow),
        failsWith("redirect", /more than 5 redirects/),
      );
    });

    await t.step("a redirect loop is an error", async () => {
      await assert.rejects(
        guardedFetch(server.url("/redirect/loop"), allow),
        failsWith("redirect", /redirect loop/),
      );
    });

    await t.step("every redirect hop is checked: a redirect to file:// is refused", async () => {
      await assert.rejects(
        guardedFetch(server.url("/redirect/to?url=file:///etc/passwd"), allow),
        failsWith("blocked", /scheme file/),
      );
    });

    await t.step("a slow server times out", async () => {
      const started = performance.now();
      await assert.rejects(
        guardedFetch(server.url("/slow?ms=5000"), { ...allow, timeoutMs: 300 }),
        failsWith("timeout", /^feeds\/fetcher: timeout after 0.3 s$/),
      );
      assert.ok(performance.now() - started < 2000);
    });

    await t.step("the timeout covers the body too", async () => {
      await assert.rejects(
        guardedFetch(server.url("/slow-body?ms=5000"), { ...allow, timeoutMs: 300 }),
        failsWith("timeout"),
      );
    });

    await t.step("a 20 MiB body is refused while streaming", async () => {
      await assert.rejects(
        guardedFetch(server.url("/big?mib=20"), allow),
        failsWith("too_large", /^feeds\/fetcher: body larger than 5 MiB$/),
      );
    });

    await t.step("a 429 carries its status and Retry-After in ms", async () => {
      await assert.rejects(
        guardedFetch(server.url("/status/429?retry-after=120"), allow),
        (err) => {
          failsWith("status", /HTTP 429/)(err);
          assert.equal((err as FetchError).status, 429);
          assert.equal((err as FetchError).retryAfterMs, 120_000);
          return true;
        },
      );
    });

    await t.step("a 503 with an HTTP-date Retry-After gives the delay until then", async () => {
      const at = new Date(Date.now() + 60_000).toUTCString();
      const url = server.url(`/status/503?retry-after=${encodeURIComponent(at)}`);
      await assert.rejects(guardedFetch(url, allow), (err) => {
        assert.equal((err as FetchError).status, 503);
        const delay = (err as FetchError).retryAfterMs ?? -1;
        assert.ok(delay > 55_000 && delay <= 60_000, String(delay));
        return true;
      });
    });

    await t.step("a 404 is a status error without a delay", async () => {
      await assert.rejects(guardedFetch(server.url("/status/404"), allow), (err) => {
        assert.equal((err as FetchError).status, 404);
        assert.equal((err as FetchError).retryAfterMs, undefined);
        return true;
      });
    });

    await t.step("the caller's signal aborts the fetch", async () => {
      const controller = new AbortController();
      const pending = guardedFetch(server.url("/slow?ms=5000"), {
        ...allow,
        signal: controller.signal,
      });
      setTimeout(() => controller.abort(), 50);
      await assert.rejects(pending, failsWith("aborted"));
    });

    await t.step(
      "with allowPrivate false or unset, even the fixture server is refused",
      async () => {
        const before = server.requests.length;
        for (const options of [{ allowPrivate: false }, {}]) {
          await assert.rejects(
            guardedFetch(server.url("/feeds/rss2.xml"), options),
            failsWith("blocked"),
          );
        }
        assert.equal(server.requests.length, before, "no request may reach the server");
      },
    );
  } finally {
    await server.close();
  }
});

Deno.test("private, loopback, link-local and metadata addresses are refused", async () => {
  for (
    const url of [
      "http://127.0.0.1/feed.xml",
      "http://10.1.2.3/feed.xml",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::1]/feed.xml",
      "http://[::ffff:127.0.0.1]/feed.xml",
      "http://192.168.0.10:8080/rss",
      "http://0x7f.1/", // the URL parser reads it as 127.0.0.1
      "http://localhost:9/feed.xml", // resolves to loopback
    ]
  ) {
    // The text says what was refused, never the address (it would map the inside network).
    await assert.rejects(
      guardedFetch(url, { allowPrivate: false }),
      failsWith("blocked", /^feeds\/fetcher: refused: the address is not public$/),
      url,
    );
  }
});

Deno.test("schemes other than http and https are refused", async () => {
  for (const url of ["file:///etc/passwd", "ftp://ftp.example.com/feed.xml", "gopher://x/"]) {
    await assert.rejects(guardedFetch(url, { allowPrivate: true }), failsWith("blocked"), url);
  }
});

Deno.test("an invalid URL is refused", async () => {
  await assert.rejects(guardedFetch("not a url"), failsWith("blocked", /invalid URL/));
});

Deno.test("a secret header goes only to the first URL's origin, not through a redirect to another", async () => {
  const service = startFeedServer();
  const elsewhere = startFeedServer();
  try {
    const secret = { secretHeaders: { "x-api-key": "k-123" }, headers: { "x-asked": "yes" } };
    const sameOrigin = service.url(`/redirect/to?url=${encodeURIComponent("/feeds/atom.xml")}`);
    await guardedFetch(sameOrigin, { ...allow, ...secret });
    assert.deepEqual(
      service.requests.slice(-2).map((r) => r.headers.get("x-api-key")),
      ["k-123", "k-123"],
    );
    const away = service.url(
      `/redirect/to?url=${encodeURIComponent(elsewhere.url("/feeds/atom.xml"))}`,
    );
    const res = await guardedFetch(away, { ...allow, ...secret });
    assert.equal(res.status, 200);
    assert.equal(service.requests.at(-1)?.headers.get("x-api-key"), "k-123");
    const landed = elsewhere.requests.at(-1);
    assert.equal(landed?.headers.get("x-api-key"), null, "the key must not reach another host");
    assert.equal(landed?.headers.get("x-asked"), "yes", "an ordinary header still goes");
  } finally {
    await Promise.all([service.close(), elsewhere.close()]);
  }
});
