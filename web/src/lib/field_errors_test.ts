import assert from "node:assert/strict";
import { z } from "zod";
import {
  fieldErrors,
  placeServerErrors,
  serverErrorMap,
  serverFieldErrors,
} from "./field_errors.ts";
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

const SOURCE_FORM = {
  fields: ["name", "url", "obligations"],
  fallback: "Failed to create RSS source",
};

Deno.test("a 400's field errors go under the form's fields, with no form-level message", () => {
  const error = new HttpError(400, {
    message: "A source with this URL already exists",
    errors: { url: "A source with this URL already exists", "obligations.1.deadline": "Bad date" },
  });
  assert.deepEqual(placeServerErrors(error, SOURCE_FORM), {
    fields: { url: "A source with this URL already exists", "obligations.1.deadline": "Bad date" },
  });
});

Deno.test("a message about no field of the form becomes the form-level message", () => {
  const error = new HttpError(400, {
    message: "Invalid JSON",
    errors: { body: "Invalid JSON", name: "Name is required" },
  });
  assert.deepEqual(placeServerErrors(error, SOURCE_FORM), {
    fields: { name: "Name is required" },
    form: "Invalid JSON",
  });
});

Deno.test("an answer that names no field says the server's message, or the fallback", () => {
  const conflict = new HttpError(409, { message: "This source is being synced" });
  assert.deepEqual(placeServerErrors(conflict, SOURCE_FORM), {
    fields: {},
    form: "This source is being synced",
  });
  assert.deepEqual(placeServerErrors(new TypeError("Failed to fetch"), SOURCE_FORM), {
    fields: {},
    form: "Failed to create RSS source",
  });
  assert.deepEqual(placeServerErrors(new HttpError(502, "<html>"), SOURCE_FORM), {
    fields: {},
    form: "Failed to create RSS source",
  });
});

Deno.test("a form on its own state gets the form-level message keyed 'form'", () => {
  const conflict = new HttpError(409, { message: "Busy", errors: { body: "Busy", url: "Bad" } });
  assert.deepEqual(serverErrorMap(conflict, SOURCE_FORM), { url: "Bad", form: "Busy" });
});
