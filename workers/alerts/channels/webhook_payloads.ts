/**
 * The bodies a webhook receives, one per format: Standard Webhooks JSON
 * (`{type, timestamp, data: {updates}}`; a revision's update also carries `revision` and its
 * redline `diff`), a Slack incoming-webhook message (`{text, blocks}`), and a Teams message
 * carrying an Adaptive Card (both with a "Revised: …" line of changed words for revisions).
 */
import {
  WEBHOOK_EVENT_TYPE,
  WEBHOOK_REVISED_EVENT_TYPE,
  WEBHOOK_TEST_EVENT_TYPE,
  type WebhookFormat,
} from "../../../domain/alerts.ts";
import type { AlertContent, UpdateView } from "../content.ts";
import { changesLine } from "../revision_content.ts";

function eventType(content: AlertContent): string {
  if (content.test) return WEBHOOK_TEST_EVENT_TYPE;
  return content.revised ? WEBHOOK_REVISED_EVENT_TYPE : WEBHOOK_EVENT_TYPE;
}

/** Updates listed one by one in a Slack or Teams message; the rest are counted. */
export const CHAT_UPDATES_SHOWN = 20;

/** The Standard Webhooks body. */
export function standardBody(content: AlertContent, timestamp: Date) {
  return {
    type: eventType(content),
    timestamp: timestamp.toISOString(),
    data: {
      alert: { id: content.alertId, name: content.alertName },
      updates: content.updates.map((u) => ({
        id: u.id,
        title: u.title,
        summary: u.summary,
        category: u.category,
        jurisdiction: u.jurisdiction || null,
        publishDate: u.publishDate,
        sourceUrl: u.sourceUrl,
        url: u.url,
        ...(u.revision
          ? {
            revision: { id: u.revision.id, seenAt: u.revision.seenAt },
            diff: u.revision.diff,
          }
          : {}),
      })),
    },
  };
}

/** Slack mrkdwn needs &, < and > escaped; link labels must not close the link. */
function slackText(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

const clip = (text: string, max: number) => text.length > max ? `${text.slice(0, max - 1)}…` : text;

function facts(update: UpdateView): string {
  return [update.jurisdiction, update.category, update.publishDay].filter(Boolean).join(" · ");
}

function more(content: AlertContent): string | null {
  const hidden = content.updates.length - CHAT_UPDATES_SHOWN;
  return hidden > 0 ? `…and ${hidden} more in LegalWatch.` : null;
}

/** The Slack message (Block Kit; section texts stay under Slack's 3,000 characters). */
export function slackBody(content: AlertContent) {
  const blocks: unknown[] = [
    { type: "header", text: { type: "plain_text", text: clip(content.heading, 150) } },
  ];
  for (const update of content.updates.slice(0, CHAT_UPDATES_SHOWN)) {
    const title = `*<${update.sourceUrl}|${slackText(clip(update.title, 300))}>*`;
    const changes = changesLine(update);
    const body = `${title}\n${slackText(facts(update))}\n` +
      (changes ? `${slackText(changes)}\n` : "") +
      `${slackText(clip(update.summary, 1500))}\n<${update.url}|Open in LegalWatch>`;
    blocks.push({ type: "section", text: { type: "mrkdwn", text: body } });
  }
  const rest = more(content);
  const footer = `${rest ? `${rest} ` : ""}Alert “${slackText(content.alertName)}” · ` +
    `<${content.manageUrl}|Manage alerts>`;
  blocks.push({ type: "context", elements: [{ type: "mrkdwn", text: footer }] });
  return { text: clip(content.subject, 300), blocks };
}

/** The Teams message: one Adaptive Card (version 1.4) as an attachment. */
export function teamsBody(content: AlertContent) {
  const body: unknown[] = [
    { type: "TextBlock", text: content.heading, weight: "Bolder", size: "Medium", wrap: true },
  ];
  for (const update of content.updates.slice(0, CHAT_UPDATES_SHOWN)) {
    body.push(
      {
        type: "TextBlock",
        text: `[${update.title.replaceAll("]", ")")}](${update.sourceUrl})`,
        weight: "Bolder",
        wrap: true,
        separator: true,
      },
      { type: "TextBlock", text: facts(update), isSubtle: true, spacing: "None", wrap: true },
      ...(changesLine(update)
        ? [{ type: "TextBlock", text: changesLine(update), wrap: true }]
        : []),
      { type: "TextBlock", text: clip(update.summary, 1500), wrap: true },
      { type: "TextBlock", text: `[Open in LegalWatch](${update.url})`, wrap: true },
    );
  }
  const rest = more(content);
  if (rest) body.push({ type: "TextBlock", text: rest, isSubtle: true, wrap: true });
  body.push({
    type: "TextBlock",
    text: `Alert “${content.alertName}”`,
    isSubtle: true,
    size: "Small",
    wrap: true,
  });
  return {
    type: "message",
    attachments: [{
      contentType: "application/vnd.microsoft.card.adaptive",
      contentUrl: null,
      content: {
        $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
        type: "AdaptiveCard",
        version: "1.4",
        body,
        actions: [{ type: "Action.OpenUrl", title: "Manage alerts", url: content.manageUrl }],
      },
    }],
  };
}

/** The JSON body of a webhook in its format. */
export function webhookBody(format: WebhookFormat, content: AlertContent, now: Date): string {
  const body = format === "slack"
    ? slackBody(content)
    : format === "teams"
    ? teamsBody(content)
    : standardBody(content, now);
  return JSON.stringify(body);
}
