import assert from "node:assert/strict";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors } from "react-hook-form";
import { z } from "zod";
import { fieldErrors } from "./field_errors.ts";
import { fieldMessages, FORM_ERROR, formError, formSchema, showServerErrors } from "./forms.ts";
import { HttpError } from "./http_error.ts";

const Body = z.object({
  id: z.number({ error: "Please select one" }).int().positive("Please select one"),
  name: z.string().trim().min(1, "Name is required"),
});

/** Form values: the select's text for the id. */
const Form = formSchema(Body, (values: { id: string; name: string }) => ({
  ...values,
  id: Number(values.id),
}));

async function resolve(values: { id: string; name: string }) {
  const resolver = zodResolver(Form, undefined, { raw: true });
  return await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

Deno.test("a derived form schema gives the body schema's messages under the body's names", async () => {
  const { errors } = await resolve({ id: "", name: " " });
  const messages = fieldMessages(errors);
  assert.deepEqual(messages, { id: "Please select one", name: "Name is required" });
  // The same messages as the body schema's own failure, flattened as before the move.
  assert.deepEqual(messages, fieldErrors(Body.safeParse({ id: 0, name: " " }).error!));
});

Deno.test("a derived form schema hands the form's own values on, not the body", async () => {
  const { values, errors } = await resolve({ id: "4", name: "Land" });
  assert.deepEqual(errors, {});
  assert.deepEqual(values, { id: "4", name: "Land" });
});

Deno.test("nested messages are named by their dotted path, and a message's element is skipped", () => {
  const element = { focus() {}, self: {} as unknown };
  (element as { self: unknown }).self = element; // a DOM element's properties can be cyclic
  const errors = {
    title: { type: "too_small", message: "Title is required", ref: element },
    obligations: [undefined, { citation: { type: "custom", message: "Not in the text" } }],
  } as unknown as FieldErrors;
  assert.deepEqual(fieldMessages(errors), {
    title: "Title is required",
    "obligations.1.citation": "Not in the text",
  });
});

Deno.test("a refused request's field errors are set under their fields", () => {
  const set: [string, unknown][] = [];
  const error = new HttpError(409, {
    message: "x",
    errors: { name: "A jurisdiction with this name already exists", "obligations.0.citation": "c" },
  });
  const options = { fields: ["name", "obligations"], fallback: "Failed to add jurisdiction" };
  showServerErrors((field, value) => set.push([field, value]), error, options);
  assert.deepEqual(set, [
    ["name", { type: "server", message: "A jurisdiction with this name already exists" }],
    ["obligations.0.citation", { type: "server", message: "c" }],
  ]);
});

Deno.test("a refused request that names no field of the form gets one form-level message", () => {
  const set: [string, unknown][] = [];
  const options = { fields: ["name"], fallback: "Failed to add jurisdiction" };
  showServerErrors((field, value) => set.push([field, value]), new TypeError("fetch"), options);
  assert.deepEqual(set, [[FORM_ERROR, { type: "server", message: "Failed to add jurisdiction" }]]);
  const errors = { root: { server: { type: "server", message: "Failed to add jurisdiction" } } };
  assert.equal(formError(errors as FieldErrors), "Failed to add jurisdiction");
  assert.deepEqual(fieldMessages(errors as FieldErrors), {}, "the form's message is no field's");
});
