/**
 * Alerts (issue 13): the request shapes of /api/alerts and /api/auth/calendar-token as the server
 * validates them and the web's dialog checks them, and the answers as zod schemas (the web reads
 * their types; tests parse answers with them). No db, Deno or hono imports here.
 */
import { z } from "zod";
import {
  ALERT_CHANNELS,
  ALERT_FREQUENCIES,
  ALERT_LIMITS,
  DELIVERY_STATUSES,
  WEBHOOK_FORMATS,
} from "../../domain/alerts.ts";
import { canonicalCategory, CATEGORIES, isKnownCategory } from "../../domain/categories.ts";
import { NOT_PUBLIC_TEXT } from "../../domain/fetch_problem.ts";
import { foldText } from "../../domain/term_match.ts";
import { MAX_SERIAL_ID } from "./ids.ts";
import { hasNoCredentials, httpUrl } from "./urls.ts";

/** The server's words for alerts, kept in one place (the dialog shows them on its fields). */
export const ALERT_MESSAGES = {
  nameRequired: "Please enter a name for the alert.",
  nameTooLong: `Alert name must be at most ${ALERT_LIMITS.nameMax} characters`,
  tooManyAlerts: `You can keep at most ${ALERT_LIMITS.perUser} alerts.`,
  jurisdictionIdsInvalid: "Jurisdictions must be given by their numeric ids",
  tooManyJurisdictions: `At most ${ALERT_LIMITS.jurisdictions} jurisdictions per alert`,
  /** Followed by the offending ids, e.g. "…: 7, 9". */
  unknownJurisdictions: "These jurisdictions do not exist",
  industriesInvalid: "Industries must be among the 14 categories",
  keywordsInvalid: "Keywords must be a list of words or phrases",
  keywordTooLong: `Each keyword must be at most ${ALERT_LIMITS.keywordMax} characters`,
  tooManyKeywords: `At most ${ALERT_LIMITS.keywords} keywords per alert`,
  channelInvalid: "Channel must be email, webhook or feed",
  frequencyInvalid: "Frequency must be instant, daily or weekly",
  webhookFormatInvalid: "Webhook format must be standard, slack or teams",
  webhookUrlInvalid: "Please enter a valid webhook URL (http or https)",
  webhookUrlRequired: "A webhook alert needs a webhook URL",
  /** Refused at save (ADR 0111), in the words a failed delivery would use. */
  webhookUrlPrivate: NOT_PUBLIC_TEXT,
  notFound: "Alert not found",
  feedSendsNothing: "A feed alert sends no messages: open its feed URL in a feed reader.",
  deleted: "Alert deleted",
  /** Completes the throttle's "Too many test messages. Please try again in N minutes." */
  testsThrottled: "test messages",
  testInFlight: "Your last test message is still being sent. Please try again in a few seconds.",
  testsBusy: "Too many test messages are being sent right now. Please try again in a few seconds.",
  /** What a test answers: only whether it arrived, and why not in words that name no host. */
  testDelivered: "Delivered",
  testFailedStatus: (status: number) => `Failed (HTTP ${status})`,
  testTimedOut: "Failed (timeout)",
  testRefused: "Failed (refused)",
} as const;

const name = z.string({ error: ALERT_MESSAGES.nameRequired }).trim()
  .min(ALERT_LIMITS.nameMin, ALERT_MESSAGES.nameRequired)
  .max(ALERT_LIMITS.nameMax, ALERT_MESSAGES.nameTooLong);

/** Distinct jurisdiction ids; empty means any jurisdiction. */
const jurisdictionIds = z.array(
  z.number({ error: ALERT_MESSAGES.jurisdictionIdsInvalid })
    .int(ALERT_MESSAGES.jurisdictionIdsInvalid)
    .min(1, ALERT_MESSAGES.jurisdictionIdsInvalid)
    .max(MAX_SERIAL_ID, ALERT_MESSAGES.jurisdictionIdsInvalid),
  { error: ALERT_MESSAGES.jurisdictionIdsInvalid },
).transform((ids) => [...new Set(ids)])
  .pipe(z.array(z.number()).max(ALERT_LIMITS.jurisdictions, ALERT_MESSAGES.tooManyJurisdictions));

