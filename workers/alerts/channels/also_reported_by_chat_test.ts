/**
 * Slack and Teams messages of a change of several reports (issue 27): an "Also reported by" line
 * of source links, every name escaped like the rest of the message.
 */
import assert from "node:assert/strict";
import type { AlertContent, UpdateView } from "../content.ts";
import { slackBody, teamsBody } from "./webhook_payloads.ts";

const update: UpdateView = {
  id: 7,
  title: "Regulation (EU) 2026/1432 on crane safety",
  summary: "Cranes are inspected monthly.",
  category: "Transportation",
  jurisdiction: "European Union",
  publishDate: "2026-06-15T00:00:00.000Z",
  publishDay: "Jun 15, 2026",
  sourceUrl: "https://eur-lex.europa.eu/eli/reg/2026/1432/oj",
  url: "https://lw.example/updates/7",
  alsoReportedBy: [
    {
      source: "Harbour <!channel> Authority",
      title: "Authority welcomes the rule",
      sourceUrl: "https://harbour.example/news/1",
      publishDate: "2026-06-15T00:00:00.000Z",
    },
    {
      source: "Port Law [LLP](https://phish.example)",
      title: "What it means",
      sourceUrl: "javascript:alert(1)",
      publishDate: "2026-06-16T00:00:00.000Z",
    },
  ],
};

const content: AlertContent = {
  alertId: 1,
  alertName: "Cranes",
  frequency: "instant",
  test: false,
  subject: "LegalWatch: crane safety",
  heading: "1 new legal update matching your alert",
  updates: [update],
  manageUrl: "https://lw.example/alerts",
};

Deno.test("Slack lists the other reports as escaped source links", () => {
  const section = JSON.stringify(slackBody(content).blocks[1]);
  assert.ok(
    section.includes(
      "Also reported by: <https://harbour.example/news/1|Harbour &lt;!channel&gt; Authority>",
    ),
    section,
  );
  assert.ok(!section.includes("javascript:"), "only http(s) links are links");
  assert.ok(!section.includes("<!channel>"), "no mention");
});

Deno.test("Teams lists the other reports as escaped source links", () => {
  const card = JSON.stringify(teamsBody(content));
  assert.ok(card.includes("Also reported by: [Harbour"), card);
  assert.ok(card.includes("(https://harbour.example/news/1)"), card);
  assert.ok(!card.includes("](https://phish.example)"), "a name cannot add a link");
  assert.ok(!card.includes("javascript:"));
});
