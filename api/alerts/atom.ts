/**
 * An alert's Atom 1.0 feed (RFC 4287): the newest matching approved updates, each with its
 * title, summary, category and jurisdiction, the source link and the LegalWatch link. Ids are
 * tag URIs (RFC 4151) on PUBLIC_URL's host, so an entry keeps its id however often the feed is
 * read or the token rotated.
 */
import type { ApprovedUpdate } from "../../db/queries/alert_feed.ts";
import { updatePageUrl } from "../../domain/alerts.ts";
import { xmlText } from "./xml_text.ts";

/** What the feed says about its alert. */
export interface FeedAlert {
  id: number;
  name: string;
  updatedAt: Date;
}

/** The tag URI authority: PUBLIC_URL's host and the year LegalWatch's ids began. */
function tagAuthority(publicUrl: string): string {
  return `tag:${new URL(publicUrl).hostname || "localhost"},2026`;
}

/** The time the feed last changed: its newest entry or the alert's own edit. */
export function feedUpdatedAt(alert: FeedAlert, entries: readonly ApprovedUpdate[]): Date {
  let newest = alert.updatedAt.getTime();
  for (const entry of entries) newest = Math.max(newest, entry.updatedAt.getTime());
  return new Date(newest);
}

function entryXml(update: ApprovedUpdate, publicUrl: string, authority: string): string {
  const inApp = updatePageUrl(publicUrl, update.id);
  const facts = [update.jurisdiction, update.category].filter(Boolean).join(" · ");
  const summary = update.summary?.trim() || "No summary yet.";
  const html = `<p>${xmlText(facts)}</p><p>${xmlText(summary)}</p>` +
    `<p><a href="${xmlText(update.sourceUrl)}">Source</a> · ` +
    `<a href="${xmlText(inApp)}">Open in LegalWatch</a></p>`;
  const categories = [
    `<category term="${xmlText(update.category)}" label="${xmlText(update.category)}"/>`,
    update.jurisdiction
      ? `<category term="${xmlText(update.jurisdiction)}" label="Jurisdiction: ${
        xmlText(update.jurisdiction)
      }"/>`
      : "",
  ].join("");
  return [
    "<entry>",
    `<id>${authority}:legal-update:${update.id}</id>`,
    `<title type="text">${xmlText(update.title)}</title>`,
    `<link rel="alternate" type="text/html" href="${xmlText(update.sourceUrl)}"/>`,
    `<link rel="related" type="text/html" title="Open in LegalWatch" href="${xmlText(inApp)}"/>`,
    `<published>${update.publishDate.toISOString()}</published>`,
    `<updated>${update.updatedAt.toISOString()}</updated>`,
    `<summary type="text">${xmlText(summary)}</summary>`,
    `<content type="html">${xmlText(html)}</content>`,
    categories,
    "</entry>",
  ].join("");
}

/** The feed document. `feedUrl` is the URL it is read at (its self link). */
export function atomFeed(
  alert: FeedAlert,
  entries: readonly ApprovedUpdate[],
  options: { publicUrl: string; feedUrl: string },
): string {
  const authority = tagAuthority(options.publicUrl);
  return [
    '<?xml version="1.0" encoding="utf-8"?>\n',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `<id>${authority}:alert:${alert.id}</id>`,
    `<title type="text">LegalWatch: ${xmlText(alert.name)}</title>`,
    `<subtitle type="text">Approved legal updates matching the alert “${
      xmlText(alert.name)
    }”</subtitle>`,
    `<updated>${feedUpdatedAt(alert, entries).toISOString()}</updated>`,
    `<link rel="self" type="application/atom+xml" href="${xmlText(options.feedUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${xmlText(`${options.publicUrl}/overview`)}"/>`,
    "<author><name>LegalWatch</name></author>",
    "<generator>LegalWatch</generator>",
    ...entries.map((e) => entryXml(e, options.publicUrl, authority)),
    "</feed>\n",
  ].join("");
}
