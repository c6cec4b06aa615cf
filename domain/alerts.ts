/**
 * The vocabulary of alerts (issue 13): how a rule delivers, how often, in which webhook format,
 * the states of a delivery and the limits. Imported by every layer; imports nothing.
 */

/** How an alert reaches its user: an email, a webhook call, or only its Atom feed. */
export const ALERT_CHANNELS = ["email", "webhook", "feed"] as const;
/** An alert channel. */
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** When matches go out: within a minute, or in the 07:00 (local) daily or Monday digest. */
export const ALERT_FREQUENCIES = ["instant", "daily", "weekly"] as const;
/** An alert frequency. */
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** The body a webhook receives: Standard Webhooks JSON, a Slack message, a Teams card. */
export const WEBHOOK_FORMATS = ["standard", "slack", "teams"] as const;
/** A webhook format. */
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/** Where one (alert, update) pair stands: waiting or retrying, delivered, given up. */
export const DELIVERY_STATUSES = ["pending", "sent", "failed"] as const;
/** A delivery status. */
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Limits of the alert rules. */
export const ALERT_LIMITS = {
  /** Alerts one user may keep. */
  perUser: 50,
  nameMin: 1,
  nameMax: 100,
  /** Keywords of one alert, and the length of each. */
  keywords: 20,
  keywordMax: 100,
  /** Jurisdictions of one alert. */
  jurisdictions: 100,
  webhookUrlMax: 2048,
} as const;

/**
 * Stands in an alert's stored prefilter words (`alerts.match_words`) for "no keywords": every
 * update passes the word prefilter.
 */
export const ANY_WORD = "*";

/** The local time at which daily and weekly digests go out. */
export const DIGEST_HOUR = 7;
/** The day of the week of the weekly digest (ISO: 1 = Monday). */
export const WEEKLY_DIGEST_ISO_DAY = 1;

/** The time zone of a user who has not chosen one. */
export const DEFAULT_TIME_ZONE = "UTC";

/** Entries of an alert's Atom feed. */
export const FEED_ENTRIES = 50;

/** The first wait after a failed delivery, doubled after each further failure. */
export const RETRY_FIRST_DELAY_MS = 60_000;
/** No wait is longer than this: the delivery that would need a longer one fails for good. */
export const RETRY_MAX_DELAY_MS = 24 * 60 * 60_000;

/**
 * The wait before the next try after `attempts` failed ones (1 min, 2 min, 4 min, …), or null
 * when the next wait would exceed 24 h: then the delivery is `failed`. That allows 11 retries,
 * the last about 17 h after the one before.
 */
export function retryDelayMs(attempts: number): number | null {
  const delay = RETRY_FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1);
  return delay > RETRY_MAX_DELAY_MS ? null : delay;
}

/** The event type of the Standard Webhooks body. */
export const WEBHOOK_EVENT_TYPE = "legal_update.approved";
/** The event type of a revision of an update already delivered (issue 16). */
export const WEBHOOK_REVISED_EVENT_TYPE = "legal_update.revised";
/** The event type of a test message ("Send test"). */
export const WEBHOOK_TEST_EVENT_TYPE = "alert.test";

/**
 * The runtime's canonical spelling of an IANA time zone name ("utc" → "UTC"), or null when it
 * names none. Offsets such as "+01:00" are refused: they know no daylight saving time.
 */
export function canonicalTimeZone(name: string): string | null {
  if (name.length === 0 || name.length > 64 || !/^[A-Za-z]/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * The page of an update in LegalWatch: its shareable detail page (web/src/lib/pages.ts
 * UPDATE_DETAIL_ROUTE), open to anyone once the update is approved, which is when alerts send it.
 */
export function updatePageUrl(publicUrl: string, id: number): string {
  return `${publicUrl}/updates/${id}`;
}

/** The Tasks screen, naming one task. */
export function taskPageUrl(publicUrl: string, id: number): string {
  return `${publicUrl}/tasks?task=${id}`;
}

/** The web page of a compliance register entry (issue 29). */
export function registerEntryPageUrl(publicUrl: string, id: number): string {
  return `${publicUrl}/register/${id}`;
}

/** The path (below PUBLIC_URL) of an alert's Atom feed. */
export function feedPath(token: string): string {
  return `/api/alerts/feed/${token}.atom`;
}

/**
 * How long a message's one-click unsubscribe secret works: after that it answers like an unknown
 * one and is deleted (ADR 0093); the email's "Manage your alerts" link
 * still works.
 */
export const UNSUBSCRIBE_TOKEN_MS = 90 * 24 * 60 * 60_000;

/** The path (below PUBLIC_URL) of the one-click unsubscribe of one message. */
export function unsubscribePath(token: string): string {
  return `/api/alerts/unsubscribe/${token}`;
}

/** The path (below PUBLIC_URL) of a user's calendar of deadlines. */
export function calendarPath(token: string): string {
  return `/api/calendar/${token}.ics`;
}
