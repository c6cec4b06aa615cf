/**
 * Test data for the alert engine: settings pointing at the test's servers, a jurisdiction,
 * pending updates, alerts inserted as the API would, and approvals through the one status
 * change (db/queries/review.ts), which queues them for matching. Not a test file itself.
 */
import type { Db } from "../../db/client.ts";
import { type AlertRow, insertAlertWithinLimit, type NewAlert } from "../../db/queries/alerts.ts";
import { setStatuses } from "../../db/queries/review.ts";
import { jurisdictions, legalUpdates } from "../../db/schema.ts";
import type { Category } from "../../domain/categories.ts";
import { keywordColumns } from "../../domain/alert_rule.ts";
import { type Settings, testSettings } from "../settings.ts";
import { hashUrlToken, newUrlToken, newWebhookSecret } from "./tokens.ts";

export const TEST_PUBLIC_URL = "https://lw.example";

/**
 * Settings for an alerts test: links on TEST_PUBLIC_URL, webhooks to the test's receivers on
 * 127.0.0.1 (unless `allowPrivateFetch` is false), mail to `smtpUrl` (else a temp outbox).
 */
export function testAlertSettings(
  options: { smtpUrl?: string; outboxDir?: string; allowPrivateFetch?: boolean } = {},
): Settings {
  return testSettings({
    server: { publicUrl: TEST_PUBLIC_URL },
    mail: {
      smtpUrl: options.smtpUrl ?? null,
      ...(options.outboxDir === undefined ? {} : { outboxDir: options.outboxDir }),
    },
    security: { allowPrivateFetch: options.allowPrivateFetch ?? true },
  });
}

/** A jurisdiction; answers its id. */
export async function insertJurisdiction(db: Db, name: string): Promise<number> {
  const [row] = await db.insert(jurisdictions).values({ name }).returning({ id: jurisdictions.id });
  return row!.id;
}

let updateSerial = 0;

/** A pending update (analysed); answers its id. */
export async function insertUpdate(
  db: Db,
  fields: {
    title: string;
    content?: string;
    summary?: string;
    category?: Category;
    jurisdictionId?: number | null;
    publishDate?: Date;
    /** The link as the feed wrote it (default: a unique gazette.example URL). */
    sourceUrl?: string;
  },
): Promise<number> {
  const n = ++updateSerial;
  const url = fields.sourceUrl ?? `https://gazette.example/alerts/${Date.now()}-${n}`;
  const [row] = await db.insert(legalUpdates).values({
    title: fields.title,
    content: fields.content ?? "",
    aiSummary: fields.summary ?? `Summary of ${fields.title}`,
    aiCategory: fields.category ?? "Tax",
    jurisdictionId: fields.jurisdictionId ?? null,
    sourceUrl: url,
    sourceUrlKey: url,
    publishDate: fields.publishDate ?? new Date("2026-06-01T00:00:00Z"),
    analysisState: "done",
  }).returning({ id: legalUpdates.id });
  return row!.id;
}

/** Approves updates as an admin would (portal, bulk and edit all come here). */
export async function approve(db: Db, ids: number[], actorId: string, now: Date) {
  await setStatuses(db, ids, { status: "approved", actorId, now });
}

/** An alert stored as POST /api/alerts would store it; answers the row and its secrets. */
export async function insertTestAlert(
  db: Db,
  userId: string,
  fields: Partial<Omit<NewAlert, "userId" | "matchWords" | "feedTokenHash" | "webhookSecret">>,
): Promise<{ alert: AlertRow; feedToken: string; webhookSecret: string }> {
  const feedToken = newUrlToken();
  const webhookSecret = newWebhookSecret();
  const alert = await insertAlertWithinLimit(db, {
    name: "Test alert",
    ...fields,
    userId,
    ...keywordColumns(fields.keywords ?? []),
    feedTokenHash: hashUrlToken(feedToken),
    webhookSecret,
  });
  if (!alert) throw new Error("alerts_test_helper: alert limit reached");
  return { alert, feedToken, webhookSecret };
}
