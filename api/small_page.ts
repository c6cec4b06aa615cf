/**
 * The small server-rendered pages that links in emails open (the alerts' unsubscribe, the email
 * change confirmation): a LegalWatch card with a title and a body, styled inline, not indexed.
 */
import { xmlText } from "./alerts/xml_text.ts";

/** The page; `body` is HTML the caller has escaped, `title` is text. */
export function smallPage(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${xmlText(title)} · LegalWatch</title></head>` +
    `<body style="font-family: system-ui, sans-serif; background: #f8fafc; color: #0f172a; ` +
    `margin: 0; padding: 48px 16px;"><main style="max-width: 480px; margin: 0 auto; ` +
    `background: #fff; border: 1px solid #e2e8f0; border-radius: 8px; padding: 24px;">` +
    `<p style="color: #1d4ed8; font-weight: 700; margin-top: 0;">LegalWatch</p>` +
    `<h1 style="font-size: 20px;">${xmlText(title)}</h1>${body}</main></body></html>`;
}

/** A form that POSTs back to the page's own URL, with one submit button labelled `label`. */
export function postButton(label: string, hiddenFields: Record<string, string> = {}): string {
  const hidden = Object.entries(hiddenFields)
    .map(([name, value]) =>
      `<input type="hidden" name="${xmlText(name)}" value="${xmlText(value)}">`
    ).join("");
  return `<form method="post">${hidden}` +
    `<button type="submit" style="background: #1d4ed8; color: #fff; border: 0; ` +
    `border-radius: 6px; padding: 8px 16px; font-size: 14px;">${xmlText(label)}` +
    `</button></form>`;
}
