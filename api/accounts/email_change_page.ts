/**
 * The pages of an email change's confirmation link. Opening the link (GET) changes nothing, since
 * mail scanners fetch links before the reader does: it shows a Confirm button that POSTs back to
 * the same URL (ADR 0088). Then the result, or why the link no longer
 * works.
 */
import { xmlText } from "../alerts/xml_text.ts";
import { postButton, smallPage } from "../small_page.ts";

export const EMAIL_CHANGE_PAGE_TEXTS = {
  confirmTitle: "Confirm your new sign-in email",
  button: "Confirm",
  doneTitle: "Your sign-in email was changed",
  invalidTitle: "This link is not valid",
  invalid:
    "The confirmation link is unknown or was already used, or a newer request replaced it. Nothing was changed.",
  expiredTitle: "This link has expired",
  expired:
    "The confirmation link is no longer valid. Nothing was changed: ask for the change again on your profile.",
  takenTitle: "This email is already in use",
  taken:
    "Another account signs in with this email now, so yours was not changed. Choose another address on your profile.",
} as const;

const T = EMAIL_CHANGE_PAGE_TEXTS;

/** The page a valid link opens. */
export function confirmEmailPage(newEmail: string): string {
  return smallPage(
    T.confirmTitle,
    `<p>Press Confirm to sign in with <strong>${xmlText(newEmail)}</strong> from now on. ` +
      `Alerts and other emails will go to this address.</p>` + postButton(T.button),
  );
}

/** The page after the change. */
export function emailChangedPage(newEmail: string): string {
  return smallPage(
    T.doneTitle,
    `<p>Sign in with <strong>${xmlText(newEmail)}</strong> from now on. ` +
      `Other devices were signed out.</p><p><a href="/">Open LegalWatch</a></p>`,
  );
}

/** The page of a link that changes nothing, by why. */
export function unusableLinkPage(why: "unknown" | "expired" | "taken"): string {
  if (why === "expired") return smallPage(T.expiredTitle, `<p>${xmlText(T.expired)}</p>`);
  if (why === "taken") return smallPage(T.takenTitle, `<p>${xmlText(T.taken)}</p>`);
  return smallPage(T.invalidTitle, `<p>${xmlText(T.invalid)}</p>`);
}
