import assert from "node:assert/strict";
import { returnPathFrom, safeReturnPath, signInPathFor } from "./return_path.ts";

Deno.test("a path of this site, with its query, is returned to", () => {
  assert.equal(safeReturnPath("/tasks"), "/tasks");
  assert.equal(safeReturnPath("/tasks?task=12"), "/tasks?task=12");
  assert.equal(safeReturnPath("/updates/7#obligations"), "/updates/7#obligations");
  assert.equal(returnPathFrom("?next=%2Ftasks%3Ftask%3D12"), "/tasks?task=12");
  // Dot segments are resolved within the site: they cannot climb out of it.
  assert.equal(safeReturnPath("/../../tasks"), "/tasks");
});

Deno.test("anything that could leave the site is refused (no open redirect)", () => {
  for (
    const raw of [
      "//evil.example",
      "//evil.example/tasks",
      "/\\evil.example",
      "\\\\evil.example",
      "/tasks\\..\\",
      "https://evil.example/tasks",
      "http:/evil.example",
      "javascript:alert(1)",
      "evil.example/tasks",
      "tasks",
      "/\tevil",
      " /tasks",
      "",
      null,
      undefined,
      `/${"a".repeat(2048)}`,
    ]
  ) {
    assert.equal(safeReturnPath(raw), null, `refused: ${JSON.stringify(raw)}`);
  }
});

Deno.test("the sign-in screens are not a place to return to", () => {
  assert.equal(safeReturnPath("/auth"), null);
  assert.equal(safeReturnPath("/auth?next=/tasks"), null);
  assert.equal(safeReturnPath("/forgot-password"), null);
});

Deno.test("a protected page's sign-in link carries it; '/' needs none", () => {
  assert.equal(signInPathFor("/tasks", "?task=5"), "/auth?next=%2Ftasks%3Ftask%3D5");
  assert.equal(signInPathFor("/alerts"), "/auth?next=%2Falerts");
  assert.equal(signInPathFor("/"), "/auth");
  assert.equal(signInPathFor("//evil.example"), "/auth");
});
