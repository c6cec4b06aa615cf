/**
 * The content of the admins' daily health email (issue 14): the sources that turned failing or
 * silent since the last one (db/queries/health_report.ts), each with its jurisdiction, URL and
 * the reason, and a link to Source Management. No turned source, no email (null).
 *
 * Sending is not here: run_health_report.ts hands this content to the `send` it is given, in the
 * product mail_health_email.ts over the alerts' mail transport.
 */
import type { HealthTurn } from "../../db/queries/health_report.ts";
import { problemCodeText } from "../../domain/fetch_problem.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Subject, HTML and plain-text bodies of the email. */
export interface HealthEmail {
  subject: string;
  html: string;
  text: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Why a source is in the email, in one sentence. */
export function turnReason(turn: HealthTurn, now: Date): string {
  if (turn.health === "failing") {
    // In words, as Source Management says it (ADR 0111).
    const error = turn.lastSyncProblem ? `: ${problemCodeText(turn.lastSyncProblem, "feed")}` : "";
    return `Failing: ${turn.consecutiveErrors} failed syncs in a row${error}`;
  }
  if (!turn.lastNewItemAt) return "Silent: no new item for a long time";
  const days = Math.floor((now.getTime() - turn.lastNewItemAt.getTime()) / DAY_MS);
  const allowed = turn.allowedSilenceMs === null
    ? ""
    : ` (it usually publishes well within ${Math.round(turn.allowedSilenceMs / DAY_MS)} days)`;
  return `Silent: no new item for ${days} days${allowed}`;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/** The email for these turned sources at `now`, or null when there are none. */
export function composeHealthEmail(
  turned: readonly HealthTurn[],
  options: { publicUrl: string; now: Date },
): HealthEmail | null {
  if (turned.length === 0) return null;
  const failing = turned.filter((t) => t.health === "failing").length;
  const silent = turned.length - failing;
  const counts = [
    failing ? `${plural(failing, "source")} failing` : null,
    silent ? `${plural(silent, "source")} silent` : null,
  ].filter(Boolean).join(", ");
  const subject = `LegalWatch source health: ${counts}`;
  const manageUrl = `${options.publicUrl}/jurisdictions`;
  const intro = "These sources turned failing or silent since the last health email:";

  const text = [
    intro,
    "",
    ...turned.flatMap((t) => [
      `- ${t.name} (${t.jurisdiction})`,
      `  ${turnReason(t, options.now)}`,
      `  ${t.url}`,
    ]),
    "",
    `Source Management: ${manageUrl}`,
    "",
  ].join("\n");

  const items = turned.map((t) =>
    `<li><strong>${escapeHtml(t.name)}</strong> (${escapeHtml(t.jurisdiction)})<br>` +
    `${escapeHtml(turnReason(t, options.now))}<br>` +
    `<a href="${escapeHtml(t.url)}">${escapeHtml(t.url)}</a></li>`
  ).join("\n");
  const html = [
    `<!DOCTYPE html>`,
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family: sans-serif; line-height: 1.5">`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>`,
    items,
    `</ul>`,
    `<p><a href="${escapeHtml(manageUrl)}">Open Source Management</a></p>`,
    `</body></html>`,
    ``,
  ].join("\n");
  return { subject, html, text };
}
