import assert from "node:assert/strict";
import {
  apiRequest,
  errorStatus,
  getQueryFn,
  queryKeyToUrl,
  serverMessage,
} from "./api_request.ts";

/** Serves a tiny fake API on 127.0.0.1 (free port) for the duration of `fn`. */
async function withServer(fn: (base: string) => Promise<void>): Promise<void> {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
    const url = new URL(req.url);
    switch (url.pathname) {
      case "/echo": {
        const text = await req.text();
        return Response.json({
          method: req.method,
          contentType: req.headers.get("content-type"),
          body: text ? JSON.parse(text) : null,
        });
      }
      case "/json-error":
        return Response.json({ message: "Invalid email or password" }, { status: 401 });
      case "/empty-error":
        return new Response(null, { status: 500, statusText: "Internal Server Error" });
      case "/items/7":
        return Response.json({ id: 7 });
      default:
        return new Response("nope", { status: 404 });
    }
  });
  try {
    await fn(`http://127.0.0.1:${server.addr.port}`);
  } finally {
    await server.shutdown();
  }
}

/** Runs the default loader for one query key, as react-query would. */
function load(on401: "returnNull" | "throw", queryKey: readonly unknown[]): Promise<unknown> {
  const loader = getQueryFn<unknown>({ on401 });
  // The loader reads only queryKey and signal; the rest of react-query's context is not needed.
  const context = { queryKey, signal: new AbortController().signal } as never;
  return Promise.resolve(loader(context));
}

Deno.test("apiRequest sends the method and a JSON body", async () => {
  await withServer(async (base) => {
    const res = await apiRequest("POST", `${base}/echo`, { email: "a@b.c" });
    assert.deepEqual(await res.json(), {
      method: "POST",
      contentType: "application/json",
      body: { email: "a@b.c" },
    });
  });
});

Deno.test("apiRequest without a body sends no content type", async () => {
  await withServer(async (base) => {
    const res = await apiRequest("POST", `${base}/echo`);
    assert.deepEqual(await res.json(), { method: "POST", contentType: null, body: null });
  });
});

Deno.test("a non-OK answer throws 'status: body text'", async () => {
  await withServer(async (base) => {
    await assert.rejects(
      apiRequest("POST", `${base}/json-error`, {}),
      new Error('401: {"message":"Invalid email or password"}'),
    );
  });
});

Deno.test("an empty error body falls back to the status text", async () => {
  await withServer(async (base) => {
    await assert.rejects(
      apiRequest("GET", `${base}/empty-error`),
      new Error("500: Internal Server Error"),
    );
  });
});

Deno.test("the default loader returns null on 401 when asked to", async () => {
  await withServer(async (base) => {
    assert.equal(await load("returnNull", [`${base}/json-error`]), null);
  });
});

Deno.test("the default loader throws on 401 by default and joins the key into the URL", async () => {
  await withServer(async (base) => {
    await assert.rejects(load("throw", [`${base}/json-error`]), /^Error: 401: /);
    assert.deepEqual(await load("throw", [`${base}/items`, 7]), { id: 7 });
  });
});

Deno.test("queryKeyToUrl joins string and number parts with '/'", () => {
  assert.equal(queryKeyToUrl(["/api/items", 3, "check"]), "/api/items/3/check");
  assert.equal(queryKeyToUrl(["/api/auth/user"]), "/api/auth/user");
  assert.equal(queryKeyToUrl(["/api/x", { page: 1 }]), "/api/x");
});

Deno.test("serverMessage reads the server's {message} and falls back otherwise", () => {
  const fallback = "Invalid email or password";
  assert.equal(
    serverMessage(new Error('429: {"message":"Try again in 15 minutes"}'), fallback),
    "Try again in 15 minutes",
  );
  assert.equal(serverMessage(new Error("500: Internal Server Error"), fallback), fallback);
  assert.equal(serverMessage(new Error('400: {"message":""}'), fallback), fallback);
  assert.equal(serverMessage(new TypeError("Failed to fetch"), fallback), fallback);
  assert.equal(serverMessage("not an error", fallback), fallback);
});

Deno.test("errorStatus reads the status code of a thrown answer", () => {
  assert.equal(errorStatus(new Error('429: {"message":"x"}')), 429);
  assert.equal(errorStatus(new TypeError("Failed to fetch")), undefined);
});
