import assert from "node:assert/strict";
import type { HistoryRowAnswer } from "@api/schemas/register.ts";
import { historyText, historyWho, personName } from "./history_text.ts";

const row = (change: Partial<HistoryRowAnswer>): HistoryRowAnswer => ({
  id: 1,
  subject: "entry",
  subjectId: 7,
  at: "2026-03-01T10:00:00.000Z",
  user: { id: "u1", firstName: "Ana", lastName: "Lima", email: "ana@example.com" },
  field: "status",
  oldValue: "not_assessed",
  newValue: "gap",
  ...change,
});

const names = {
  people: new Map([["u1", "Ana Lima"]]),
  controls: new Map([["3", "POL-1 Records policy"]]),
};

Deno.test("a history row reads as who changed what from what to what", () => {
  assert.equal(historyText(row({}), names), "Status: Not assessed → Gap");
  assert.equal(
    historyText(row({ field: "ownerId", oldValue: null, newValue: "u1" }), names),
    "Owner: none → Ana Lima",
  );
  assert.equal(
    historyText(row({ field: "controlIds", oldValue: "", newValue: "3, 9" }), names),
    "Controls: none → POL-1 Records policy, #9",
  );
  assert.equal(historyWho(row({})), "Ana Lima");
  assert.equal(historyWho(row({ user: null })), "A removed user");
});

Deno.test("evidence rows name the file added or removed", () => {
  const added = row({ subject: "evidence", field: "created", oldValue: null, newValue: "a.pdf" });
  assert.equal(historyText(added, names), 'Added evidence "a.pdf"');
  const removed = row({ subject: "evidence", field: "deleted", oldValue: "a.pdf", newValue: null });
  assert.equal(historyText(removed, names), 'Removed evidence "a.pdf"');
});

Deno.test("a person without a name is shown by email", () => {
  assert.equal(personName({ id: "x", firstName: null, lastName: " ", email: "x@y.z" }), "x@y.z");
});
