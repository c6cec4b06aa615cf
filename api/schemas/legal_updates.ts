/**
 * The public shape of a legal update and the query of GET /api/legal-updates (spec part 1 §3,
 * §5, §7). Shared by the route's validator, the queries and the web screens.
 */
import { z } from "zod";
import { canonicalCategory, CATEGORIES, isKnownCategory } from "../../domain/categories.ts";
import { UPDATE_STATUSES } from "../../domain/legal_updates.ts";
import { SOURCE_TYPES } from "../../domain/sources.ts";
import { isoInstant } from "./answer_fields.ts";
import { MAX_SERIAL_ID } from "./ids.ts";
import { DetailObligationAnswer } from "./obligations.ts";
import { AlsoReportedBy } from "./changes.ts";

/** Most updates one listing call answers (the screen's fast path asks exactly this many). */
export const LISTING_MAX_LIMIT = 1000;
/** Page size when the caller gives none. */
export const LISTING_DEFAULT_LIMIT = 50;
/** Longest search text accepted. */
export const SEARCH_MAX_LENGTH = 200;
/** Most values one multi-valued filter (jurisdictionId, industry) accepts. */
export const FILTER_MAX_VALUES = 100;

/** A legal update as every public call answers it. Dates are ISO strings (UTC). */
export const PublicUpdate = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  aiSummary: z.string().nullable(),
  /** One of the 14 categories: 'General' when empty or unknown, 'Technology' as 'IT & Technology'. */
  aiCategory: z.enum(CATEGORIES),
  publishDate: isoInstant,
  approvedAt: isoInstant.nullable(),
  /** When the text last changed at the source (a revision); null when never revised. */
  revisedAt: isoInstant.nullable(),
  sourceUrl: z.string(),
  jurisdiction: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
  rssSource: z.strictObject({ name: z.string(), sourceType: z.enum(SOURCE_TYPES) }).nullable(),
  /** Source name of a manual update; null for updates from a feed. */
  source: z.string().nullable(),
  /**
   * The other reports of its change (issue 27), official first then the earliest; [] for a
   * change of one.
   */
  alsoReportedBy: AlsoReportedBy,
});
export type PublicUpdate = z.infer<typeof PublicUpdate>;

/** One update as its detail page shows it: the public shape, its full text and obligations. */
export const UpdateDetail = PublicUpdate.extend({
  /** "approved" for everyone but admins, who may open any update. */
  status: z.enum(UPDATE_STATUSES),
  content: z.string(),
  /** Each with its entry in the caller's register (issue 29). */
  obligations: z.array(DetailObligationAnswer),
});
export type UpdateDetail = z.infer<typeof UpdateDetail>;

/** GET /api/legal-updates/{id} answer. */
export const UpdateDetailResponse = z.strictObject({
  update: UpdateDetail,
  /**
   * Present when the id asked for is another report of a change (issue 27, ADR
   * 0143): `update` is the change's primary, whose id this is.
   */
  primaryId: z.number().int().optional(),
});
export type UpdateDetailResponse = z.infer<typeof UpdateDetailResponse>;

/** How far the caller's source preference narrowed a listing: `kept` of `of` sources. */
export const SourcePreferenceScope = z.strictObject({
  kept: z.number().int(),
  of: z.number().int(),
});
export type SourcePreferenceScope = z.infer<typeof SourcePreferenceScope>;

/** GET /api/legal-updates answer. */
export const ListingResponse = z.strictObject({
  updates: z.array(PublicUpdate),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /**
   * Present only when the caller's userId applied a source preference (issue 25 item 4, ADR
   * 0108): the screen says so above the table.
   */
  sourcePreference: SourcePreferenceScope.optional(),
});
export type ListingResponse = z.infer<typeof ListingResponse>;

/** A favorite as GET /api/auth/favorites lists it. */
export const FavoriteUpdate = PublicUpdate.extend({
  favoritedAt: isoInstant,
  /** The jurisdiction's name again, flat (the task dialog reads it, spec part 2 §3). */
  jurisdictionName: z.string().nullable(),
});
export type FavoriteUpdate = z.infer<typeof FavoriteUpdate>;

/** GET /api/auth/favorites answer. */
export const FavoritesResponse = z.strictObject({
  updates: z.array(FavoriteUpdate),
  total: z.number().int(),
});
export type FavoritesResponse = z.infer<typeof FavoritesResponse>;

