/**
 * Request bodies and queries of the Verification Portal calls (spec part 2 §5, §7): status
 * updates (one or many), edits of a legal update, and the admin listing's query.
 */
import { z } from "zod";
import { canonicalCategory, isKnownCategory } from "../../domain/categories.ts";
import {
  type HistoryKind,
  UPDATE_STATUSES,
  type UpdateStatus,
} from "../../domain/legal_updates.ts";
import type { UpdateFreshness } from "./freshness.ts";
import type { PublicUpdate } from "./legal_updates.ts";
import { type ObligationAnswer, ObligationList } from "./obligations.ts";

export const TITLE_MAX = 500;
/** At most this many ids in one bulk status update (the portal loads at most 1000 rows). */
export const BULK_MAX = 1000;
/** The admin listing answers at most this many updates per page. */
export const ADMIN_LIST_MAX = 1000;
/** A rejection's reason is at most this long (issue 25: kept in the status history). */
export const STATUS_REASON_MAX = 500;

export const REVIEW_MESSAGES = {
  status: "Status must be pending, approved or rejected",
  titleRequired: "Title is required",
  titleTooLong: "Title is too long",
  category: "Please select an industry category",
  jurisdiction: "Please select a jurisdiction",
  jurisdictionMissing: "The selected jurisdiction does not exist",
  idsRequired: "Please select items to perform bulk action",
  tooMany: `At most ${BULK_MAX} updates can be changed at once`,
  nothingToUpdate: "Nothing to update",
  notFound: "Legal update not found",
  someNotFound: "Some of the selected legal updates do not exist",
  reasonTooLong: `The reason can be at most ${STATUS_REASON_MAX} characters`,
  reasonNotRejection: "A reason can only be given with a rejection",
} as const;

const status = z.enum(UPDATE_STATUSES, { error: REVIEW_MESSAGES.status });

/**
 * PATCH /api/legal-updates/:id/status. reviewedBy is accepted for compatibility with the spec's
 * payload and ignored: the server records the acting admin (spec DECISIONS.md).
 */
export const StatusUpdateBody = z.object({
  status,
  reviewedBy: z.string().max(200).nullable().optional(),
  /** Why it is rejected (issue 25, optional): blank means none. */
  reason: z.string({ error: REVIEW_MESSAGES.reasonTooLong }).trim()
    .max(STATUS_REASON_MAX, REVIEW_MESSAGES.reasonTooLong)
    .transform((value) => value || undefined).nullable().optional(),
}).refine((body) => !body.reason || body.status === "rejected", {
  message: REVIEW_MESSAGES.reasonNotRejection,
  path: ["reason"],
});

const id = z.number({ error: "Ids must be whole numbers" }).int("Ids must be whole numbers")
  .positive("Ids must be whole numbers");

/** PATCH /api/legal-updates/bulk-status: all or nothing. */
export const BulkStatusBody = z.object({
  ids: z.array(id, { error: REVIEW_MESSAGES.idsRequired })
    .min(1, REVIEW_MESSAGES.idsRequired)
    .max(BULK_MAX, REVIEW_MESSAGES.tooMany),
  statusUpdate: StatusUpdateBody,
});

/** One of the 14 categories, or an alias, stored under its canonical name. */
export const categoryField = z.string({ error: REVIEW_MESSAGES.category }).trim()
  .refine(isKnownCategory, REVIEW_MESSAGES.category)
  .transform((value) => canonicalCategory(value));

/** PATCH /api/legal-updates/:id: any of the fields; at least one. */
export const EditUpdateBody = z.object({
  title: z.string({ error: REVIEW_MESSAGES.titleRequired }).trim()
    .min(1, REVIEW_MESSAGES.titleRequired).max(TITLE_MAX, REVIEW_MESSAGES.titleTooLong).optional(),
  content: z.string().max(1_000_000).optional(),
  aiSummary: z.string().trim().max(10_000).nullable().optional(),
  aiCategory: categoryField.optional(),
  status: status.optional(),
  jurisdictionId: z.number({ error: REVIEW_MESSAGES.jurisdiction }).int().positive(
    REVIEW_MESSAGES.jurisdiction,
  ).optional(),
  /** The whole obligations list; each citation must be in the title or content (checked). */
  obligations: ObligationList.optional(),
}).refine((body) => Object.values(body).some((v) => v !== undefined), {
  message: REVIEW_MESSAGES.nothingToUpdate,
});

/** The admin listing's filter of the updates with a revision waiting for review (issue 23). */
export const REVISION_PENDING_FILTER = "revision-pending";

/**
 * GET /api/admin/legal-updates query: status omitted (or "all") means every status;
 * "revision-pending" lists the updates with a revision waiting for review, whatever their status.
 */
export const AdminListQuery = z.object({
  status: z.enum([...UPDATE_STATUSES, "all", REVISION_PENDING_FILTER], {
    error: REVIEW_MESSAGES.status,
  }).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_LIST_MAX).default(20),
});

/** A legal update as the Verification Portal reads it: the public shape plus the review fields. */
export interface AdminUpdate extends PublicUpdate {
  status: UpdateStatus;
  content: string;
  reviewedAt: string | null;
  reviewer: { firstName: string | null; lastName: string | null } | null;
  obligations: ObligationAnswer[];
  /** A revision of its text waits for review (issue 23): the portal's "Revision pending". */
  revisionPending: boolean;
  /** When it was seen and how long after its publication date (issue 26). */
  freshness: UpdateFreshness;
}

/** GET /api/admin/legal-updates answer. */
export interface AdminListResponse {
  updates: AdminUpdate[];
  total: number;
  page: number;
  limit: number;
}

/**
 * One entry of GET /api/admin/legal-updates/:id/history, oldest first: a status change, or a
 * decision on a pending revision (`kind`; its status is the one the update kept).
 */
export interface HistoryEntry {
  kind: HistoryKind;
  fromStatus: UpdateStatus;
  toStatus: UpdateStatus;
  changedAt: string;
  actor: { firstName: string | null; lastName: string | null } | null;
  /** The rejection's reason, when one was given (issue 25). */
  reason: string | null;
  /**
   * A split's or join's other report (issue 27): for `split`, the report split off (on the
   * change) or the change's primary it left (on the report); for `join`, the other change's
   * primary. Null for other kinds.
   */
  otherUpdateId: number | null;
}

/** GET /api/admin/legal-updates/:id/history answer. */
export interface HistoryResponse {
  history: HistoryEntry[];
}
