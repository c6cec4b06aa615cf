import assert from "node:assert/strict";
import { CATEGORIES } from "../../domain/categories.ts";
import {
  impactPrompt,
  MAX_PROMPT_CONTENT,
  UPDATE_INSTRUCTION,
  updatePrompt,
} from "./gemini_prompts.ts";

const INPUT = {
  id: 1,
  title: "Rule",
  content: "x".repeat(MAX_PROMPT_CONTENT + 500),
  aiSummary: null,
  category: "Tax" as const,
  jurisdiction: "Canada",
  publishDate: new Date("2026-02-01T00:00:00Z"),
  obligations: [],
};

Deno.test("the update instruction lists all 14 categories and the word limit", () => {
  for (const c of CATEGORIES) assert.ok(UPDATE_INSTRUCTION.includes(`"${c}"`), c);
  assert.match(UPDATE_INSTRUCTION, /at most 60 words/);
  assert.match(UPDATE_INSTRUCTION, /copied exactly/);
});

Deno.test("long content is clipped; empty content says so", () => {
  const publishDate = INPUT.publishDate;
  assert.ok(
    updatePrompt({ title: "T", content: INPUT.content, publishDate }).length <
      MAX_PROMPT_CONTENT + 100,
  );
  assert.match(updatePrompt({ title: "T", content: "", publishDate }), /no text; use the title/);
});

Deno.test("the impact prompt states the company, or says what is missing", () => {
  const now = { now: new Date("2026-04-01T00:00:00Z") };
  const full = impactPrompt(INPUT, {
    name: "Maple Co",
    websiteUrl: "https://maple.example",
    employeeCount: 42,
  }, now);
  assert.match(full, /Name: Maple Co/);
  assert.match(full, /Website: https:\/\/maple\.example/);
  assert.match(full, /Employee count: 42/);
  assert.match(full, /Today's date: 2026-04-01/);
  const empty = impactPrompt(INPUT, { name: null, websiteUrl: null, employeeCount: null }, now);
  assert.match(empty, /your company/);
  assert.match(empty, /Employee count: unknown/);
});

Deno.test("the impact prompt gives the stored obligations to count", () => {
  const now = { now: new Date("2026-04-01T00:00:00Z") };
  const company = { name: null, websiteUrl: null, employeeCount: null };
  assert.match(impactPrompt(INPUT, company, now), /- Obligations: none stated/);
  const duty = {
    actor: "Employers",
    action: "must file returns",
    deadline: null,
    citation: "Rule",
    confidence: 0.8,
  };
  assert.match(
    impactPrompt({ ...INPUT, obligations: [duty] }, company, now),
    /- Obligations \(1; count these, no others\): Employers must file returns/,
  );
});
