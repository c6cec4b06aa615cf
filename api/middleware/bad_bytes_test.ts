import assert from "node:assert/strict";
import { count } from "drizzle-orm";
import { tasks, users } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { createTestApp, makeUser, signedInClient, TEST_ORIGIN, TestClient } from "../testing.ts";
import { BAD_BYTES_MESSAGES, findBadJsonText } from "./bad_bytes.ts";

async function messageOf(response: Response): Promise<string> {
  assert.equal(response.status, 400, await response.clone().text());
  return (await response.json()).message;
}

dbTest("a NUL in the query string is a 400, not a database error", async ({ db }) => {
  const { app } = createTestApp(db);
  const response = await new TestClient(app).get("/api/legal-updates?search=a%00b");
  assert.equal(await messageOf(response), BAD_BYTES_MESSAGES.nulInUrl);
});

dbTest("a NUL in a path id is a 400", async ({ db }) => {
  const { app } = createTestApp(db);
  const admin = await signedInClient(app, await makeUser(db, "superadmin"));
  const before = await db.select({ n: count() }).from(users);
  const response = await admin.patch("/api/users/%00", { firstName: "Changed" });
  assert.equal(await messageOf(response), BAD_BYTES_MESSAGES.nulInUrl);
  assert.deepEqual(await db.select({ n: count() }).from(users), before);
});

dbTest("a NUL or a lone surrogate in a JSON body is a 400 and writes nothing", async ({ db }) => {
  const { app } = createTestApp(db);
  const user = await makeUser(db, "user");
  const client = await signedInClient(app, user);
  const post = (path: string, json: string) =>
    app.request(`${TEST_ORIGIN}${path}`, {
      method: "POST",
      headers: {
        origin: TEST_ORIGIN,
        "content-type": "application/json",
        cookie: client.sessionCookie,
      },
      body: json,
    });

  const nulTitle = await post("/api/tasks", String.raw`{"title":"Fix \u0000 it"}`);
  assert.equal(await messageOf(nulTitle), BAD_BYTES_MESSAGES.nulInBody);
  const surrogate = await post("/api/tasks", String.raw`{"title":"Fix \ud800 it"}`);
  assert.equal(await messageOf(surrogate), BAD_BYTES_MESSAGES.loneSurrogate);
  assert.equal((await db.select({ n: count() }).from(tasks))[0]?.n, 0, "no task was written");

  const signIn = await new TestClient(app).request("POST", "/api/auth/login", {
    email: `${user.email}\u0000`,
    password: "whatever",
  });
  assert.equal(await messageOf(signIn), BAD_BYTES_MESSAGES.nulInBody);

  // The same texts properly paired or escaped pass the check and reach the route.
  const fine = await post("/api/tasks", String.raw`{"title":"Fix \\u0000 \ud83d\ude00 it"}`);
  assert.equal(fine.status, 201, await fine.clone().text());
  assert.equal((await fine.json()).title, "Fix \\u0000 \u{1F600} it");
});

dbTest("a session cookie holding a NUL reads as signed out, not as a 500", async ({ db }) => {
  const { app } = createTestApp(db);
  const response = await app.request(`${TEST_ORIGIN}/api/auth/user`, {
    headers: { cookie: "lw_session=%00.abc" },
  });
  assert.equal(response.status, 401);
});

Deno.test("findBadJsonText finds escaped NULs and unpaired surrogates only", () => {
  const cases: [string, string | null][] = [
    [String.raw`{"a":"plain"}`, null],
    [String.raw`{"a":"\u0000"}`, "nul"],
    [String.raw`{"\u0000":1}`, "nul"],
    [`{"a":"\0"}`, "nul"],
    [String.raw`{"a":"\\u0000"}`, null], // an escaped backslash, then the text u0000
    [String.raw`{"a":"\\\u0000"}`, "nul"],
    [String.raw`{"a":"\ud800"}`, "surrogate"],
    [String.raw`{"a":"\uD800\u0041"}`, "surrogate"],
    [String.raw`{"a":"\udc00"}`, "surrogate"],
    [String.raw`{"a":"\ud83d\ude00"}`, null],
    [String.raw`{"a":"\uD83D\uDE00 \u00e9 \n \""}`, null],
    [String.raw`{"a":"\ud83d` + "\u{1F600}" + `"}`, "surrogate"],
    [String.raw`{"a":"\ud800\ud800\udc00"}`, "surrogate"],
    [String.raw`{"a":"\u12"}`, null], // malformed: left to JSON.parse
    ["\\", null],
  ];
  for (const [text, expected] of cases) assert.equal(findBadJsonText(text), expected, text);
});
