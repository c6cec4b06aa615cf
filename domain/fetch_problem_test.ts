import assert from "node:assert/strict";
import {
  NOT_PUBLIC_TEXT,
  parseProblemCode,
  problemCode,
  problemCodeText,
  problemText,
} from "./fetch_problem.ts";

Deno.test("a problem's code reads back as the same problem", () => {
  for (
    const problem of [
      { kind: "dns" },
      { kind: "status", status: 404 },
      { kind: "timeout", seconds: 10 },
      { kind: "unreadable" },
    ] as const
  ) {
    assert.deepEqual(parseProblemCode(problemCode(problem)), problem);
  }
  assert.equal(problemCode({ kind: "status", status: 503 }), "status:503");
});

Deno.test("an unknown or damaged code reads as an unknown problem, never as its text", () => {
  assert.deepEqual(parseProblemCode("feeds/fetcher: HTTP 500"), { kind: "unknown" });
  assert.deepEqual(parseProblemCode("status:abc"), { kind: "status" });
  assert.equal(
    problemCodeText("", "feed"),
    "Something went wrong on our side. It will be tried again.",
  );
});

Deno.test("the texts name what happened and what to do, with no module prefix", () => {
  assert.equal(
    problemText({ kind: "dns" }, "feed"),
    "The feed's address could not be found (DNS). Check the URL.",
  );
  assert.equal(problemText({ kind: "not_public" }, "webhook"), NOT_PUBLIC_TEXT);
  assert.equal(
    problemText({ kind: "status", status: 404 }, "feed"),
    "The feed answered HTTP 404 Not Found.",
  );
  assert.equal(
    problemText({ kind: "status", status: 418 }, "webhook"),
    "The webhook answered HTTP 418.",
  );
  assert.equal(
    problemCodeText("timeout:10", "email"),
    "The mail server took too long to answer (10 s). Try again later.",
  );
});
