/**
 * The JSON of a legal update as the routes answer it, built from the rows db/queries selects:
 * the public shape (listing, favorites), the detail page's and the Verification Portal's. Dates become ISO
 * strings (UTC); a category not analysed yet (NULL) is shown as 'General'.
 */
import { FALLBACK_CATEGORY } from "../../domain/categories.ts";
import { seenDelay, UNDATED_FORMAT } from "../../domain/freshness.ts";
import type { FavoriteRow } from "../../db/queries/favorites.ts";
import type { PublicUpdateRow } from "../../db/queries/legal_updates.ts";
import type { ObligationRow } from "../../db/queries/obligations.ts";
import type { AdminUpdateRow } from "../../db/queries/review.ts";
import type { FavoriteUpdate, PublicUpdate, UpdateDetail } from "../schemas/legal_updates.ts";
import type { UpdateFreshness } from "../schemas/freshness.ts";
import type { ObligationAnswer } from "../schemas/obligations.ts";
import type { AdminUpdate } from "../schemas/review.ts";

/** The public JSON of one update. */
export function toPublicUpdate(row: PublicUpdateRow): PublicUpdate {
  return {
    id: row.id,
    title: row.title,
    aiSummary: row.aiSummary,
    aiCategory: row.aiCategory ?? FALLBACK_CATEGORY,
    publishDate: row.publishDate.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    revisedAt: row.revisedAt?.toISOString() ?? null,
    sourceUrl: row.sourceUrl,
    jurisdiction: row.jurisdictionId === null || row.jurisdictionName === null
      ? null
      : { id: row.jurisdictionId, name: row.jurisdictionName },
    rssSource: row.rssSourceName === null ? null : {
      name: row.rssSourceName,
      sourceType: row.rssSourceType === "specialist" ? "specialist" : "jurisdiction",
    },
    source: row.source,
  };
}

/** A favorite: the public JSON, when it was favorited, and the jurisdiction's name flat. */
export function toFavoriteUpdate(row: FavoriteRow): FavoriteUpdate {
  return {
    ...toPublicUpdate(row),
    favoritedAt: row.favoritedAt.toISOString(),
    jurisdictionName: row.jurisdictionName,
  };
}

/** One obligation's JSON. */
export function toObligationAnswer(row: ObligationRow): ObligationAnswer {
  const { id, actor, action, deadline, citation, confidence, source } = row;
  return { id, actor, action, deadline, citation, confidence, source };
}

/** How long after its publication date the update was seen (issue 26, ADR 0119). */
export function toUpdateFreshness(row: AdminUpdateRow): UpdateFreshness {
  const delay = seenDelay(row.publishDate, row.createdAt, {
    undated: row.rssSourceFormat === UNDATED_FORMAT,
  });
  return {
    seenAt: row.createdAt.toISOString(),
    seenAfterSeconds: delay.seconds,
    noDelay: delay.reason,
  };
}

/** The Verification Portal's JSON: the public shape plus the review fields and obligations. */
export function toAdminUpdate(
  row: AdminUpdateRow,
  obligations: readonly ObligationRow[],
): AdminUpdate {
  const { status, content, reviewedAt, reviewerId, reviewerFirstName, reviewerLastName } = row;
  return {
    ...toPublicUpdate(row),
    status,
    content,
    reviewedAt: reviewedAt?.toISOString() ?? null,
    reviewer: reviewerId === null
      ? null
      : { firstName: reviewerFirstName, lastName: reviewerLastName },
    obligations: obligations.map(toObligationAnswer),
    revisionPending: row.revisionPending,
    freshness: toUpdateFreshness(row),
  };
}

/** The detail page's JSON: the public shape, status, full text and obligations. */
export function toUpdateDetail(
  row: AdminUpdateRow,
  obligations: readonly ObligationRow[],
): UpdateDetail {
  return {
    ...toPublicUpdate(row),
    status: row.status,
    content: row.content,
    obligations: obligations.map(toObligationAnswer),
  };
}
