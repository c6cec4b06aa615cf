/**
 * Issue 23 part 2 on real parts: an approved update whose feed wrote a hostile link, title and
 * summary goes through a Slack-format and a Teams-format alert to a real webhook receiver; what
 * arrives carries no mention and no link but the message's own.
 */
import assert from "node:assert/strict";
import { dbTest, insertTestUser } from "../../db/testing.ts";
import { updatePageUrl } from "../../domain/alerts.ts";
import {
  approve,
  insertTestAlert,
  insertUpdate,
  TEST_PUBLIC_URL,
  testAlertSettings,
} from "./alerts_test_helper.ts";
import { runAlerts } from "./run_alerts.ts";
import { startWebhookReceiver } from "./webhook_receiver_test_helper.ts";

const HOSTILE_LINK =
  "https://evil.example/a> <!channel> Urgent … <https://phish.example/login|legalwatch.app/login> |x";
const HOSTILE_TITLE = "Pay rules <!here> [Reset your password](https://phish.example/reset)";
const HOSTILE_SUMMARY =
  "Act now: <https://phish.example/login|legalwatch.app/login> or [Sign in](https://phish.example/login).";

/** The `<…>` tokens of Slack mrkdwn (a literal < or > in text is an entity), split at the first |. */
function slackTokens(mrkdwn: string): { target: string; label: string | null }[] {
  const tokens = [];
  let at = mrkdwn.indexOf("<");
  while (at >= 0) {
    const end = mrkdwn.indexOf(">", at);
    const inner = mrkdwn.slice(at + 1, end < 0 ? undefined : end);
    const bar = inner.indexOf("|");
    tokens.push(
      bar < 0
        ? { target: inner, label: null }
        : { target: inner.slice(0, bar), label: inner.slice(bar + 1) },
    );
    at = end < 0 ? -1 : mrkdwn.indexOf("<", end);
  }
  return tokens;
}

/** Markdown links `[label](target)` and autolinks `<target>` of a text, backslash escapes skipped. */
function markdownLinks(text: string): { target: string; label: string }[] {
  const links = [];
  const unescaped = (from: number, ch: string) => {
    for (let i = from; i < text.length; i++) {
      if (text[i] === "\\") i++;
      else if (text[i] === ch) return i;
    }
    return -1;
  };
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === "<") {
      const end = unescaped(i + 1, ">");
      if (end > 0) links.push({ target: text.slice(i + 1, end), label: "" });
    } else if (text[i] === "[") {
      const close = unescaped(i + 1, "]");
      if (close > 0 && text[close + 1] === "(") {
        const end = unescaped(close + 2, ")");
        if (end > 0) {
          links.push({ label: text.slice(i + 1, close), target: text.slice(close + 2, end) });
        }
      }
    }
  }
  return links;
}

dbTest(
  "a feed's hostile link, title and summary add no mention and no link to Slack or Teams",
  async ({ db }) => {
    const receiver = startWebhookReceiver();
    try {
      const now = new Date(); // receivers refuse old timestamps
      const admin = await insertTestUser(db, new Date(), "admin");
      const user = await insertTestUser(db);
      for (const format of ["slack", "teams"] as const) {
        await insertTestAlert(db, user.id, {
          name: `In ${format}`,
          channel: "webhook",
          webhookFormat: format,
          webhookUrl: receiver.url(`/${format}`),
          createdAt: new Date(0),
        });
      }
      const update = await insertUpdate(db, {
        title: HOSTILE_TITLE,
        summary: HOSTILE_SUMMARY,
        sourceUrl: HOSTILE_LINK,
      });
      await approve(db, [update], admin.id, now);
      await runAlerts(db, testAlertSettings(), { now: () => now });
      const byPath = new Map(receiver.calls.map((c) => [c.path, JSON.parse(c.body)]));
      assert.deepEqual([...byPath.keys()].sort(), ["/slack", "/teams"]);
      const pageUrl = updatePageUrl(TEST_PUBLIC_URL, update);

      const slack = byPath.get("/slack");
      const mrkdwn = [
        slack.text,
        ...slack.blocks.flatMap((b: { text?: { text: string }; elements?: { text: string }[] }) =>
          b.text ? [b.text.text] : (b.elements ?? []).map((e) => e.text)
        ),
      ].join("\n");
      const tokens = slackTokens(mrkdwn);
      assert.deepEqual(tokens.filter((t) => /^[!@#]/.test(t.target)), [], "no mention");
      assert.deepEqual(tokens.map((t) => t.label), [
        "Pay rules &lt;!here&gt; [Reset your password](https://phish.example/reset)",
        "Open in LegalWatch",
        "Manage alerts",
      ], "only the message's own links");
      const [source, page, manage] = tokens.map((t) => t.target);
      assert.equal(new URL(source!.replaceAll("&amp;", "&")).host, "evil.example");
      assert.ok(!source!.includes("|") && !source!.includes(" "), "the link stays one link");
      assert.equal(page, pageUrl);
      assert.equal(manage, `${TEST_PUBLIC_URL}/alerts`);
      assert.ok(
        mrkdwn.includes("Act now: &lt;https://phish.example/login|legalwatch.app/login&gt;"),
      );

      const card = byPath.get("/teams").attachments[0].content;
      const texts: string[] = card.body.map((b: { text: string }) => b.text);
      const links = texts.flatMap(markdownLinks);
      assert.deepEqual(links.map((l) => l.label), [
        "Pay rules \\<!here\\> \\[Reset your password\\]\\(https://phish.example/reset\\)",
        "Open in LegalWatch",
      ], "only the message's own links");
      assert.equal(new URL(links[0]!.target).host, "evil.example");
      assert.ok(!/[\s()[\]<>]/.test(links[0]!.target), "the link stays one link");
      assert.equal(links[1]!.target, pageUrl);
      assert.ok(texts.some((t) => t.startsWith("Act now: \\<https://phish.example/login|")));
    } finally {
      await receiver.close();
    }
  },
);
