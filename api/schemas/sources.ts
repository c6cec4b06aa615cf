/**
 * Request bodies of Source Management (spec part 2 §5, §7, §9): jurisdictions, RSS sources and
 * the legislative filter terms. Shared by the route validators and the web forms.
 */
import { z } from "zod";
import {
  DEFAULT_SYNC_FREQUENCY,
  SELECTOR_FORMAT,
  SOURCE_FORMATS,
  SOURCE_HEALTH_STATES,
  SOURCE_TYPES,
  SYNC_FREQUENCIES,
  SYNC_STATUSES,
} from "../../domain/sources.ts";
import { SYNC_INTERVAL_REASONS } from "../../domain/sync_schedule.ts";
import { formatTraits } from "../../domain/source_formats.ts";
import { sourceUrlProblem } from "../../domain/source_urls.ts";
import { isoInstant } from "./answer_fields.ts";
import { SELECTOR_MAX, selectorProblem } from "./css_selector.ts";
import { MAX_SERIAL_ID } from "./ids.ts";
import { httpUrl } from "./urls.ts";

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const URL_MAX = 2000;
export const TERM_MAX = 100;
export const TERMS_MAX = 500;
/** The longest API key a source takes (api.data.gov's are 40 characters). */
export const API_KEY_MAX = 200;

export const SOURCE_MESSAGES = {
  nameRequired: "Name is required",
  nameTooLong: "Name is too long",
  descriptionTooLong: "Description is too long",
  syncFrequency: "Sync frequency must be 1, 3, 6, 12 or 24 times a day",
  duplicateName: "A jurisdiction with this name already exists",
  jurisdictionNotFound: "Jurisdiction not found",
  sourceNotFound: "RSS source not found",
  jurisdiction: "Please select a jurisdiction",
  jurisdictionMissing: "The selected jurisdiction does not exist",
  url: "Please enter a valid URL",
  sourceType: "Source type must be jurisdiction or specialist",
  termTooLong: `Each term must be at most ${TERM_MAX} characters`,
  tooManyTerms: `At most ${TERMS_MAX} terms can be configured`,
  termsRequired: "Enter at least one term",
  format: `Format must be one of: ${SOURCE_FORMATS.join(", ")}`,
  selectorRequired: "A web page source needs a CSS selector that picks its item links",
  selectorTooLong: `The CSS selector must be at most ${SELECTOR_MAX} characters`,
  selectorInvalid: "The CSS selector is not valid",
  fetchFullText: "Fetch full text must be true or false",
  apiKeyInvalid:
    `The API key must be at most ${API_KEY_MAX} characters, without spaces or control characters`,
  apiKeyNotTaken: "This format takes no API key",
  apiKeyRequired: "This format needs an API key",
  apiKeyUnstorable:
    "API keys cannot be stored on this server: set SECRETS_KEY (32 random bytes, base64) and restart it",
  language: "Language must be a two-letter ISO 639-1 code such as en, fr or de",
} as const;

/**
 * Splits, trims and de-duplicates terms (case-insensitively, the first spelling wins), dropping
 * empty ones. Used for the global terms and for a source's comma-separated legislativeFilter.
 */
export function normaliseTerms(terms: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of terms) {
    const term = raw.trim().replace(/\s+/g, " ");
    const key = term.toLowerCase();
    if (term && !seen.has(key)) {
      seen.add(key);
      out.push(term);
    }
  }
  return out;
}

/** A comma-separated filter as stored: "a, b, c", or null when it holds no term. */
export function normaliseFilter(text: string | null | undefined): string | null {
  const terms = normaliseTerms((text ?? "").split(","));
  return terms.length ? terms.join(", ") : null;
}

const name = z.string({ error: SOURCE_MESSAGES.nameRequired }).trim()
  .min(1, SOURCE_MESSAGES.nameRequired).max(NAME_MAX, SOURCE_MESSAGES.nameTooLong);

const syncFrequency = z.union(SYNC_FREQUENCIES.map((n) => z.literal(n)), {
  error: SOURCE_MESSAGES.syncFrequency,
});

const jurisdictionFields = {
  name,
  description: z.string().trim().max(DESCRIPTION_MAX, SOURCE_MESSAGES.descriptionTooLong)
    .nullable().optional().transform((v) => v === undefined ? undefined : v || null),
  isActive: z.boolean().optional(),
};

