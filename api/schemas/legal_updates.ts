/**
 * The public shape of a legal update and the query of GET /api/legal-updates (spec part 1 §3,
 * §5, §7). Shared by the route's validator, the queries and the web screens.
 */
import { z } from "zod";
import { canonicalCategory, type Category, isKnownCategory } from "../../domain/categories.ts";
import { UPDATE_STATUSES, type UpdateStatus } from "../../domain/legal_updates.ts";
import type { SourceType } from "../../domain/sources.ts";
import { MAX_SERIAL_ID } from "./ids.ts";
import type { ObligationAnswer } from "./obligations.ts";
import type { OtherReport } from "./changes.ts";

/** Most updates one listing call answers (the screen's fast path asks exactly this many). */
export const LISTING_MAX_LIMIT = 1000;
/** Page size when the caller gives none. */
export const LISTING_DEFAULT_LIMIT = 50;
/** Longest search text accepted. */
export const SEARCH_MAX_LENGTH = 200;
/** Most values one multi-valued filter (jurisdictionId, industry) accepts. */
export const FILTER_MAX_VALUES = 100;

/** A legal update as every public call answers it. Dates are ISO strings (UTC). */
export interface PublicUpdate {
  id: number;
  title: string;
  aiSummary: string | null;
  /** One of the 14 categories: 'General' when empty or unknown, 'Technology' as 'IT & Technology'. */
  aiCategory: Category;
  publishDate: string;
  approvedAt: string | null;
  /** When the text last changed at the source (a revision); null when never revised. */
  revisedAt: string | null;
  sourceUrl: string;
  jurisdiction: { id: number; name: string } | null;
  rssSource: { name: string; sourceType: SourceType } | null;
  /** Source name of a manual update; null for updates from a feed. */
  source: string | null;
  /**
   * The other reports of its change (issue 27), official first then the earliest; [] for a
   * change of one.
   */
  alsoReportedBy: OtherReport[];
}

/** One update as its detail page shows it: the public shape, its full text and obligations. */
export interface UpdateDetail extends PublicUpdate {
  /** "approved" for everyone but admins, who may open any update. */
  status: UpdateStatus;
  content: string;
  obligations: ObligationAnswer[];
}

/** GET /api/legal-updates/{id} answer. */
export interface UpdateDetailResponse {
  update: UpdateDetail;
  /**
   * Present when the id asked for is another report of a change (issue 27, ADR
   * XXXX-split-and-join): `update` is the change's primary, whose id this is.
   */
  primaryId?: number;
}

/** How far the caller's source preference narrowed a listing: `kept` of `of` sources. */
export interface SourcePreferenceScope {
  kept: number;
  of: number;
}

/** GET /api/legal-updates answer. */
export interface ListingResponse {
  updates: PublicUpdate[];
  total: number;
  page: number;
  limit: number;
  /**
   * Present only when the caller's userId applied a source preference (issue 25 item 4, ADR
   * 0108): the screen says so above the table.
   */
  sourcePreference?: SourcePreferenceScope;
}

/** A favorite as GET /api/auth/favorites lists it. */
export interface FavoriteUpdate extends PublicUpdate {
  favoritedAt: string;
  /** The jurisdiction's name again, flat (the task dialog reads it, spec part 2 §3). */
  jurisdictionName: string | null;
}

/** GET /api/auth/favorites answer. */
export interface FavoritesResponse {
  updates: FavoriteUpdate[];
  total: number;
}

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
export interface FilterPreferences {
  jurisdictions: string[];
  industries: string[];
}

/** The `:id` of a legal update in a path: a positive whole number (else 400). */
export const UpdateIdParam = z.object({
  id: whole("Legal update id", 1, MAX_SERIAL_ID),
});

/** Answer of the favorite check, add and remove calls. */
export interface FavoriteStatus {
  isFavorite: boolean;
}