/** Categories by any spelling the listing accepts, stored canonically; empty means any. */
const industries = z.array(
  z.string({ error: ALERT_MESSAGES.industriesInvalid })
    .refine(isKnownCategory, ALERT_MESSAGES.industriesInvalid)
    .transform((value) => canonicalCategory(value)),
  { error: ALERT_MESSAGES.industriesInvalid },
).max(CATEGORIES.length * 2, ALERT_MESSAGES.industriesInvalid)
  .transform((values) => [...new Set(values)]);

/**
 * Words or phrases, trimmed with inner blanks collapsed; blank ones dropped, repeats (in the
 * folding matching uses, domain/term_match.ts) dropped keeping the first spelling. Empty means
 * any text.
 */
const keywords = z.array(
  z.string({ error: ALERT_MESSAGES.keywordsInvalid })
    .transform((value) => value.trim().replace(/\s+/g, " "))
    .pipe(z.string().max(ALERT_LIMITS.keywordMax, ALERT_MESSAGES.keywordTooLong)),
  { error: ALERT_MESSAGES.keywordsInvalid },
).transform((values) => {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = foldText(value);
    if (value === "" || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}).pipe(z.array(z.string()).max(ALERT_LIMITS.keywords, ALERT_MESSAGES.tooManyKeywords));

const channel = z.enum(ALERT_CHANNELS, { error: ALERT_MESSAGES.channelInvalid });
const frequency = z.enum(ALERT_FREQUENCIES, { error: ALERT_MESSAGES.frequencyInvalid });
const webhookFormat = z.enum(WEBHOOK_FORMATS, { error: ALERT_MESSAGES.webhookFormatInvalid });

/** An http(s) URL without user name or password; empty or null clears it. */
const webhookUrl = z.union([z.string(), z.null()], { error: ALERT_MESSAGES.webhookUrlInvalid })
  .transform((value) => value?.trim() || null)
  .pipe(
    httpUrl(ALERT_MESSAGES.webhookUrlInvalid)
      .max(ALERT_LIMITS.webhookUrlMax, ALERT_MESSAGES.webhookUrlInvalid)
      .refine(hasNoCredentials, ALERT_MESSAGES.webhookUrlInvalid)
      .nullable(),
  );

/** The fields of a rule after validation, as the server merges and stores them. */
export interface AlertRuleFields {
  channel: (typeof ALERT_CHANNELS)[number];
  webhookUrl: string | null;
}

/**
 * The rule that needs more than one field: a webhook alert needs its URL. Answers the field
 * and message of the problem, or null. The server runs it on the merged rule of a PATCH too.
 */
export function alertRuleProblem(
  rule: AlertRuleFields,
): { field: "webhookUrl"; message: string } | null {
  if (rule.channel === "webhook" && !rule.webhookUrl) {
    return { field: "webhookUrl", message: ALERT_MESSAGES.webhookUrlRequired };
  }
  return null;
}

const fields = {
  name,
  jurisdictionIds,
  industries,
  keywords,
  channel,
  frequency,
  webhookUrl,
  webhookFormat,
  isActive: z.boolean({ error: "isActive must be true or false" }),
};

/**
 * POST /api/alerts. Omitted lists mean "any"; channel defaults to email, frequency to instant,
 * webhookFormat to standard. webhookUrl is required (http or https) when channel is webhook.
 */
export const CreateAlertBody = z.object({
  name: fields.name,
  jurisdictionIds: fields.jurisdictionIds.default([]),
  industries: fields.industries.default([]),
  keywords: fields.keywords.default([]),
  channel: fields.channel.default("email"),
  frequency: fields.frequency.default("instant"),
  webhookUrl: fields.webhookUrl.default(null),
  webhookFormat: fields.webhookFormat.default("standard"),
  isActive: fields.isActive.default(true),
}).superRefine((body, ctx) => {
  const problem = alertRuleProblem(body);
  if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
});
export type CreateAlertInput = z.input<typeof CreateAlertBody>;

/** PATCH /api/alerts/{id}: any subset of the fields; the merged rule must still hold. */
export const UpdateAlertBody = z.object({
  name: fields.name.optional(),
  jurisdictionIds: fields.jurisdictionIds.optional(),
  industries: fields.industries.optional(),
  keywords: fields.keywords.optional(),
  channel: fields.channel.optional(),
  frequency: fields.frequency.optional(),
  webhookUrl: fields.webhookUrl.optional(),
  webhookFormat: fields.webhookFormat.optional(),
  isActive: fields.isActive.optional(),
});
export type UpdateAlertInput = z.input<typeof UpdateAlertBody>;

// ---- Answers ----

/**
 * An alert as every call answers it. Dates are ISO strings (UTC). `webhookUrl` and
 * `webhookFormat` are present only on webhook alerts. `feedUrl` is the private Atom feed
 * (PUBLIC_URL/api/alerts/feed/TOKEN.atom): its token is stored hashed, so the URL is given only
 * in the answer that made it (POST /api/alerts, rotate-secret, rotate-feed) and is null in every
 * other answer; rotating makes a new one and the old one stops working.
 */
export const AlertSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  jurisdictionIds: z.array(z.number()),
  industries: z.array(z.enum(CATEGORIES)),
  keywords: z.array(z.string()),
  channel: z.enum(ALERT_CHANNELS),
  frequency: z.enum(ALERT_FREQUENCIES),
  webhookUrl: z.string().optional(),
  webhookFormat: z.enum(WEBHOOK_FORMATS).optional(),
  feedUrl: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** When a message of this alert last went out (any update), or null. */
  lastDeliveryAt: z.string().nullable(),
});
export type Alert = z.infer<typeof AlertSchema>;

