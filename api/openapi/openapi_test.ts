/**
 * The published API cannot drift from the app: the document validates with an outside validator
 * (@apidevtools/swagger-parser), every route of the Hono app is declared (and every declaration
 * is a route), every path the web calls is in the document, and the answer validation that every
 * API test runs refuses an answer its schema does not allow.
 */
import assert from "node:assert/strict";
import { SCALAR_SCRIPT_PATH } from "../schemas/api_docs.ts";
import SwaggerParser from "@apidevtools/swagger-parser";
import { Hono } from "hono";
import { dbTest } from "../../db/testing.ts";
import { API_ROUTES } from "../schemas/api_routes.ts";
import type { RouteSpec } from "../schemas/api_routes/route_spec.ts";
import { createTestApp, makeUser, signedInClient, TestClient } from "../testing.ts";
import { validateResponses } from "./validate_responses.ts";
import { openApiPath } from "./paths.ts";

/** The app's routes as "METHOD path", without middleware and catch-alls (as the access matrix). */
function appRoutes(app: { routes: { method: string; path: string }[] }): Set<string> {
  return new Set(
    app.routes.filter((r) =>
      r.method !== "ALL" && !r.path.endsWith("*") && r.path.startsWith("/api/")
    )
      .map((r) => `${r.method} ${r.path}`),
  );
}

/** The /api paths written in the web's source: "/api/tasks", "/api/tasks/{}", prefixes "…/". */
async function webPaths(): Promise<Set<string>> {
  const found = new Set<string>();
  const root = new URL("../../web/src/", import.meta.url);
  const walk = async (dir: URL): Promise<void> => {
    for await (const entry of Deno.readDir(dir)) {
      if (entry.isDirectory) await walk(new URL(`${entry.name}/`, dir));
      else if (/\.tsx?$/.test(entry.name) && !/_test\.tsx?$/.test(entry.name)) {
        const text = await Deno.readTextFile(new URL(entry.name, dir));
        // A string or template literal starting with /api/, up to its end, a query or a quote.
        for (const [, path] of text.matchAll(/["'`](\/api\/[^"'`?\s]*)/g)) {
          // A closed `${…}` is one segment; one cut off by a space or a nested template is the
          // rest of the URL (a query string), as a `?` is.
          found.add(path!.replace(/\$\{[^}]*\}/g, "{}").replace(/\$\{.*$/, ""));
        }
      }
    }
  };
  await walk(root);
  return found;
}

/** True when some documented path is `webPath` (a `{}` is any one segment; "…/" a prefix). */
function documented(webPath: string, documentedPaths: string[]): boolean {
  const pattern = webPath.split("{}").map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&"))
    .join("[^/]+");
  const test = new RegExp(webPath.endsWith("/") ? `^${pattern}` : `^${pattern}$`);
  return documentedPaths.some((path) => test.test(path.replace(/\{[^}]+\}/g, "x")));
}

dbTest("every route of the app is declared, and every declaration is a route", ({ db }) => {
  const { app } = createTestApp(db);
  const routes = appRoutes(app);
  const declared = new Set(Object.keys(API_ROUTES));
  assert.ok(routes.size > 80, `only ${routes.size} routes found: is the app mounted?`);
  const undeclared = [...routes].filter((r) => !declared.has(r));
  assert.deepEqual(
    undeclared.map((r) =>
      `undocumented route ${r}: declare it in api/schemas/api_routes/ (docs/api.md)`
    ),
    [],
  );
  assert.deepEqual(
    [...declared].filter((r) => !routes.has(r)).map((r) => `no such route: ${r}`),
    [],
  );
  return Promise.resolve(); // dbTest takes an async body; this one only reads the app
});

dbTest(
  "the document at /api/openapi.json is valid OpenAPI 3.1 and names what the web calls",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const res = await new TestClient(app).get("/api/openapi.json");
    assert.equal(res.status, 200);
    const document = await res.json();
    assert.equal(document.openapi, "3.1.1");
    // The validator dereferences in place: give it a copy.
    await SwaggerParser.validate(structuredClone(document));

    const paths = Object.keys(document.paths);
    const missing = [...await webPaths()].filter((path) => !documented(path, paths));
    assert.deepEqual(missing.map((p) => `the web calls ${p}, which the document lacks`), []);

    // What a reader needs beyond the shapes: how to sign in, the one error format, 429's headers.
    const { securitySchemes, responses, schemas } = document.components;
    assert.equal(securitySchemes.bearerToken.scheme, "bearer");
    assert.equal(securitySchemes.sessionCookie.in, "cookie");
    assert.deepEqual(Object.keys(schemas.Error.properties).sort(), ["errors", "message"]);
    assert.deepEqual(Object.keys(responses.Error429.headers).sort(), [
      "RateLimit-Limit",
      "RateLimit-Remaining",
      "RateLimit-Reset",
      "Retry-After",
    ]);
    const patchTask = document.paths["/api/tasks/{id}"].patch;
    assert.deepEqual(patchTask.security, [{ sessionCookie: [] }, { bearerToken: ["write"] }]);
    assert.equal(
      patchTask.responses["200"].content["application/json"].schema.properties.dueDate.anyOf[0]
        .format,
      "date",
    );
    assert.equal(document.paths["/api/legal-updates"].get.security.length, 0);
  },
);

