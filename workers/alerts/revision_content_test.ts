import assert from "node:assert/strict";
import { revisionContent } from "./revision_content.ts";
import { renderAlertEmail } from "./templates/alert_email.tsx";
import { renderAlertText } from "./templates/alert_text.ts";

const item = {
  update: {
    id: 7,
    title: "Pay transparency decree",
    summary: "Employers publish pay gaps.",
    category: "Employment & Labor",
    jurisdiction: "France",
    publishDate: new Date("2026-06-01T00:00:00Z"),
    sourceUrl: "https://gazette.example/7",
  },
  pair: {
    revisionId: 12,
    updateId: 7,
    seenAt: new Date("2026-06-20T09:00:00Z"),
    current: { title: "Pay transparency decree", content: "Publish within 15 days." },
    previous: { title: "Pay transparency decree", content: "Publish within 30 days." },
  },
};
const alert = { id: 3, name: "Pay", frequency: "instant" as const };
const links = { unsubscribeUrl: "https://lw.example/api/alerts/unsubscribe/x" };

Deno.test("a revision email says Revised and names the changed words in both parts", () => {
  const content = revisionContent(alert, [item], { publicUrl: "https://lw.example" });
  assert.equal(content.subject, "LegalWatch: Revised: Pay transparency decree");
  assert.equal(content.heading, "Revised: 1 legal update matching your alert");
  const text = renderAlertText(content, links);
  assert.match(text, /Revised: removed “30”; added “15”/);
  const html = renderAlertEmail(content, links);
  assert.match(html, /<del[^>]*>30<\/del><ins[^>]*>15<\/ins>/);
});

Deno.test("a digest of revisions says so; an approval's message has no changes line", () => {
  const content = revisionContent({ ...alert, frequency: "daily" }, [item, item], {
    publicUrl: "https://lw.example",
  });
  assert.equal(content.heading, "Your daily digest: 2 revised legal updates");
  assert.equal(content.subject, "LegalWatch: 2 revised updates for “Pay”");
  const { revision: _, ...plain } = content.updates[0]!;
  const text = renderAlertText({ ...content, revised: false, updates: [plain] }, links);
  assert.doesNotMatch(text, /Revised:/);
});