/** POST /api/jurisdictions: syncFrequency defaults to 3. */
export const JurisdictionBody = z.object({
  ...jurisdictionFields,
  syncFrequency: syncFrequency.default(DEFAULT_SYNC_FREQUENCY),
});

/** PUT /api/jurisdictions/:id: the same body; fields left out keep their value (name excepted). */
export const JurisdictionUpdateBody = z.object({
  ...jurisdictionFields,
  syncFrequency: syncFrequency.optional(),
});

const legislativeFilter = z.string().max(TERMS_MAX * (TERM_MAX + 2)).nullable().optional()
  .refine(
    (v) => normaliseTerms((v ?? "").split(",")).every((t) => t.length <= TERM_MAX),
    SOURCE_MESSAGES.termTooLong,
  )
  .transform(normaliseFilter);

/** Printable ASCII without spaces: what a key may hold (it goes into a request header). */
const KEY_CHARACTERS = /^[\x21-\x7e]*$/;

/**
 * An API key (issue 30), write-only: absent keeps the stored one, "" clears it, anything else
 * replaces it (stored encrypted: db/secrets/secret_box.ts).
 */
const apiKey = z.string({ error: SOURCE_MESSAGES.apiKeyInvalid }).trim()
  .max(API_KEY_MAX, SOURCE_MESSAGES.apiKeyInvalid)
  .regex(KEY_CHARACTERS, SOURCE_MESSAGES.apiKeyInvalid).optional();

/** The language of a source's texts: ISO 639-1, lower-cased; "" or null for the default. */
const language = z.string({ error: SOURCE_MESSAGES.language }).trim().toLowerCase()
  .regex(/^(?:[a-z]{2})?$/, SOURCE_MESSAGES.language).nullable().optional()
  .transform((v) => v || null);

/**
 * POST and PUT /api/rss-sources (the source definition without id, timestamps, sync fields).
 * `format` defaults to "auto" (a feed); "web-page" needs `selector`, a CSS selector css-select
 * compiles, and the other formats store none (a selector sent with them is dropped). A change
 * API's URL must have the path and parameters its format reads (domain/source_urls.ts). `apiKey`
 * is refused for a format that takes none (whether a format that needs one has one is the
 * route's check: an update may keep the stored key); `language` is kept only for a format that
 * reads it (domain/source_formats.ts).
 */
export const RssSourceBody = z.object({
  jurisdictionId: z.number({ error: SOURCE_MESSAGES.jurisdiction }).int()
    .positive(SOURCE_MESSAGES.jurisdiction),
  name,
  url: z.string({ error: SOURCE_MESSAGES.url }).trim().max(URL_MAX, SOURCE_MESSAGES.url)
    .pipe(httpUrl(SOURCE_MESSAGES.url)),
  sourceType: z.enum(SOURCE_TYPES, { error: SOURCE_MESSAGES.sourceType }).default("jurisdiction"),
  legislativeFilter,
  isActive: z.boolean().default(true),
  format: z.enum(SOURCE_FORMATS, { error: SOURCE_MESSAGES.format }).default("auto"),
  selector: z.string({ error: SOURCE_MESSAGES.selectorInvalid }).trim()
    .max(SELECTOR_MAX, SOURCE_MESSAGES.selectorTooLong).nullable().optional(),
  fetchFullText: z.boolean({ error: SOURCE_MESSAGES.fetchFullText }).default(false),
  apiKey,
  language,
}).superRefine((body, ctx) => {
  if (body.apiKey && formatTraits(body.format).key === "none") {
    ctx.addIssue({ code: "custom", path: ["apiKey"], message: SOURCE_MESSAGES.apiKeyNotTaken });
  }
  const urlProblem = sourceUrlProblem(body.format, body.url);
  if (urlProblem) ctx.addIssue({ code: "custom", path: ["url"], message: urlProblem });
  if (body.format !== SELECTOR_FORMAT) return;
  const problem = body.selector ? selectorProblem(body.selector) : null;
  if (!body.selector || problem) {
    ctx.addIssue({
      code: "custom",
      path: ["selector"],
      message: problem
        ? `${SOURCE_MESSAGES.selectorInvalid} (${problem})`
        : SOURCE_MESSAGES.selectorRequired,
    });
  }
}).transform((body) => ({
  ...body,
  selector: body.format === SELECTOR_FORMAT ? body.selector ?? null : null,
  language: formatTraits(body.format).language ? body.language : null,
}));

