import assert from "node:assert/strict";
import type { Alert } from "@api/schemas/alerts.ts";
import {
  alertBody,
  draftFromFilters,
  draftOf,
  NEW_DRAFT,
  parseKeywords,
  suggestedName,
  toggled,
} from "./alert_form.ts";

const names = new Map([[3, "France"], [5, "Germany"]]);

Deno.test("keywords split at commas, without blanks or repeats in any case", () => {
  assert.deepEqual(parseKeywords(" privacy,  minimum   wage ,,Privacy, GDPR "), [
    "privacy",
    "minimum wage",
    "GDPR",
  ]);
  assert.deepEqual(parseKeywords(" , "), []);
  // Repeats as matching reads them (one folding), so the form and the server agree.
  assert.deepEqual(parseKeywords("Straße, STRASSE, İstanbul, istanbul"), ["Straße", "İstanbul"]);
});

Deno.test("an alert from the listing's filters keeps its jurisdictions, industries and search", () => {
  const draft = draftFromFilters(
    { jurisdictionIds: [5, 3], industries: ["Tax"], search: "  vat rates " },
    names,
  );
  assert.deepEqual(alertBody(draft), {
    name: "vat rates, Tax, Germany, France",
    jurisdictionIds: [5, 3],
    industries: ["Tax"],
    keywords: ["vat rates"],
    channel: "email",
    frequency: "instant",
    webhookUrl: null,
    isActive: true,
  });
});

Deno.test("an alert from the listing without any filter takes every update", () => {
  const draft = draftFromFilters({ jurisdictionIds: [], industries: [], search: "" }, names);
  const body = alertBody(draft);
  assert.equal(body.name, "All legal updates");
  assert.deepEqual([body.jurisdictionIds, body.industries, body.keywords], [[], [], []]);
});

Deno.test("a long suggested name is cut to 100 characters", () => {
  const name = suggestedName({
    keywords: ["x".repeat(95)],
    industries: ["Tax", "Healthcare"],
    jurisdictions: [],
  });
  assert.equal(name.length, 100);
  assert.ok(name.endsWith("…"));
});

Deno.test("the webhook URL and format are sent only with the webhook channel", () => {
  const draft = {
    ...NEW_DRAFT,
    name: "Hook",
    webhookUrl: " https://hooks.example/x ",
    webhookFormat: "slack" as const,
  };
  const email = alertBody(draft);
  assert.equal(email.webhookUrl, null);
  assert.equal("webhookFormat" in email, false);
  const hook = alertBody({ ...draft, channel: "webhook" });
  assert.equal(hook.webhookUrl, "https://hooks.example/x");
  assert.equal(hook.webhookFormat, "slack");
});

Deno.test("editing an alert starts from what it holds", () => {
  const alert: Alert = {
    id: 7,
    name: "Data rules",
    jurisdictionIds: [3],
    industries: ["Data Protection & Cybersecurity"],
    keywords: ["privacy", "cookies"],
    channel: "webhook",
    frequency: "daily",
    webhookUrl: "https://hooks.example/y",
    webhookFormat: "teams",
    feedUrl: null,
    isActive: false,
    createdAt: "2026-01-05T00:00:00.000Z",
    lastDeliveryAt: null,
  };
  const draft = draftOf(alert);
  assert.equal(draft.keywordsText, "privacy, cookies");
  assert.deepEqual(alertBody(draft), {
    name: "Data rules",
    jurisdictionIds: [3],
    industries: ["Data Protection & Cybersecurity"],
    keywords: ["privacy", "cookies"],
    channel: "webhook",
    frequency: "daily",
    webhookUrl: "https://hooks.example/y",
    webhookFormat: "teams",
    isActive: false,
  });
});

Deno.test("a checklist toggle adds a value once and takes it out again", () => {
  assert.deepEqual(toggled([1, 2], 3), [1, 2, 3]);
  assert.deepEqual(toggled([1, 2, 3], 2), [1, 3]);
});
