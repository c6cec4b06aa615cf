/**
 * The small pages of the one-click unsubscribe link opened in a browser (RFC 8058 §3.2: a GET
 * must not unsubscribe, since mail scanners follow links): a confirmation with a button that
 * POSTs back to the same URL, the result, and the page for a link that is no longer valid.
 */
import { xmlText } from "./xml_text.ts";

/** Marks the form's POST, which answers a page instead of the mail client's 204. */
export const PAGE_FIELD = "from";
export const PAGE_VALUE = "page";

export const UNSUBSCRIBE_TEXTS = {
  confirmTitle: "Unsubscribe from this alert?",
  button: "Unsubscribe",
  doneTitle: "You are unsubscribed",
  alreadyOff: "This alert is already turned off.",
  invalidTitle: "This link is not valid",
  invalid: "The unsubscribe link is unknown or its alert was deleted.",
} as const;

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${xmlText(title)} · LegalWatch</title></head>` +
    `<body style="font-family: system-ui, sans-serif; background: #f8fafc; color: #0f172a; ` +
    `margin: 0; padding: 48px 16px;"><main style="max-width: 480px; margin: 0 auto; ` +
    `background: #fff; border: 1px solid #e2e8f0; border-radius: 8px; padding: 24px;">` +
    `<p style="color: #1d4ed8; font-weight: 700; margin-top: 0;">LegalWatch</p>` +
    `<h1 style="font-size: 20px;">${xmlText(title)}</h1>${body}</main></body></html>`;
}

/** The confirmation page (GET) of a valid link. */
export function confirmPage(alertName: string, isActive: boolean): string {
  if (!isActive) {
    return page(UNSUBSCRIBE_TEXTS.doneTitle, `<p>${UNSUBSCRIBE_TEXTS.alreadyOff}</p>`);
  }
  return page(
    UNSUBSCRIBE_TEXTS.confirmTitle,
    `<p>You will no longer receive messages from the alert “${xmlText(alertName)}”. ` +
      `You can turn it back on in LegalWatch at any time.</p>` +
      `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
      `<input type="hidden" name="${PAGE_FIELD}" value="${PAGE_VALUE}">` +
      `<button type="submit" style="background: #1d4ed8; color: #fff; border: 0; ` +
      `border-radius: 6px; padding: 8px 16px; font-size: 14px;">${UNSUBSCRIBE_TEXTS.button}` +
      `</button></form>`,
  );
}

/** The page after the form's POST. */
export function donePage(alertName: string): string {
  return page(
    UNSUBSCRIBE_TEXTS.doneTitle,
    `<p>The alert “${xmlText(alertName)}” is turned off.</p>`,
  );
}

/** The page of an unknown link. */
export function invalidPage(): string {
  return page(UNSUBSCRIBE_TEXTS.invalidTitle, `<p>${UNSUBSCRIBE_TEXTS.invalid}</p>`);
}