dbTest("the reference page loads our own copy of Scalar under its own nonce", async ({ db }) => {
  const { app } = createTestApp(db);
  const res = await new TestClient(app).get("/api/docs");
  assert.equal(res.status, 200);
  const html = await res.text();
  const policy = res.headers.get("content-security-policy") ?? "";
  const nonce = /script-src 'self' 'nonce-([^']+)';/.exec(policy)?.[1];
  assert.ok(nonce, "the page has its own script nonce, and no other script source");
  assert.doesNotMatch(policy, /https?:/, "no third party in the policy");
  assert.match(html, /\/api\/openapi\.json/);
  assert.ok(html.includes(`<script src="${SCALAR_SCRIPT_PATH}" nonce="${nonce}">`), html);
  assert.doesNotMatch(html, /jsdelivr|https?:\/\//);
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  assert.ok(scripts.length > 0);
  for (const tag of scripts) assert.ok(tag.includes(`nonce="${nonce}"`), tag);
});

dbTest("an answer its schema does not allow fails the test that caused it", async ({ db }) => {
  // A task whose dueDate went out as a whole Date (an instant) where 'yyyy-MM-dd' is declared.
  const task = { ...sampleTask(), dueDate: new Date("2026-07-01T00:00:00Z") };
  const spec = API_ROUTES["GET /api/tasks"] as RouteSpec;
  const app = new Hono().use("/api/*", validateResponses())
    .get("/api/tasks", (c) => c.json({ tasks: [task] }))
    .get("/api/undeclared", (c) => c.json({}));
  const errors: string[] = [];
  app.onError((error, c) => {
    errors.push(error.message);
    return c.json({ message: "failed" }, 500);
  });
  assert.equal((await app.request("/api/tasks")).status, 500);
  assert.match(errors[0]!, /GET \/api\/tasks answered 200 against its schema: tasks\.0\.dueDate/);
  assert.equal((await app.request("/api/undeclared")).status, 500);
  assert.match(errors[1]!, /GET \/api\/undeclared is not declared/);
  assert.ok(spec.responses[200]);

  // And the real route's answer passes (a user with a task through the real calls).
  const { app: real } = createTestApp(db);
  const client = await signedInClient(real, await makeUser(db));
  const created = await client.post("/api/tasks", {
    title: "File the report",
    dueDate: "2026-07-01",
  });
  assert.equal(created.status, 201, await created.clone().text());
  const listed = await client.get("/api/tasks");
  assert.equal(listed.status, 200, await listed.clone().text());
  assert.equal((await listed.json()).tasks[0].dueDate, "2026-07-01");
});

function sampleTask() {
  const now = "2026-06-15T12:00:00.000Z";
  return {
    id: 1,
    title: "t",
    description: null,
    ownerName: null,
    department: null,
    dueDate: null as unknown,
    status: "open",
    riskScore: "low",
    createdAt: now,
    updatedAt: now,
    closedAt: null,
    userId: "u",
    isOwner: true,
    owner: { firstName: null, lastName: null, email: "a@example.com" },
    legalUpdates: [],
  };
}

// The paths helper's spelling, pinned: Hono's regex params become plain OpenAPI parameters.
Deno.test("Hono paths become OpenAPI paths", () => {
  assert.equal(openApiPath("/api/tasks/:id{[0-9]+}"), "/api/tasks/{id}");
  assert.equal(
    openApiPath("/api/admin/legal-updates/:id/revision/:decision"),
    "/api/admin/legal-updates/{id}/revision/{decision}",
  );
});
