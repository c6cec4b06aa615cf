/**
 * Text and links for Slack mrkdwn (ADR 0085). Slack reads only `&`, `<` and
 * `>` as markup (`<!channel>`, `<@U123>`, `<url|label>`), so those three are written as entities
 * and nothing else is touched. A link is `<href|label>`: href is the parsed http(s) URL (whose
 * `<`, `>`, spaces and quotes the URL parser has percent-encoded) with `|` encoded too, else the
 * rest of the URL would become the label; anything else is shown as plain text. One pass over
 * the text, no regular expression.
 */
import { safeHttpUrl } from "../../../domain/links.ts";

/**
 * Links longer than this are shown as their label alone: a section holds 3,000 characters and
 * Slack refuses the whole message when one is longer.
 */
export const SLACK_LINK_MAX = 1000;

const ENTITY: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

function escaped(text: string): string {
  let out = "";
  for (const ch of text) out += ENTITY[ch] ?? ch;
  return out;
}

/**
 * `text` escaped for mrkdwn, at most `max` characters once escaped: a longer one is cut (never
 * inside an entity or a surrogate pair) and ends with "…".
 */
export function slackText(text: string, max = Infinity): string {
  const whole = escaped(text);
  if (whole.length <= max) return whole;
  if (max < 1) return "";
  let out = "";
  for (const ch of text) {
    const next = ENTITY[ch] ?? ch;
    if (out.length + next.length > max - 1) break;
    out += next;
  }
  return `${out}…`;
}

/** The href of `url` as Slack's `<href|label>` needs it, or null when it is no http(s) URL. */
export function slackHref(url: string): string | null {
  const href = safeHttpUrl(url);
  if (href === null) return null;
  const written = escaped(href.replaceAll("|", "%7C"));
  return written.length > SLACK_LINK_MAX ? null : written;
}

/**
 * `<href|label>` with the label escaped (at most `labelMax` characters); the label alone, as
 * plain text, when `url` is not an http(s) URL.
 */
export function slackLink(url: string, label: string, labelMax = Infinity): string {
  const href = slackHref(url);
  const text = slackText(label, labelMax);
  return href === null ? text : `<${href}|${text}>`;
}