/** Splits repeated (`a=1&a=2`) and comma-separated (`a=1,2`) query values into one list. */
function listOf<T extends z.ZodType>(item: T, name: string) {
  return z.preprocess(
    (value) => {
      const parts = (Array.isArray(value) ? value : [value]).flatMap((v) =>
        typeof v === "string" ? v.split(",") : [v]
      );
      return parts.map((v) => (typeof v === "string" ? v.trim() : v)).filter((v) => v !== "");
    },
    z.array(item).max(FILTER_MAX_VALUES, `At most ${FILTER_MAX_VALUES} ${name} values`),
  );
}

const whole = (name: string, min: number, max: number) =>
  z.string().regex(/^\d{1,15}$/, `${name} must be a whole number`).transform(Number).pipe(
    z.number().min(min, `${name} must be at least ${min}`).max(
      max,
      `${name} must be at most ${max}`,
    ),
  );

const DAY_OR_INSTANT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date bound: a calendar day (yyyy-MM-dd, read in UTC) or an ISO instant. `end` makes a day
 * mean its last moment, so `to=2026-01-05` includes everything published that day.
 */
function dateBound(name: string, end: boolean) {
  return z.string().transform((value, ctx) => {
    const day = DAY_OR_INSTANT.test(value);
    const date = day ? new Date(`${value}T00:00:00.000Z`) : new Date(value);
    const valid = !Number.isNaN(date.getTime()) &&
      (day ? date.toISOString().startsWith(value) : z.iso.datetime({ offset: true })
        .safeParse(value).success);
    if (!valid) {
      ctx.addIssue({
        code: "custom",
        message: `${name} must be a date (yyyy-MM-dd) or an ISO time`,
      });
      return z.NEVER;
    }
    return day && end ? new Date(date.getTime() + 86_400_000 - 1) : date;
  });
}

/** The query of GET /api/legal-updates, parsed. */
export const ListingQuery = z.object({
  status: z.enum(UPDATE_STATUSES, "status must be pending, approved or rejected").optional(),
  jurisdictionId: listOf(whole("jurisdictionId", 1, MAX_SERIAL_ID), "jurisdictionId").optional(),
  industry: listOf(
    z.string().refine(isKnownCategory, { error: (issue) => `Unknown industry: ${issue.input}` })
      .transform((v) => canonicalCategory(v)),
    "industry",
  ).optional(),
  search: z.string().max(SEARCH_MAX_LENGTH, `search is at most ${SEARCH_MAX_LENGTH} characters`)
    .optional(),
  excludeSpecialist: z.enum(["true", "false"], "excludeSpecialist must be true or false")
    .transform((v) => v === "true").optional(),
  page: whole("page", 1, 1_000_000).default(1),
  limit: whole("limit", 1, LISTING_MAX_LIMIT).default(LISTING_DEFAULT_LIMIT),
  userId: z.string().min(1).max(200).optional(),
  from: dateBound("from", false).optional(),
  to: dateBound("to", true).optional(),
  sort: z.enum(["asc", "desc"], "sort must be asc or desc").default("desc"),
}).refine((q) => !q.from || !q.to || q.from <= q.to, {
  message: "from must not be after to",
  path: ["from"],
});

/** Most entries each saved filter list may hold. */
export const FILTER_PREFERENCE_MAX = 100;

const nameList = (name: string) =>
  z.array(
    z.string().trim().min(1, `${name} entries must not be empty`).max(
      200,
      `${name} entries are at most 200 characters`,
    ),
    `${name} must be a list of names`,
  ).max(FILTER_PREFERENCE_MAX, `At most ${FILTER_PREFERENCE_MAX} ${name}`);

/** PATCH /api/auth/filter-preferences body (jurisdiction names are checked against the table). */
export const FilterPreferencesBody = z.object({
  jurisdictions: nameList("jurisdictions"),
  industries: z.array(
    z.string().trim().refine(isKnownCategory, {
      error: (issue) => `Unknown industry: ${issue.input}`,
    }),
    "industries must be a list of names",
  ).max(FILTER_PREFERENCE_MAX, `At most ${FILTER_PREFERENCE_MAX} industries`),
});

/** Saved filter selection of a user (spec part 1 §3). */
export const FilterPreferences = z.strictObject({
  jurisdictions: z.array(z.string()),
  industries: z.array(z.string()),
});
export type FilterPreferences = z.infer<typeof FilterPreferences>;

/** The `:id` of a legal update in a path: a positive whole number (else 400). */
export const UpdateIdParam = z.object({
  id: whole("Legal update id", 1, MAX_SERIAL_ID),
});

/** Answer of the favorite check, add and remove calls. */
export const FavoriteStatus = z.strictObject({ isFavorite: z.boolean() });
export type FavoriteStatus = z.infer<typeof FavoriteStatus>;
