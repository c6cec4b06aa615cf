import assert from "node:assert/strict";
import { apiRequest, getJson, getQueryFn, queryKeyToUrl, sendJson } from "./api_request.ts";
import { HttpError } from "./http_error.ts";

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
      case "/field-error":
        return Response.json({
          message: "A jurisdiction with this name already exists",
          errors: { name: "A jurisdiction with this name already exists" },
        }, { status: 409 });
      case "/html-error":
        return new Response("<html>Bad gateway</html>", { status: 502 });
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
  const loader = getQueryFn({ on401 });
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

/** The HttpError `promise` rejects with (fails when it resolves or throws anything else). */
async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof HttpError, `expected an HttpError, got ${error}`);
    return error;
  }
  assert.fail("the request did not fail");
}

Deno.test("a refused answer throws an HttpError with its status and parsed body", async () => {
  await withServer(async (base) => {
    const error = await refusal(apiRequest("POST", `${base}/json-error`, {}));
    assert.equal(error.status, 401);
    assert.deepEqual(error.body, { message: "Invalid email or password" });
    assert.equal(error.serverMessage, "Invalid email or password");
  });
});

Deno.test("a refusal's field errors are read from its body", async () => {
  await withServer(async (base) => {
    const error = await refusal(apiRequest("PUT", `${base}/field-error`, {}));
    assert.equal(error.status, 409);
    assert.deepEqual(error.fieldErrors, { name: "A jurisdiction with this name already exists" });
  });
});

Deno.test("a body that is not JSON is kept as text, and carries no server message", async () => {
  await withServer(async (base) => {
    const html = await refusal(getJson("GET /api/config", `${base}/html-error`));
    assert.equal(html.status, 502);
    assert.equal(html.body, "<html>Bad gateway</html>");
    assert.equal(html.serverMessage, undefined);
    assert.deepEqual(html.fieldErrors, {});
    const empty = await refusal(apiRequest("GET", `${base}/empty-error`));
    assert.equal(empty.status, 500);
    assert.equal(empty.statusText, "Internal Server Error");
    assert.equal(empty.serverMessage, undefined);
  });
});

Deno.test("sendJson and getJson answer the parsed JSON", async () => {
  await withServer(async (base) => {
    assert.deepEqual(
      await sendJson("PATCH /api/auth/filter-preferences", `${base}/echo`, { a: 1 }),
      {
        method: "PATCH",
        contentType: "application/json",
        body: { a: 1 },
      },
    );
    assert.deepEqual(await getJson("GET /api/config", `${base}/items/7`), { id: 7 });
  });
});

Deno.test("the default loader returns null on 401 when asked to", async () => {
  await withServer(async (base) => {
    assert.equal(await load("returnNull", [`${base}/json-error`]), null);
  });
});

Deno.test("the default loader throws on 401 by default and joins the key into the URL", async () => {
  await withServer(async (base) => {
    assert.equal((await refusal(load("throw", [`${base}/json-error`]))).status, 401);
    assert.deepEqual(await load("throw", [`${base}/items`, 7]), { id: 7 });
  });
});

Deno.test("queryKeyToUrl joins string and number parts with '/'", () => {
  assert.equal(queryKeyToUrl(["/api/items", 3, "check"]), "/api/items/3/check");
  assert.equal(queryKeyToUrl(["/api/auth/user"]), "/api/auth/user");
  assert.equal(queryKeyToUrl(["/api/x", { page: 1 }]), "/api/x");
});
