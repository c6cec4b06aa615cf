/** The plain-text part of every alert email: the same facts as the HTML part, link by link. */
import { type AlertContent, alsoReportedLine } from "../content.ts";
import type { EmailLinks } from "./alert_email.tsx";
import { changesLine } from "../revision_content.ts";

/** The text of a message. */
export function renderAlertText(content: AlertContent, links: EmailLinks): string {
  const lines = [content.heading, ""];
  for (const update of content.updates) {
    const facts = [update.jurisdiction, update.category, update.publishDay].filter(Boolean);
    const changes = changesLine(update);
    const others = alsoReportedLine(update, (r) => `${r.source} (${r.sourceUrl})`);
    lines.push(
      update.title,
      facts.join(" · "),
      ...(changes ? [changes] : []),
      update.summary,
      `Source: ${update.sourceUrl}`,
      ...(others ? [others] : []),
      `In LegalWatch: ${update.url}`,
      "",
    );
  }
  const frequency = content.frequency;
  lines.push(
    "--",
    `You receive this because of your ${frequency} alert “${content.alertName}” in LegalWatch.`,
    `Manage your alerts: ${content.manageUrl}`,
  );
  if (links.unsubscribeUrl) lines.push(`Unsubscribe from this alert: ${links.unsubscribeUrl}`);
  return `${lines.join("\n")}\n`;
}
