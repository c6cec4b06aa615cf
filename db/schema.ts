/**
 * Every stored entity of spec part 2 §3, plus the tables the server needs for itself
 * (throttle counters, the status audit log). Columns are camelCase here and snake_case in
 * Postgres (drizzle's `casing: "snake_case"`, set in db/client.ts and db/drizzle.config.ts).
 */
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { CATEGORIES, type Category } from "../domain/categories.ts";
import type { AnalyserKind } from "../domain/analysers.ts";
import type { ApiTokenScope } from "../domain/api_tokens.ts";
import type {
  AlertChannel,
  AlertFrequency,
  DeliveryStatus,
  WebhookFormat,
} from "../domain/alerts.ts";
import type { AnalysisState, HistoryKind, UpdateStatus } from "../domain/legal_updates.ts";
import { REVISION_REVIEWS, type RevisionReview } from "../domain/revisions.ts";
import type { ObligationSource } from "../domain/obligations.ts";
import type { PushReason, PushState } from "../domain/push.ts";
import type { Role } from "../domain/roles.ts";
import type { SyncIntervalReason } from "../domain/sync_schedule.ts";
import type {
  SourceFormat,
  SourceHealth,
  SourceKeyAction,
  SourceType,
  SyncStatus,
} from "../domain/sources.ts";
import type { RiskLevel, TaskStatus } from "../domain/tasks.ts";
import type { Applicability, HistorySubject, RegisterStatus } from "../domain/register.ts";

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const when = () => timestamp({ withTimezone: true });

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

export const users = pgTable("users", {
  id: text().primaryKey(),
  /** Stored lower-cased, so the unique index is case-insensitive. */
  email: text().notNull().unique(),
  firstName: text(),
  lastName: text(),
  profileImageUrl: text(),
  role: text().$type<Role>().notNull().default("user"),
  passwordHash: text(),
  mustChangePassword: boolean().notNull().default(false),
  tempPasswordExpiresAt: when(),
  isActive: boolean().notNull().default(true),
  stripeCustomerId: text(),
  stripeSubscriptionId: text(),
  subscriptionTier: text().notNull().default("free"),
  subscriptionStatus: text().notNull().default("active"),
  subscriptionStartDate: when(),
  subscriptionEndDate: when(),
  autoRenew: boolean().notNull().default(false),
  billingCycle: text().notNull().default("monthly"),
  trialEndsAt: when(),
  resetToken: text(),
  resetTokenExpiresAt: when(),
  emailVerified: boolean().notNull().default(false),
  emailVerificationToken: text(),
  securityAnswer1: text(),
  securityAnswer2: text(),
  securityAnswer3: text(),
  /**
   * The question forgot-password/email issued (1 to 3) and when: validate and reset accept only
   * this number, for 15 minutes (ADR 0016).
   */
  resetQuestionNumber: integer(),
  resetQuestionIssuedAt: when(),
  lastLoginAt: when(),
  maxReports: integer().notNull().default(10),
  reportsRemaining: integer().notNull().default(10),
  reportsResetAt: when(),
  companyName: text(),
  companyWebsiteUrl: text(),
  employeeCount: integer(),
  shareTasksWithCompany: boolean().notNull().default(false),
  filterJurisdictions: jsonb().$type<string[]>().notNull().default([]),
  filterIndustries: jsonb().$type<string[]>().notNull().default([]),
  /** IANA time zone of the alert digests (07:00 local), validated with Intl when written. */
  timeZone: text().notNull().default("UTC"),
  /** SHA-256 of the secret in the user's calendar URL (api/calendar); null until one is made. */
  calendarTokenHash: bytea().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index("users_company_name_idx").on(sql`lower(${t.companyName})`)]);

/**
 * Lucia-style sessions: the cookie holds `id.secret`; only SHA-256(secret) is stored.
 * A setup-only session may call nothing but complete-setup and logout.
 */
export const sessions = pgTable("sessions", {
  id: text().primaryKey(),
  userId: text().notNull().references(() => users.id, { onDelete: "cascade" }),
  secretHash: bytea().notNull(),
  setupOnly: boolean().notNull().default(false),
  createdAt: createdAt(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
}, (t) => [index("sessions_user_idx").on(t.userId)]);

/**
 * Personal API tokens (issue 28): `Authorization: Bearer lw_…`. Only SHA-256 of the token is kept,
 * looked up by its unique index; revoking deletes the row (ADR 0131).
 */
export const apiTokens = pgTable("api_tokens", {
  id: text().primaryKey(),
  userId: text().notNull().references(() => users.id, { onDelete: "cascade" }),
  name: text().notNull(),
  tokenHash: bytea().notNull().unique(),
  /** A subset of read, write, admin (domain/api_tokens.ts). */
  scopes: text().array().$type<ApiTokenScope[]>().notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  /** Written at most once a minute per token (api/auth/api_tokens.ts). */
  lastUsedAt: when(),
}, (t) => [index("api_tokens_user_idx").on(t.userId)]);

/**
 * A single sign-on in progress, between GET /api/auth/oidc/login and the provider's redirect to the
 * callback (ADR 0134): found by SHA-256 of the `state` the browser's cookie also
 * holds, taken (deleted) by the callback, so each login completes at most once.
 */
export const oidcLogins = pgTable("oidc_logins", {
  stateHash: bytea().primaryKey(),
  nonce: text().notNull(),
  codeVerifier: text().notNull(),
  /** Where the browser goes once signed in (a path of ours). */
  returnPath: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
}, (t) => [index("oidc_logins_expires_idx").on(t.expiresAt)]);

/**
 * The provider's account (issuer and `sub`) an account is linked to since its first single
 * sign-on: later sign-ins find the account by it, and another `sub` with the same email is refused.
 */
export const oidcIdentities = pgTable("oidc_identities", {
  issuer: text().notNull(),
  subject: text().notNull(),
  userId: text().notNull().references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ columns: [t.issuer, t.subject] }),
  uniqueIndex("oidc_identities_user_issuer_idx").on(t.userId, t.issuer),
]);

