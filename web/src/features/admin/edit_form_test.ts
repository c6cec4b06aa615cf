import assert from "node:assert/strict";
import { zodResolver } from "@hookform/resolvers/zod";
import type { AdminUpdate } from "@api/schemas/review.ts";
import { fieldMessages } from "@/lib/forms.ts";
import { editBody, EditForm, editValuesOf } from "./edit_form.ts";

const update = {
  id: 1,
  title: "Banks must file plans",
  status: "pending",
  jurisdiction: null,
  aiCategory: "Financial Services",
  aiSummary: null,
  content: "Banks must file plans.",
  obligations: [{
    actor: "Banks",
    action: "must file",
    deadline: null,
    citation: "Banks must file plans.",
    confidence: 0.7,
    source: "ai",
  }],
} as unknown as AdminUpdate;

/** The messages the form shows for `values`, as react-hook-form gets them from the resolver. */
async function messagesOf(values: ReturnType<typeof editValuesOf>) {
  const resolver = zodResolver(EditForm, undefined, { raw: true });
  const { errors } = await resolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return fieldMessages(errors);
}

Deno.test("an obligation's bad field is named by its full path, as the server names it", async () => {
  const start = editValuesOf(update);
  assert.equal(start.obligations[0]!.deadline, "");
  const first = start.obligations[0]!;
  const messages = await messagesOf({
    ...start,
    title: "",
    obligations: [{ ...first, deadline: "2027-02-30" }, { ...first, actor: "" }],
  });
  assert.ok(messages.title);
  assert.ok(messages["obligations.0.deadline"]);
  assert.ok(messages["obligations.1.actor"]);
  assert.equal(messages["obligations.0.actor"], undefined);
});

Deno.test("the update as it is passes, and its body leaves an unset jurisdiction alone", async () => {
  const start = editValuesOf(update);
  assert.deepEqual(await messagesOf(start), {});
  const body = editBody({ ...start, aiSummary: "  " });
  assert.equal(body.aiSummary, null);
  assert.equal("jurisdictionId" in body, false);
  assert.equal(editBody({ ...start, jurisdictionId: "4" }).jurisdictionId, 4);
});
