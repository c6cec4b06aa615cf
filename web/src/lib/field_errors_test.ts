import assert from "node:assert/strict";
import { fieldErrors, serverFieldErrors } from "./field_errors.ts";

Deno.test("the server's field errors are read from an apiRequest error", () => {
  const error = new Error(
    '409: {"errors":{"name":"A jurisdiction with this name already exists"},"message":"x"}',
  );
  assert.deepEqual(serverFieldErrors(error), {
    name: "A jurisdiction with this name already exists",
  });
  assert.deepEqual(serverFieldErrors(new Error("500: <html>")), {});
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
