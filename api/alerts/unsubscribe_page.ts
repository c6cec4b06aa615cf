/**
 * The small pages of the one-click unsubscribe link opened in a browser (RFC 8058 §3.2: a GET
 * must not unsubscribe, since mail scanners follow links): a confirmation with a button that
 * POSTs back to the same URL, the result, and the page for a link that is no longer valid.
 */
import { postButton, smallPage as page } from "../small_page.ts";
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

/** The confirmation page (GET) of a valid link. */
export function confirmPage(alertName: string, isActive: boolean): string {
  if (!isActive) {
    return page(UNSUBSCRIBE_TEXTS.doneTitle, `<p>${UNSUBSCRIBE_TEXTS.alreadyOff}</p>`);
  }
  return page(
    UNSUBSCRIBE_TEXTS.confirmTitle,
    `<p>You will no longer receive messages from the alert “${xmlText(alertName)}”. ` +
      `You can turn it back on in LegalWatch at any time.</p>` +
      postButton(UNSUBSCRIBE_TEXTS.button, {
        "List-Unsubscribe": "One-Click",
        [PAGE_FIELD]: PAGE_VALUE,
      }),
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