/**
 * GET /api/jurisdictions query: `listed=true` answers, for anyone, only the jurisdictions with an
 * approved update (the listing's filter; ADR 0114).
 */
export const JurisdictionQuery = z.object({
  listed: z.enum(["true", "false"], { error: "listed must be true or false" }).optional(),
});

/**
 * POST /api/rss-sources/opml query: the jurisdiction that receives the sources outside any
 * group; without it they go to a jurisdiction named "Imported" (issue 14's rule).
 */
export const OpmlImportQuery = z.object({
  ungroupedJurisdictionId: z.coerce.number({ error: SOURCE_MESSAGES.jurisdiction }).int(
    SOURCE_MESSAGES.jurisdiction,
  ).positive(SOURCE_MESSAGES.jurisdiction).max(MAX_SERIAL_ID, SOURCE_MESSAGES.jurisdiction)
    .optional(),
});

/** GET /api/rss-sources query. */
export const RssSourceQuery = z.object({
  sourceType: z.enum(SOURCE_TYPES, { error: SOURCE_MESSAGES.sourceType }).optional(),
});

/** POST /api/legislative-terms: trimmed, non-empty, de-duplicated, each ≤ 100, ≤ 500 of them. */
export const LegislativeTermsBody = z.object({
  terms: z.array(z.string().max(TERM_MAX * 10, SOURCE_MESSAGES.termTooLong), {
    error: SOURCE_MESSAGES.termsRequired,
  })
    .max(TERMS_MAX * 4, SOURCE_MESSAGES.tooManyTerms)
    .transform(normaliseTerms)
    .refine((t) => t.every((term) => term.length <= TERM_MAX), SOURCE_MESSAGES.termTooLong)
    .refine((t) => t.length <= TERMS_MAX, SOURCE_MESSAGES.tooManyTerms)
    .refine((t) => t.length > 0, SOURCE_MESSAGES.termsRequired),
});

/**
 * A source's health (issue 14), in the admin listings: the verdict, the newest item's date, the
 * items of the last 30 days and of each of the last 12 weeks (oldest first, by publish date),
 * and what explains a verdict: the failed syncs in a row, and for a silent source the quiet it
 * was allowed (max(14 days, 4 × its median gap), whole days).
 */
export const SourceHealthView = z.strictObject({
  health: z.enum(SOURCE_HEALTH_STATES),
  lastNewItemAt: isoInstant.nullable(),
  itemsLast30Days: z.number().int(),
  weeklyCounts: z.array(z.number().int()),
  consecutiveErrors: z.number().int(),
  silentAfterDays: z.number().nullable(),
});
export type SourceHealthView = z.infer<typeof SourceHealthView>;

/** The health of a source never synced, or no longer in the database: no items, no errors. */
export const NEVER_SYNCED_HEALTH = {
  health: "never" as const,
  lastNewItemAt: null,
  itemsLast30Days: 0,
  weeklyCounts: [] as number[],
  consecutiveErrors: 0,
  silentAfterDays: null,
} satisfies SourceHealthView;

/** A source's WebSub subscription as the listings answer it. */
export const PushView = z.strictObject({ hub: z.string(), leaseExpiresAt: isoInstant });
export type PushView = z.infer<typeof PushView>;

/** A source as it appears under its jurisdiction in GET /api/jurisdictions (admins). */
export const JurisdictionSourceView = SourceHealthView.extend({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  sourceType: z.enum(SOURCE_TYPES),
  isActive: z.boolean(),
  legislativeFilter: z.string().nullable(),
  format: z.enum(SOURCE_FORMATS),
  selector: z.string().nullable(),
  fetchFullText: z.boolean(),
  /** Whether the source holds an API key (issue 30): the key itself is never answered. */
  apiKeySet: z.boolean(),
  /** The language of its texts (ISO 639-1), or null for its format's default. */
  language: z.string().nullable(),
  lastSync: isoInstant.nullable(),
  lastSyncStatus: z.enum(SYNC_STATUSES),
  lastSyncError: z.string().nullable(),
  /** When the source is read next (ISO; the epoch for a source never read: due now). */
  nextSyncAt: isoInstant,
  /** Its current read interval, and why (issue 26; domain/sync_schedule.ts). */
  syncIntervalSeconds: z.number(),
  syncIntervalReason: z.enum(SYNC_INTERVAL_REASONS),
  /** Its live WebSub subscription, or null when it is polled only. */
  push: PushView.nullable(),
});
export type JurisdictionSourceView = z.infer<typeof JurisdictionSourceView>;

