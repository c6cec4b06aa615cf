import assert from "node:assert/strict";
import { fieldErrors, serverFieldErrors } from "./field_errors.ts";
import { HttpError } from "./http_error.ts";

Deno.test("the server's field errors are read from a refused request", () => {
  const error = new HttpError(409, {
    errors: { name: "A jurisdiction with this name already exists" },
    message: "x",
  });
  assert.deepEqual(serverFieldErrors(error), {
    name: "A jurisdiction with this name already exists",
  });
  assert.deepEqual(serverFieldErrors(new HttpError(500, "<html>")), {});
  assert.deepEqual(serverFieldErrors(new TypeError("Failed to fetch")), {});
  assert.deepEqual(serverFieldErrors("nope"), {});
});

Deno.test("a zod failure keeps the first message of each field", () => {
  assert.deepEqual(
    fieldErrors([
      { path: ["name"], message: "Name is required" },
      { path: ["name"], message: "later" },
      { path: ["url"], message: "Please enter a valid URL" },
    ]),
    { name: "Name is required", url: "Please enter a valid URL" },
  );
});
