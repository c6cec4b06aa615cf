/**
 * The bodies a webhook receives, one per format: Standard Webhooks JSON
 * (`{type, timestamp, data: {updates}}`; a revision's update also carries `revision` and its
 * redline `diff`), a Slack incoming-webhook message (`{text, blocks}`), and a Teams message
 * carrying an Adaptive Card (both with a "Revised: …" line of changed words for revisions).
 * Whatever reaches the two chat formats goes through their escaper (slack_text.ts,
 * teams_text.ts): a feed's title, summary or link cannot add a mention or a link of its own.
 */
import {
  WEBHOOK_EVENT_TYPE,
  WEBHOOK_REVISED_EVENT_TYPE,
  WEBHOOK_TEST_EVENT_TYPE,
  type WebhookFormat,
} from "../../../domain/alerts.ts";
import { type AlertContent, alsoReportedLine, type UpdateView } from "../content.ts";
import { CHANGES_LINE_MAX, changesLine } from "../revision_content.ts";
import { slackLink, slackText } from "./slack_text.ts";
import { teamsLink, teamsText } from "./teams_text.ts";

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
        // The change's other reports (issue 27): [] for a change of one.
        alsoReportedBy: u.alsoReportedBy.map((r) => ({
          title: r.title,
          source: r.source,
          sourceUrl: r.sourceUrl,
          publishDate: r.publishDate,
        })),
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

const clip = (text: string, max: number) => text.length > max ? `${text.slice(0, max - 1)}…` : text;

function facts(update: UpdateView): string {
  return [update.jurisdiction, update.category, update.publishDay].filter(Boolean).join(" · ");
}

function more(content: AlertContent): string | null {
  const hidden = content.updates.length - CHAT_UPDATES_SHOWN;
  return hidden > 0 ? `…and ${hidden} more in LegalWatch.` : null;
}

/** Slack refuses a message with a longer section text. */
const SLACK_SECTION_MAX = 3000;
const TITLE_MAX = 300;
const FACTS_MAX = 200;
const SUMMARY_MAX = 1500;
const ALERT_NAME_MAX = 200;
/** A source's name in an "Also reported by" line (ten of them fit a Slack section). */
const SOURCE_MAX = 60;
/** The longest "Also reported by" line with links in a Slack section. */
const OTHERS_MAX = 1000;

/**
 * One update as a Slack section: every text and link escaped (slack_text.ts); the summary gets
 * what is left of the section's 3,000 characters, at most 1,500.
 */
function slackSection(update: UpdateView): string {
  const changes = changesLine(update);
  // Names with links, unless long links would crowd the summary out: then names alone.
  const linked = alsoReportedLine(update, (r) => slackLink(r.sourceUrl, r.source, SOURCE_MAX));
  const others = linked && linked.length > OTHERS_MAX
    ? alsoReportedLine(update, (r) => slackText(r.source, SOURCE_MAX))
    : linked;
  const head = [
    `*${slackLink(update.sourceUrl, update.title, TITLE_MAX)}*`,
    slackText(facts(update), FACTS_MAX),
    ...(changes ? [slackText(changes, CHANGES_LINE_MAX)] : []),
    ...(others ? [others] : []),
  ].join("\n");
  const tail = slackLink(update.url, "Open in LegalWatch");
  const room = SLACK_SECTION_MAX - head.length - tail.length - 2;
  return `${head}\n${slackText(update.summary, Math.min(SUMMARY_MAX, room))}\n${tail}`;
}

/** The Slack message (Block Kit; section texts stay under Slack's 3,000 characters). */
export function slackBody(content: AlertContent) {
  const blocks: unknown[] = [
    { type: "header", text: { type: "plain_text", text: clip(content.heading, 150) } },
  ];
  for (const update of content.updates.slice(0, CHAT_UPDATES_SHOWN)) {
    blocks.push({ type: "section", text: { type: "mrkdwn", text: slackSection(update) } });
  }
  const rest = more(content);
  const footer =
    `${rest ? `${rest} ` : ""}Alert “${slackText(content.alertName, ALERT_NAME_MAX)}” · ` +
    slackLink(content.manageUrl, "Manage alerts");
  blocks.push({ type: "context", elements: [{ type: "mrkdwn", text: footer }] });
  // The notification text is read as mrkdwn too: a title there could mention @channel.
  return { text: slackText(content.subject, TITLE_MAX), blocks };
}

/** The Teams message: one Adaptive Card (version 1.4) as an attachment. */
export function teamsBody(content: AlertContent) {
  const body: unknown[] = [
    { type: "TextBlock", text: content.heading, weight: "Bolder", size: "Medium", wrap: true },
  ];
  for (const update of content.updates.slice(0, CHAT_UPDATES_SHOWN)) {
    const changes = changesLine(update);
    const others = alsoReportedLine(update, (r) => teamsLink(r.sourceUrl, r.source, SOURCE_MAX));
    body.push(
      {
        type: "TextBlock",
        text: teamsLink(update.sourceUrl, update.title),
        weight: "Bolder",
        wrap: true,
        separator: true,
      },
      {
        type: "TextBlock",
        text: teamsText(facts(update)),
        isSubtle: true,
        spacing: "None",
        wrap: true,
      },
      ...(changes ? [{ type: "TextBlock", text: teamsText(changes), wrap: true }] : []),
      { type: "TextBlock", text: teamsText(update.summary, SUMMARY_MAX), wrap: true },
      ...(others ? [{ type: "TextBlock", text: others, isSubtle: true, wrap: true }] : []),
      { type: "TextBlock", text: teamsLink(update.url, "Open in LegalWatch"), wrap: true },
    );
  }
  const rest = more(content);
  if (rest) body.push({ type: "TextBlock", text: teamsText(rest), isSubtle: true, wrap: true });
  body.push({
    type: "TextBlock",
    text: `Alert “${teamsText(content.alertName)}”`,
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
