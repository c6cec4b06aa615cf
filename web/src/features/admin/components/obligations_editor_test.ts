import assert from "node:assert/strict";
import { EditUpdateBody } from "../../../../../api/schemas/review.ts";
import { fromDrafts, pathErrors, toDrafts } from "./obligations_editor.tsx";

Deno.test("an obligation's bad field is named by its full path, as the server names it", () => {
  const drafts = toDrafts([{
    actor: "Banks",
    action: "must file",
    deadline: null,
    citation: "Banks must file plans.",
    confidence: 0.7,
    source: "ai",
  }]);
  assert.equal(drafts[0]!.deadline, "");
  const bad = [{ ...drafts[0]!, deadline: "2027-02-30" }, { ...drafts[0]!, actor: "" }];
  const parsed = EditUpdateBody.safeParse({ title: "", obligations: fromDrafts(bad) });
  assert.equal(parsed.success, false);
  const errors = pathErrors(parsed.error!.issues);
  assert.ok(errors.title);
  assert.ok(errors["obligations.0.deadline"]);
  assert.ok(errors["obligations.1.actor"]);
  assert.equal(errors["obligations.0.actor"], undefined);
});

Deno.test("a blank deadline is sent as none, and the stored confidence is kept", () => {
  const [sent] = fromDrafts([{
    actor: "A",
    action: "b",
    deadline: " ",
    citation: "c",
    confidence: 0.7,
  }]);
  assert.equal(sent!.deadline, null);
  assert.equal(sent!.confidence, 0.7);
});
