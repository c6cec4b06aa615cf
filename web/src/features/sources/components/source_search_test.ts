import assert from "node:assert/strict";
import type { JurisdictionView, RssSourceView } from "@api/schemas/sources.ts";
import { searchSources } from "./source_search.ts";
import { sourceView } from "./source_view_test_helper.ts";

const jurisdiction = (id: number, name: string, description: string | null): JurisdictionView => ({
  id,
  name,
  description,
  syncFrequency: 3,
  isActive: true,
  rssSources: [],
});

const specialist = (id: number, name: string, url: string, filter: string | null) =>
  ({
    ...sourceView({ id, name, url, legislativeFilter: filter, sourceType: "specialist" }),
    jurisdictionId: 1,
    jurisdictionName: "X",
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
  }) satisfies RssSourceView;

const js = [
  jurisdiction(1, "California", "State laws of California"),
  jurisdiction(2, "European Union", "EU directives and regulations"),
];
const ss = [
  specialist(3, "Law Firm Alerts", "https://firm.example/feed", "GDPR, privacy"),
  specialist(4, "Tax Watch", "https://taxwatch.example/rss", null),
];

Deno.test("a blank search keeps everything", () => {
  const result = searchSources(js, ss, "  ");
  assert.equal(result.matched, 4);
  assert.equal(result.total, 4);
});

Deno.test("jurisdictions match on name or description, ignoring case", () => {
  const byDescription = searchSources(js, ss, "DIRECTIVES");
  assert.deepEqual(byDescription.jurisdictions.map((j) => j.id), [2]);
  assert.deepEqual(byDescription.specialists, []);
  assert.equal(byDescription.matched, 1);
  assert.equal(byDescription.total, 4);
});

Deno.test("specialist sources match on name, url or legislative filter", () => {
  assert.deepEqual(searchSources(js, ss, "gdpr").specialists.map((s) => s.id), [3]);
  assert.deepEqual(searchSources(js, ss, "taxwatch.example").specialists.map((s) => s.id), [4]);
  assert.deepEqual(searchSources(js, ss, "alerts").specialists.map((s) => s.id), [3]);
  // A jurisdiction's sources do not make it match: only its own name and description.
  assert.equal(searchSources(js, ss, "firm").jurisdictions.length, 0);
});
