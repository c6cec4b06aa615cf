import assert from "node:assert/strict";
import { type CandidateChange, joinCandidates } from "./join_candidates.ts";

function change(id: number, title: string, others: string[] = []): CandidateChange {
  return {
    id,
    title,
    sourceUrl: `https://journal.example/${id}`,
    source: null,
    rssSource: { name: "Official Journal" },
    alsoReportedBy: others.map((t, i) => ({
      id: id * 100 + i,
      title: t,
      source: "Harbour Law LLP",
      sourceUrl: `https://law.example/${id}/${i}`,
      publishDate: "2026-11-20T00:00:00.000Z",
    })),
  };
}

const pending = [
  change(1, "Regulation (EU) 2026/1432 on crane safety", ["Crane rules: what ports must do"]),
  change(2, "Directive (EU) 2026/77 on port dues"),
  change(3, "New crane inspection rules explained"),
];

Deno.test("the change being joined is never offered", () => {
  const { shown } = joinCandidates(pending, { id: 3 }, { search: "" });
  assert.deepEqual(shown.map((c) => c.id), [1, 2]);
});

Deno.test("a search matches titles and sources of every report, ignoring case", () => {
  assert.deepEqual(
    joinCandidates(pending, { id: 3 }, { search: "WHAT PORTS" }).shown.map((c) => c.id),
    [1],
  );
  assert.deepEqual(
    joinCandidates(pending, { id: 2 }, { search: "harbour law" }).shown.map((c) => c.id),
    [1],
  );
  assert.deepEqual(joinCandidates(pending, { id: 3 }, { search: "nothing like it" }).shown, []);
});

Deno.test("at most `max` are shown, and the count says how many match", () => {
  const result = joinCandidates(pending, { id: 9 }, { search: " ", max: 2 });
  assert.deepEqual(result.shown.map((c) => c.id), [1, 2]);
  assert.equal(result.matching, 3);
});
