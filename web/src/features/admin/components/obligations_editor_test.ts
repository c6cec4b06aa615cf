import assert from "node:assert/strict";
import { fromDrafts } from "./obligations_editor.tsx";

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