/** A jurisdiction as GET /api/jurisdictions answers it to admins. */
export const JurisdictionView = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  syncFrequency: z.number().int(),
  isActive: z.boolean(),
  rssSources: z.array(JurisdictionSourceView),
});
export type JurisdictionView = z.infer<typeof JurisdictionView>;

/** A source as GET /api/rss-sources lists it. */
export const RssSourceView = JurisdictionSourceView.extend({
  jurisdictionId: z.number().int(),
  jurisdictionName: z.string(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type RssSourceView = z.infer<typeof RssSourceView>;

// ---- Answers of Source Management's calls that the types above do not cover.

/**
 * A jurisdiction as GET /api/jurisdictions answers it to anyone; admins get the
 * {@link JurisdictionView} (these fields and more) instead.
 */
export const PublicJurisdiction = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
});
export type PublicJurisdiction = z.infer<typeof PublicJurisdiction>;

/** One outline POST /api/rss-sources/opml could not import, or why the file could not be read. */
export const OpmlProblemView = z.strictObject({
  line: z.number().int().optional(),
  title: z.string().optional(),
  message: z.string(),
});
export type OpmlProblemView = z.infer<typeof OpmlProblemView>;

/** POST /api/rss-sources/opml answer (also the body of its 400, with created 0). */
export const OpmlImportResult = z.strictObject({
  created: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(OpmlProblemView),
  /** The jurisdictions the import created, by name as written (issue 25). */
  createdJurisdictions: z.array(z.string()),
  /** How many of the file's valid sources sat outside any group (issue 25). */
  ungrouped: z.number().int(),
  /**
   * The sources it created whose format needs an API key, which OPML never carries: imported,
   * unreadable until a key is entered (ADR 0181).
   */
  needsKey: z.array(z.strictObject({ line: z.number().int(), title: z.string() })),
});
export type OpmlImportResult = z.infer<typeof OpmlImportResult>;

/** GET and POST /api/legislative-terms answer: the terms as stored. */
export const LegislativeTermsResponse = z.strictObject({ terms: z.array(z.string()) });
export type LegislativeTermsResponse = z.infer<typeof LegislativeTermsResponse>;

/** A source of GET /api/rss-sources-public: an active source a user may choose. */
export const PublicSource = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  sourceType: z.enum(SOURCE_TYPES),
});
export type PublicSource = z.infer<typeof PublicSource>;

/** GET /api/jurisdictions answer: admins get every jurisdiction with its sources. */
export const JurisdictionListResponse = z.union([
  z.array(JurisdictionView),
  z.array(PublicJurisdiction),
]);

/** GET /api/rss-sources-public answer. */
export const PublicSourceList = z.array(PublicSource);

/** One source a sync could not read, in a user's words (domain/fetch_problem.ts). */
export const SyncFailureView = z.strictObject({
  sourceId: z.number().int(),
  name: z.string(),
  error: z.string(),
});

/**
 * POST /api/rss-sources/{id}/sync answer when the sync ran (200): what it did, said in
 * `message` and counted (workers/feeds/sync.ts SyncSummary). A sync started in the background
 * (202), or nothing to sync, answers only `{message}`.
 */
export const SyncSummaryResponse = z.strictObject({
  message: z.string(),
  sourcesSynced: z.number().int(),
  itemsFound: z.number().int(),
  itemsMatched: z.number().int(),
  itemsInserted: z.number().int(),
  itemsRevised: z.number().int(),
  itemsWithoutLink: z.number().int(),
  emptyItems: z.number().int(),
  itemsOverCap: z.number().int(),
  unreadableDates: z.number().int(),
  fullTextsFetched: z.number().int(),
  errors: z.array(SyncFailureView),
});
export type SyncSummaryResponse = z.infer<typeof SyncSummaryResponse>;
