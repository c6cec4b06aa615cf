import assert from "node:assert/strict";
import { z } from "zod";
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
  const Form = z.object({
    name: z.string().min(1, "Name is required").refine((v) => v.length > 1, "later"),
    url: z.url("Please enter a valid URL"),
  });
  assert.deepEqual(
    fieldErrors(Form.safeParse({ name: "", url: "nope" }).error!),
    { name: "Name is required", url: "Please enter a valid URL" },
  );
});

Deno.test("a problem of the whole form is keyed 'form'", () => {
  const Form = z.object({ a: z.string(), b: z.string() })
    .refine((v) => v.a === v.b, "The two must match");
  assert.deepEqual(fieldErrors(Form.safeParse({ a: "x", b: "y" }).error!), {
    form: "The two must match",
  });
});