/**
 * A self-service change of the sign-in email waiting for its confirmation link (issue 23): one per
 * user (a new request replaces the old), only SHA-256 of the link's token kept. The account's
 * email changes only when the link is used, so alerts go to the old address until then.
 */
export const emailChangeRequests = pgTable("email_change_requests", {
  userId: text().primaryKey().references(() => users.id, { onDelete: "cascade" }),
  /** Lower-cased, like users.email; re-checked for uniqueness at confirmation. */
  newEmail: text().notNull(),
  tokenHash: bytea().notNull().unique(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const jurisdictions = pgTable("jurisdictions", {
  id: serial().primaryKey(),
  name: text().notNull(),
  description: text(),
  syncFrequency: integer().notNull().default(3),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex("jurisdictions_name_key").on(sql`lower(${t.name})`)]);

export const rssSources = pgTable("rss_sources", {
  id: serial().primaryKey(),
  jurisdictionId: integer().notNull().references(() => jurisdictions.id, {
    onDelete: "cascade",
  }),
  name: text().notNull(),
  url: text().notNull(),
  sourceType: text().$type<SourceType>().notNull().default("jurisdiction"),
  isActive: boolean().notNull().default(true),
  legislativeFilter: text(),
  /** How the URL is read: a feed ("auto") or one of the adapters (domain/sources.ts). */
  format: text().$type<SourceFormat>().notNull().default("auto"),
  /** The CSS selector of a "web-page" source's item links; null for the other formats. */
  selector: text(),
  /** Fetch the linked page of items that bring only a title or a short teaser. */
  fetchFullText: boolean().notNull().default(false),
  lastSync: when(),
  lastSyncStatus: text().$type<SyncStatus>().notNull().default("pending"),
  /** The technical, module-prefixed error of the last sync (server-side only). */
  lastSyncError: text(),
  /**
   * Why the last sync failed, as a FetchProblem code (domain/fetch_problem.ts): what users read
   * instead of lastSyncError (ADR 0111).
   */
  lastSyncProblem: text(),
  /** Conditional GET validators from the last successful fetch. */
  etag: text(),
  lastModified: text(),
  /** Backoff: consecutive failures, and the earliest time the cron may try again. */
  consecutiveErrors: integer().notNull().default(0),
  retryAfter: when(),
  /**
   * The sync queue (db/queries/sync_queue.ts): when the source is next due (its jurisdiction's
   * frequency, or its backoff; a new source at the epoch: due at once, first in line), and the
   * claim of the worker syncing it (expires by itself).
   */
  nextSyncAt: timestamp({ withTimezone: true }).notNull().default(sql`'epoch'::timestamptz`),
  /**
   * The read schedule (issue 26, workers/feeds/schedule/next_read.ts): the current interval and
   * why (domain/sync_schedule.ts), null until the source's first read (its jurisdiction's then).
   */
  syncIntervalSeconds: integer(),
  syncIntervalReason: text().$type<SyncIntervalReason>(),
  /**
   * The dates (ISO) of the source's recent items, newest first, at most 100 within four weeks:
   * its activity, kept so that a 304 still knows it (schedule/activity.ts).
   */
  recentItemDates: jsonb().$type<string[]>().notNull().default([]),
  /** How often the feed itself says to read it (<ttl>, sy:updatePeriod), in seconds, or null. */
  feedRefreshSeconds: integer(),
  claimedUntil: when(),
  claimedBy: text(),
  /**
   * The health ("failing" or "silent") the admins' daily health email last reported, null when
   * none or since the source recovered: so that each source is reported once when it turns
   * (db/queries/health_report.ts).
   */
  reportedHealth: text().$type<SourceHealth>(),
  /**
   * The source's API key for its service (issue 30), encrypted (db/secrets/secret_box.ts:
   * `v1:<iv>:<ciphertext>`); null when it has none. Never answered, exported or logged.
   */
  apiKeyEncrypted: text(),
  /**
   * Where the next read of a change API read in pages starts (workers/feeds/sources/paged.ts),
   * in its adapter's words; null before the first page and after the URL or format changes.
   */
  readCursor: text(),
  /** The language of the source's texts (ISO 639-1, e.g. "en"); null: the format's default. */
  language: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index("rss_sources_jurisdiction_idx").on(t.jurisdictionId),
  index("rss_sources_next_sync_idx").on(t.nextSyncAt),
]);

/**
 * Who set, replaced or cleared a source's API key, and when (issue 30): never the key itself
 * (ADR 0170).
 */
export const sourceKeyChanges = pgTable("source_key_changes", {
  id: serial().primaryKey(),
  sourceId: integer().notNull().references(() => rssSources.id, { onDelete: "cascade" }),
  actorId: text().references(() => users.id, { onDelete: "set null" }),
  action: text().$type<SourceKeyAction>().notNull(),
  changedAt: createdAt(),
}, (t) => [index("source_key_changes_source_idx").on(t.sourceId)]);

/**
 * A source's WebSub subscription (issue 26, workers/feeds/push/): at most one per source. The
 * hub calls back at `/api/websub/{id}` (a random id) and signs what it pushes with `secret`.
 * `sourceId` is set null when the source is deleted, so that the row outlives it until the hub
 * has been told to unsubscribe (the push maintenance job).
 */
export const websubSubscriptions = pgTable("websub_subscriptions", {
  id: text().primaryKey(),
  sourceId: integer().references(() => rssSources.id, { onDelete: "set null" }),
  hub: text().notNull(),
  /** The feed's self URL: what the hub knows it by. */
  topic: text().notNull(),
  secret: text().notNull(),
  state: text().$type<PushState>().notNull(),
  /** Why the source polls instead (state "failed"); null otherwise. */
  reason: text().$type<PushReason>(),
  /** When the hub said the lease ends (its verification's hub.lease_seconds). */
  leaseEndsAt: when(),
  /** When we last asked the hub (subscribe, renew or unsubscribe). */
  requestedAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("websub_subscriptions_source_idx").on(t.sourceId)]);

/**
 * Per-host fetch slots shared by every worker process (politeness across processes): a fetch
 * holds one of a host's slots, claimed like a source, so that at most `slot` count fetches of a
 * host run at once over all workers. A crashed holder's slot expires.
 */
export const hostFetchSlots = pgTable("host_fetch_slots", {
  host: text().notNull(),
  slot: integer().notNull(),
  holder: text(),
  claimedUntil: when(),
}, (t) => [primaryKey({ columns: [t.host, t.slot] })]);

/** The 14 category names as SQL literals, for the CHECK below (a constant list, not parameters). */
const CATEGORY_LITERALS = sql.raw(CATEGORIES.map((c) => `'${c.replaceAll("'", "''")}'`).join(", "));

export const legalUpdates = pgTable("legal_updates", {
  id: serial().primaryKey(),
  title: text().notNull(),
  content: text().notNull().default(""),
  sourceUrl: text().notNull(),
  /** sourceUrl normalised (ADR 0010): the dedupe key, unique across the table. */
  sourceUrlKey: text().notNull().unique(),
  publishDate: timestamp({ withTimezone: true }).notNull(),
  jurisdictionId: integer().references(() => jurisdictions.id, { onDelete: "set null" }),
  rssSourceId: integer().references(() => rssSources.id, { onDelete: "set null" }),
  /** Free-text source name of a manual update (the form's 'Source Name'). */
  source: text(),
  status: text().$type<UpdateStatus>().notNull().default("pending"),
  aiSummary: text(),
  /**
   * One of the 14 categories, spelled canonically (every writer canonicalises, the CHECK refuses
   * anything else); NULL until analysed, shown as 'General'.
   */
  aiCategory: text().$type<Category>(),
  analysisState: text().$type<AnalysisState>().notNull().default("pending"),
  analysisAttempts: integer().notNull().default(0),
  /** The analysis queue: the claim of the worker analysing the update (expires by itself). */
  analysisClaimedUntil: when(),
  /**
   * The analyser's record (ADR 0058): the category, analyser, model and time of
   * the first analysis. Written once, by it; reviewer edits and re-analyses leave them alone.
   */
  aiCategoryOriginal: text().$type<Category>(),
  analysedBy: text().$type<AnalyserKind>(),
  /** The Gemini model id; null for the offline rules. */
  analysisModel: text(),
  analysedAt: when(),
  reviewedBy: text().references(() => users.id, { onDelete: "set null" }),
  reviewedAt: when(),
  approvedAt: when(),
  /** Lower-cased title, summary and category: what the trigram index serves search from. */
  searchText: text().generatedAlwaysAs(
    (): SQL =>
      sql`lower(${legalUpdates.title} || ' ' || coalesce(${legalUpdates.aiSummary}, '') || ' ' || coalesce(${legalUpdates.aiCategory}, ''))`,
  ),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /**
   * When an admin last saved the obligations list; from then on the list is theirs and a
   * re-analysis leaves it alone (ADR 0064). NULL: the analyser's list.
   */
  obligationsEditedAt: when(),
  /**
   * When the analyser's obligations were last stored for the current analysis (none found
   * counts). NULL on an analysed row: never extracted (stored before, or seeded without), so
   * that the start-up backfill extracts them (ADR 0104).
   */
  obligationsExtractedAt: when(),
  /**
   * SHA-256 (hex) of the title and content as the feed last gave them (before any full-text
   * fetch): a re-sync whose item hashes otherwise is a revision (ADR 0079).
   * NULL for manual updates and rows stored before revisions: the next sync adopts
   * the feed's hash without recording a revision.
   */
  contentHash: text(),
  /** When the text last changed at the source (the latest revision); NULL when never revised. */
  revisedAt: when(),
  /**
   * The change this report belongs to (issue 27, ADR 0141): NULL when the report
   * is its change's primary (a change of one included), else the primary's id. Only one level:
   * a primary's id is never itself a report with a primary.
   */
  primaryId: integer().references((): AnyPgColumn => legalUpdates.id, { onDelete: "set null" }),
}, (t) => [
  // The other reports of some changes ("Also reported by"): tiny, since most changes are of one.
  index("legal_updates_primary_idx").on(t.primaryId).where(sql`${t.primaryId} is not null`),
  index("legal_updates_status_publish_idx").on(t.status, t.publishDate.desc(), t.id.desc()),
  index("legal_updates_jurisdiction_idx").on(t.jurisdictionId, t.status, t.publishDate.desc()),
  // A source's items newest first: source health reads its 10 newest and its last 12 weeks
  // from the index alone (createdAt is there for an item's first-seen date).
  index("legal_updates_source_publish_idx").on(t.rssSourceId, t.publishDate.desc(), t.createdAt),
  index("legal_updates_status_idx").on(t.status),
  index("legal_updates_analysis_idx").on(t.analysisState).where(
    sql`${t.analysisState} <> 'done'`,
  ),
  // The search: of changes only (their primaries), as the listing searches. A report joining a
  // change, under the grouping lock, adds no trigram entries (ADR 0194).
  index("legal_updates_search_idx").using("gin", sql`${t.searchText} gin_trgm_ops`)
    .where(sql`${t.primaryId} is null`),
  // Analysed updates whose obligations were never extracted: what the start-up backfill reads
  // (empty once it has run, so that a start that finds nothing costs nothing).
  index("legal_updates_obligations_unextracted_idx").on(t.id)
    .where(sql`${t.analysisState} = 'done' and ${t.obligationsExtractedAt} is null`),
  // Newest approvals first: alert feeds (db/queries/alert_feed.ts).
  index("legal_updates_approved_idx").on(t.approvedAt.desc(), t.id.desc())
    .where(sql`${t.status} = 'approved'`),
  check(
    "legal_updates_ai_category_check",
    sql`${t.aiCategory} is null or ${t.aiCategory} in (${CATEGORY_LITERALS})`,
  ),
  check(
    "legal_updates_ai_category_original_check",
    sql`${t.aiCategoryOriginal} is null or ${t.aiCategoryOriginal} in (${CATEGORY_LITERALS})`,
  ),
]);

/**
 * What the grouping of reports (issue 27, workers/dedup/) reads of a stored report, written when
 * it is stored (ADR 0141): the MinHash signature (128 × uint32, little-endian), the
 * LSH band hashes (the band number mixed in, as int32; looked up in legal_update_bands), and the acts it is about
 * (`ownKeys`, exact) with `matchKeys` (those plus a bill's key without its congress) under GIN.
 * `official`: the report comes from an official publisher (ADR 0142).
 */
export const legalUpdateFeatures = pgTable("legal_update_features", {
  legalUpdateId: integer().primaryKey().references(() => legalUpdates.id, {
    onDelete: "cascade",
  }),
  signature: bytea().notNull(),
  bands: integer().array().notNull(),
  ownKeys: text().array().notNull(),
  matchKeys: text().array().notNull(),
  variant: text().notNull(),
  titleNumbers: text().array().notNull(),
  titleWords: text().array().notNull(),
  /**
   * The key facts it states (workers/dedup/key_facts.ts, ADR 0175): `date:…`, `rate:…`, `sum:…`;
   * looked up in legal_update_fact_keys.
   */
  keyFacts: text().array().notNull().default(sql`'{}'::text[]`),
  /** Days since 1970-01-01 (UTC) of the publish date. */
  day: integer().notNull(),
  /** The jurisdiction's id as text; NULL for a specialist source's report (matches any). */
  jurisdiction: text(),
  official: boolean().notNull(),
  /**
   * A hash of the features a copy shares (signature, acts, variant, title, day, jurisdiction,
   * official): a new report finds its stored copy by it (ADR 0176). NULL for
   * reports stored before it.
   */
  copyKey: integer(),
  /**
   * The report whose bands stand for this one's: a copy of it in its change, stored without
   * band rows of its own. NULL: the report holds its own bands.
   */
  copyOf: integer(),
}, (t) => [
  // Copies are looked up among the reports that hold bands (ADR 0176).
  index("legal_update_features_copy_key_idx").on(t.copyKey).where(sql`${t.copyOf} is null`),
  // The delete trigger finds the copies of a deleted holder by it.
  index("legal_update_features_copy_of_idx").on(t.copyOf).where(sql`${t.copyOf} is not null`),
  // fastupdate off: a batch's lookup probes thousands of keys, and GIN scans its whole pending
  // list of unmerged entries for each (6 s against 0.2 s at 100,000 rows, ADR 0141).
  // The bands are looked up in legal_update_bands (ADR 0158): the array stays as the
  // row's record (the delete trigger reads it), unindexed.
  index("legal_update_features_keys_idx").using("gin", t.matchKeys).with({ fastupdate: false }),
]);

/**
 * The LSH bands of the stored reports, one row per band (ADR 0158): a batch's
 * near-duplicate candidates are `band_hash = any($1) and day between …`, one descent of the
 * primary key per band value reading only the reports of the day window (index only). No foreign
 * key (a check per band row would cost more than the insert): a trigger on legal_update_features
 * deletes a report's bands with it and hands them to its first copy (hand-written in the
 * migrations; a copy stores none, ADR 0176).
 */
export const legalUpdateBands = pgTable("legal_update_bands", {
  bandHash: integer().notNull(),
  /** The report's day (legal_update_features.day), so the window is part of the key. */
  day: integer().notNull(),
  legalUpdateId: integer().notNull(),
}, (t) => [primaryKey({ columns: [t.bandHash, t.day, t.legalUpdateId] })]);

/**
 * The key facts of the stored reports that hold their own bands, one row per fact (ADR
 * 0184): a batch's candidates by key fact are `fact = any($1) and day between …`
 * with the bands' 7-day window, so a common date pulls in only the reports of a fortnight. Kept
 * like legal_update_bands: no foreign key, the delete trigger removes a report's rows or hands
 * them to its first copy (hand-written in the migrations).
 */
export const legalUpdateFactKeys = pgTable("legal_update_fact_keys", {
  /** The fact as stored in legal_update_features.key_facts (short text: `date:2026-10-01`). */
  fact: text().notNull(),
  /** The report's day (legal_update_features.day), so the window is part of the key. */
  day: integer().notNull(),
  legalUpdateId: integer().notNull(),
}, (t) => [primaryKey({ columns: [t.fact, t.day, t.legalUpdateId] })]);

/**
 * The duties an update states (issue 16): who must do what by when, each citing the sentence of
 * the title or content that says so. Written by the analyser (source 'ai', with its name) or by an
 * admin ('admin': added or changed in the portal); `position` keeps the list's order.
 */
export const legalUpdateObligations = pgTable("legal_update_obligations", {
  id: serial().primaryKey(),
  legalUpdateId: integer().notNull().references(() => legalUpdates.id, { onDelete: "cascade" }),
  position: integer().notNull(),
  actor: text().notNull(),
  action: text().notNull(),
  deadline: date({ mode: "string" }),
  citation: text().notNull(),
  confidence: real().notNull(),
  source: text().$type<ObligationSource>().notNull(),
  /** The analyser's name ("offline rules" or the Gemini model); null for an admin's. */
  analyser: text(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex("legal_update_obligations_position_key").on(t.legalUpdateId, t.position),
  // The horizon reads deadlines in a window (issue 29).
  index("legal_update_obligations_deadline_idx").on(t.deadline).where(
    sql`${t.deadline} is not null`,
  ),
  check(
    "legal_update_obligations_confidence_check",
    sql`${t.confidence} >= 0 and ${t.confidence} <= 1`,
  ),
  check("legal_update_obligations_source_check", sql`${t.source} in ('ai', 'admin')`),
]);

/**
 * The texts an update has had (issue 16): when a synced item comes back under the same link with
 * another title or content, the new text is kept here and becomes the update's. The first
 * revision of an update also stores its original text (seen when the update was created), so
 * there are always two to compare.
 */
export const legalUpdateRevisions = pgTable("legal_update_revisions", {
  id: serial().primaryKey(),
  legalUpdateId: integer().notNull().references(() => legalUpdates.id, { onDelete: "cascade" }),
  title: text().notNull(),
  content: text().notNull(),
  contentHash: text().notNull(),
  seenAt: timestamp({ withTimezone: true }).notNull(),
  /**
   * Whether the text went public (issue 23, ADR 0094): `applied` at once, or a
   * revision of an approved update waiting for (`pending`) or given an admin's decision.
   */
  review: text().$type<RevisionReview>().notNull().default("applied"),
  /** The admin who approved or rejected a pending revision, and when. */
  reviewedBy: text().references(() => users.id, { onDelete: "set null" }),
  reviewedAt: when(),
}, (t) => [
  index("legal_update_revisions_update_idx").on(t.legalUpdateId, t.id),
  // The portal's "Revision pending" filter and count read this small index alone.
  index("legal_update_revisions_pending_idx").on(t.legalUpdateId).where(
    sql`${t.review} = 'pending'`,
  ),
  check(
    "legal_update_revisions_review_check",
    sql`${t.review} in (${sql.raw(REVISION_REVIEWS.map((r) => `'${r}'`).join(", "))})`,
  ),
]);

/**
 * The audit history of a legal update: every status change (who moved it from what to what, and
 * when), and every decision on a pending revision of its text (issue 23: `kind`, the status kept).
 */
export const legalUpdateStatusChanges = pgTable("legal_update_status_changes", {
  id: serial().primaryKey(),
  legalUpdateId: integer().notNull().references(() => legalUpdates.id, { onDelete: "cascade" }),
  actorId: text().references(() => users.id, { onDelete: "set null" }),
  fromStatus: text().$type<UpdateStatus>().notNull(),
  toStatus: text().$type<UpdateStatus>().notNull(),
  kind: text().$type<HistoryKind>().notNull().default("status"),
  /** Why the admin rejected it, when they said (optional, at most STATUS_REASON_MAX chars). */
  reason: text(),
  /**
   * A split or join (issue 27): the other report named (the change's primary the report left or
   * joined, or the report split off or joined in). NULL for other kinds.
   */
  otherUpdateId: integer(),
  changedAt: createdAt(),
}, (t) => [index("legal_update_status_changes_update_idx").on(t.legalUpdateId)]);

export const userPreferences = pgTable("user_preferences", {
  id: serial().primaryKey(),
  userId: text().notNull().references(() => users.id, { onDelete: "cascade" }),
  rssSourceId: integer().notNull().references(() => rssSources.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("user_preferences_pair_key").on(t.userId, t.rssSourceId)]);

export const userFavorites = pgTable("user_favorites", {
  id: serial().primaryKey(),
  userId: text().notNull().references(() => users.id, { onDelete: "cascade" }),
  legalUpdateId: integer().notNull().references(() => legalUpdates.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex("user_favorites_pair_key").on(t.userId, t.legalUpdateId),
  index("user_favorites_recent_idx").on(t.userId, t.createdAt.desc()),
]);

export const tasks = pgTable("tasks", {
  id: serial().primaryKey(),
  userId: text().notNull().references(() => users.id, { onDelete: "cascade" }),
  title: varchar({ length: 200 }).notNull(),
  description: text(),
  ownerName: varchar({ length: 100 }),
  department: varchar({ length: 100 }),
  dueDate: date({ mode: "string" }),
  status: text().$type<TaskStatus>().notNull().default("open"),
  riskScore: text().$type<RiskLevel>().notNull().default("low"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  closedAt: when(),
}, (t) => [index("tasks_user_idx").on(t.userId)]);

export const taskLegalUpdates = pgTable("task_legal_updates", {
  id: serial().primaryKey(),
  taskId: integer().notNull().references(() => tasks.id, { onDelete: "cascade" }),
  legalUpdateId: integer().notNull().references(() => legalUpdates.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("task_legal_updates_pair_key").on(t.taskId, t.legalUpdateId)]);

export const globalSettings = pgTable("global_settings", {
  id: serial().primaryKey(),
  key: text().notNull().unique(),
  value: jsonb().notNull(),
  description: text(),
  updatedAt: updatedAt(),
});

/**
 * Failure counters for sign-in and security answers, kept in Postgres so that the limits hold
 * across every instance. key is e.g. "login:account:a@b.c" or "login:client:203.0.113.7".
 */
export const authThrottle = pgTable("auth_throttle", {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * A user's alert rule (issue 13). Empty lists mean "any". `matchWords` is what the matcher's SQL
 * prefilter reads (domain/alert_rule.ts): the first word of each keyword, folded, or
 * '*' when the alert has no keywords; the GIN index finds the alerts an update's words touch.
 */
export const alerts = pgTable("alerts", {
  id: serial().primaryKey(),
  userId: text().notNull().references(() => users.id, { onDelete: "cascade" }),
  name: text().notNull(),
  jurisdictionIds: integer().array().notNull().default(sql`'{}'::integer[]`),
  industries: text().array().$type<Category[]>().notNull().default(sql`'{}'::text[]`),
  keywords: text().array().notNull().default(sql`'{}'::text[]`),
  matchWords: text().array().notNull().default(sql`'{*}'::text[]`),
  /**
   * True when `matchWords` decides the keywords on its own (no keywords, or each one word):
   * matching then needs no text check in code (db/queries/alert_matching.ts).
   */
  wordsDecide: boolean().notNull().default(true),
  /**
   * The word rule (MATCH_WORDS_VERSION) `matchWords` and `wordsDecide` were made by; 0 for rows
   * from before it was recorded. Older rows are rebuilt at start (ADR 0095).
   */
  matchWordsVersion: integer().notNull().default(0),
  channel: text().$type<AlertChannel>().notNull().default("email"),
  frequency: text().$type<AlertFrequency>().notNull().default("instant"),
  webhookUrl: text(),
  webhookFormat: text().$type<WebhookFormat>().notNull().default("standard"),
  /**
   * `whsec_…`, kept as is: signing needs the secret itself (Standard Webhooks), so it cannot be
   * hashed. It leaves the server only in the answer that made it.
   */
  webhookSecret: text().notNull(),
  /** SHA-256 of the secret in the feed URL. */
  feedTokenHash: bytea().notNull().unique(),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index("alerts_user_idx").on(t.userId),
  index("alerts_match_words_idx").using("gin", t.matchWords),
]);

/**
 * The approvals the alert worker has yet to match (an outbox): applyStatus writes one row per
 * update that becomes approved, in the approving transaction; the worker takes rows with
 * `FOR UPDATE SKIP LOCKED`, writes the deliveries and deletes them in one transaction.
 */
export const alertMatchQueue = pgTable("alert_match_queue", {
  id: serial().primaryKey(),
  legalUpdateId: integer().notNull().references(() => legalUpdates.id, { onDelete: "cascade" }),
  approvedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * The revisions of approved updates the alert worker has yet to deliver (an outbox, like
 * alert_match_queue): the sync writes one row per revision of an approved update, in the
 * transaction that records it (db/queries/revisions.ts).
 */
export const alertRevisionQueue = pgTable("alert_revision_queue", {
  id: serial().primaryKey(),
  legalUpdateId: integer().notNull().references(() => legalUpdates.id, { onDelete: "cascade" }),
  revisionId: integer().notNull().references(() => legalUpdateRevisions.id, {
    onDelete: "cascade",
  }),
  revisedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * One (alert, update, revision) triple, the primary key: each approval of an update (revisionId
 * 0) and each revision of it is delivered at most once per alert however many workers run.
 * `dueAt` is when it may next be sent (the approval for instant alerts, the next 07:00 local for
 * digests, the backoff after a failure; a claim moves it out by the claim lease).
 *
 * Matching inserts about 130,000 rows for 100 approvals and 30,000 alerts (scripts/bench), so the
 * table keeps only the indexes something reads: the key (claims in alert order, an alert's
 * history, the cascade from alerts), the pending due times (claims) and the update (a revision
 * goes to the alerts its update's approval went to: db/queries/alert_revisions.ts). No serial id:
 * the key names a row.
 */
export const alertDeliveries = pgTable("alert_deliveries", {
  alertId: integer().notNull().references(() => alerts.id, { onDelete: "cascade" }),
  legalUpdateId: integer().notNull().references(() => legalUpdates.id, { onDelete: "cascade" }),
  /**
   * 0 (APPROVAL_REVISION): the update's approval; else the id of the revision this delivery
   * announces. Not null, so that it can be part of the key; no foreign key, since a revision goes
   * only with its update, whose cascade removes the delivery.
   */
  revisionId: integer().notNull().default(0),
  status: text().$type<DeliveryStatus>().notNull().default("pending"),
  attempts: integer().notNull().default(0),
  /**
   * Why the delivery is failing or failed: the technical, module-prefixed error of a send (the
   * server log's words), or the reason of a cancellation (already user text).
   */
  lastError: text(),
  /**
   * A send's failure as a FetchProblem code (domain/fetch_problem.ts); when set, the history
   * shows its text instead of lastError (ADR 0111).
   */
  lastProblem: text(),
  dueAt: timestamp({ withTimezone: true }).notNull(),
  sentAt: when(),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({
    name: "alert_deliveries_pkey",
    columns: [t.alertId, t.legalUpdateId, t.revisionId],
  }),
  index("alert_deliveries_due_idx").on(t.dueAt).where(sql`${t.status} = 'pending'`),
  index("alert_deliveries_update_idx").on(t.legalUpdateId),
]);

/**
 * The one-click unsubscribe secrets (RFC 8058), one per message sent (test messages have none):
 * only SHA-256 is kept, so each message gets its own; any of them turns its alert off. A secret
 * works for 90 days; the alerts job deletes older ones, found by the created_at index.
 */
export const alertUnsubscribeTokens = pgTable("alert_unsubscribe_tokens", {
  tokenHash: bytea().primaryKey(),
  alertId: integer().notNull().references(() => alerts.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
}, (t) => [
  index("alert_unsubscribe_tokens_alert_idx").on(t.alertId),
  index("alert_unsubscribe_tokens_created_idx").on(t.createdAt),
]);

/**
 * The compliance register (issue 29). `scope` is the register an entry belongs to: one per
 * company that shares, else one per user (domain/register.ts registerScopeOf, ADR
 * 0153). An entry made from an obligation keeps its id while the duty lives; when
 * a revision or an edit drops the duty the entry is flagged (`dutyRemovedAt`), not deleted.
 */
export const registerEntries = pgTable("register_entries", {
  id: serial().primaryKey(),
  scope: text().notNull(),
  obligationId: integer().references(() => legalUpdateObligations.id, { onDelete: "set null" }),
  legalUpdateId: integer().references(() => legalUpdates.id, { onDelete: "set null" }),
  duty: text().notNull(),
  citation: text(),
  applicability: text().$type<Applicability>().notNull().default("applies"),
  applicabilityReason: text(),
  ownerId: text().references(() => users.id, { onDelete: "set null" }),
  status: text().$type<RegisterStatus>().notNull().default("not_assessed"),
  dueDate: date({ mode: "string" }),
  notes: text(),
  dutyRemovedAt: when(),
  createdBy: text().references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  // The list's order (due date, none last, then id) read from the index.
  index("register_entries_scope_idx").on(t.scope, t.dueDate, t.id),
  uniqueIndex("register_entries_obligation_key").on(t.scope, t.obligationId)
    .where(sql`${t.obligationId} is not null`),
  index("register_entries_obligation_idx").on(t.obligationId),
  check(
    "register_entries_status_check",
    sql`${t.status} in ('not_assessed', 'gap', 'in_progress', 'compliant')`,
  ),
  check(
    "register_entries_applicability_check",
    sql`${t.applicability} in ('applies', 'not_applicable')`,
  ),
]);

/** A company's own controls and policies, which register entries map to. */
export const registerControls = pgTable("register_controls", {
  id: serial().primaryKey(),
  scope: text().notNull(),
  reference: text().notNull(),
  name: text().notNull(),
  description: text().notNull().default(""),
  ownerId: text().references(() => users.id, { onDelete: "set null" }),
  createdBy: text().references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex("register_controls_reference_key").on(t.scope, sql`lower(${t.reference})`)]);

export const registerEntryControls = pgTable("register_entry_controls", {
  entryId: integer().notNull().references(() => registerEntries.id, { onDelete: "cascade" }),
  controlId: integer().notNull().references(() => registerControls.id, { onDelete: "cascade" }),
}, (t) => [
  primaryKey({ columns: [t.entryId, t.controlId] }),
  index("register_entry_controls_control_idx").on(t.controlId),
]);

export const registerEntryTasks = pgTable("register_entry_tasks", {
  entryId: integer().notNull().references(() => registerEntries.id, { onDelete: "cascade" }),
  taskId: integer().notNull().references(() => tasks.id, { onDelete: "cascade" }),
}, (t) => [
  primaryKey({ columns: [t.entryId, t.taskId] }),
  index("register_entry_tasks_task_idx").on(t.taskId),
]);

/**
 * The files that prove an entry (issue 29): kept in the database with their SHA-256; removing
 * one sets `removedAt`/`removedBy` and keeps the row (the history says so too).
 */
export const registerEvidence = pgTable("register_evidence", {
  id: serial().primaryKey(),
  entryId: integer().notNull().references(() => registerEntries.id, { onDelete: "cascade" }),
  fileName: text().notNull(),
  mediaType: text().notNull(),
  size: integer().notNull(),
  sha256: text().notNull(),
  /**
   * The bytes of files stored before register_evidence_parts: moved into parts and emptied (null)
   * by the migration that made them; nothing reads or writes it (ADR 0183).
   */
  content: bytea(),
  createdBy: text().references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  removedAt: when(),
  removedBy: text().references(() => users.id, { onDelete: "set null" }),
}, (t) => [index("register_evidence_entry_idx").on(t.entryId)]);

/**
 * The bytes of an evidence file in slices of at most 1 MiB, numbered from 0 in file order
 * (ADR 0183): postgres.js sends and reads a bytea as hex text, so a file written
 * or read a part at a time holds one part's hex text, never the whole file's. A removed file
 * has no parts (ADR 0172).
 */
export const registerEvidenceParts = pgTable("register_evidence_parts", {
  evidenceId: integer().notNull().references(() => registerEvidence.id, { onDelete: "cascade" }),
  part: integer().notNull(),
  bytes: bytea().notNull(),
}, (t) => [primaryKey({ columns: [t.evidenceId, t.part] })]);

/**
 * Every change to an entry, control or evidence file: who, when, which field, from what to what.
 * No foreign keys on the subjects: the trail outlives what it describes (a deleted entry's rows
 * stay). `entryId` is set for an entry's and its evidence's rows, `controlId` for a control's.
 */
export const registerHistory = pgTable("register_history", {
  id: serial().primaryKey(),
  scope: text().notNull(),
  subject: text().$type<HistorySubject>().notNull(),
  entryId: integer(),
  controlId: integer(),
  evidenceId: integer(),
  userId: text().references(() => users.id, { onDelete: "set null" }),
  at: timestamp({ withTimezone: true }).notNull(),
  field: text().notNull(),
  oldValue: text(),
  newValue: text(),
}, (t) => [
  index("register_history_entry_idx").on(t.entryId, t.id),
  index("register_history_control_idx").on(t.controlId, t.id),
]);
