/**
 * The Create Manual Legal Update form (spec part 2 §5), shared by POST
 * /api/legal-updates/manual and the web form, with the spec's messages verbatim.
 */
import { z } from "zod";
import { CATEGORIES, isKnownCategory } from "../../domain/categories.ts";
import { isoInstant } from "./answer_fields.ts";
import { httpUrl } from "./urls.ts";

export const MANUAL_UPDATE_MESSAGES = {
  titleRequired: "Title is required",
  titleTooLong: "Title is too long",
  invalidUrl: "Please enter a valid URL",
  jurisdictionRequired: "Please select a jurisdiction",
  categoryRequired: "Please select an industry category",
  sourceRequired: "Source name is required",
  sourceTooLong: "Source name is too long",
  duplicate: "A legal update with this link already exists",
} as const;

/** Limits of spec part 2 §9. */
export const MANUAL_TITLE_MAX = 500;
export const MANUAL_SOURCE_MAX = 200;
/** Longer links are refused as invalid (browsers and servers commonly stop near here). */
export const MANUAL_URL_MAX = 2048;

const M = MANUAL_UPDATE_MESSAGES;

/** A whole number, also when a form sends it as a string of digits. */
const jurisdictionId = z.preprocess(
  (value) => typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value,
  z.number({ error: M.jurisdictionRequired }).int(M.jurisdictionRequired)
    .positive(M.jurisdictionRequired),
);

/** The body of POST /api/legal-updates/manual. */
export const ManualUpdateBody = z.object({
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired)
    .max(MANUAL_TITLE_MAX, M.titleTooLong),
  sourceUrl: z.string({ error: M.invalidUrl }).trim().max(MANUAL_URL_MAX, M.invalidUrl)
    .pipe(httpUrl(M.invalidUrl)),
  jurisdictionId,
  aiCategory: z.string({ error: M.categoryRequired }).trim().min(1, M.categoryRequired)
    .refine(isKnownCategory, M.categoryRequired),
  source: z.string({ error: M.sourceRequired }).trim().min(1, M.sourceRequired)
    .max(MANUAL_SOURCE_MAX, M.sourceTooLong),
});

export type ManualUpdate = z.output<typeof ManualUpdateBody>;

/**
 * POST /api/legal-updates/manual answer (201): what happened to the page, the new update's id
 * and its fields (title, status 'pending', summary, category, link, jurisdiction, source).
 */
export const ManualUpdateResponse = z.strictObject({
  /** Says whether the page could be fetched and analysed (the screen toasts it). */
  message: z.string(),
  id: z.number().int(),
  title: z.string(),
  status: z.literal("pending"),
  aiSummary: z.string().nullable(),
  aiCategory: z.enum(CATEGORIES),
  sourceUrl: z.string(),
  publishDate: isoInstant,
  jurisdiction: z.strictObject({ id: z.number().int(), name: z.string() }),
  source: z.string(),
  contentFetched: z.boolean(),
});
export type ManualUpdateResponse = z.infer<typeof ManualUpdateResponse>;