/** GET /api/alerts answer: the caller's alerts, oldest first. */
export const AlertListResponse = z.strictObject({ alerts: z.array(AlertSchema) });
export type AlertListResponse = z.infer<typeof AlertListResponse>;

/**
 * POST /api/alerts (201) and PATCH /api/alerts/{id} answer. `webhookSecret` (`whsec_…`, for
 * verifying the Standard Webhooks signature) is given once: when a webhook alert is created, or
 * when a PATCH turns an alert into a webhook alert.
 */
export const SaveAlertResponse = z.strictObject({
  alert: AlertSchema,
  webhookSecret: z.string().optional(),
});
export type SaveAlertResponse = z.infer<typeof SaveAlertResponse>;

/**
 * POST /api/alerts/{id}/rotate-secret answer: a new webhook secret and a new feed URL (both old
 * ones stop working). POST /api/alerts/{id}/rotate-feed answers the same without webhookSecret.
 */
export const RotateSecretResponse = z.strictObject({
  alert: AlertSchema,
  webhookSecret: z.string().optional(),
});
export type RotateSecretResponse = z.infer<typeof RotateSecretResponse>;

/**
 * POST /api/alerts/{id}/test answer: whether the message arrived. `message` is 'Delivered', or
 * 'Failed (HTTP 503)' / 'Failed (timeout)' / 'Failed (refused)' (no such host, a blocked
 * address, a refused connection or message): never the receiver's own text or a resolver's, so
 * that the call tells nothing about hosts (ADR 0089). `ok` is false when it did
 * not arrive (the answer is still 200: the call itself worked). Too many tests answer 429 with
 * Retry-After (ADR 0090).
 */
export const TestAlertResponse = z.strictObject({
  ok: z.boolean(),
  message: z.string(),
});
export type TestAlertResponse = z.infer<typeof TestAlertResponse>;

/** One delivery in the history: an update's approval, or one of its revisions (issue 16). */
export const DeliverySchema = z.strictObject({
  legalUpdateId: z.number(),
  /** Null for the update's approval; else the revision this delivery announced. */
  revisionId: z.number().nullable(),
  title: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  /** Tries so far (a pending delivery with attempts > 0 is waiting to retry). */
  attempts: z.number(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof DeliverySchema>;

/** GET /api/alerts/{id}/deliveries answer: newest first, at most {@link DELIVERIES_SHOWN}. */
export const DeliveryListResponse = z.strictObject({ deliveries: z.array(DeliverySchema) });
export type DeliveryListResponse = z.infer<typeof DeliveryListResponse>;

/** How many deliveries the history answers. */
export const DELIVERIES_SHOWN = 200;

/**
 * POST /api/auth/calendar-token answer: the secret iCalendar URL (PUBLIC_URL/api/calendar/
 * TOKEN.ics). Posting again makes a new one; the old one then answers 404.
 */
export const CalendarTokenResponse = z.strictObject({ url: z.string() });
export type CalendarTokenResponse = z.infer<typeof CalendarTokenResponse>;
