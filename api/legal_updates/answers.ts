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
import type { OtherReportRow } from "../../db/queries/report_changes.ts";
import type { OtherReport } from "../schemas/changes.ts";
import type { AdminUpdateRow } from "../../db/queries/review.ts";
import type { FavoriteUpdate, PublicUpdate, UpdateDetail } from "../schemas/legal_updates.ts";
import type { UpdateFreshness } from "../schemas/freshness.ts";
import type { ObligationAnswer } from "../schemas/obligations.ts";
import type { AdminUpdate } from "../schemas/review.ts";

/** What an answer loads beside an update's row: its obligations and its change's other reports. */
export interface Loaded {
  obligations: readonly ObligationRow[];
  others: readonly OtherReportRow[];
}

/** One "Also reported by" entry. */
export function toOtherReport(row: OtherReportRow): OtherReport {
  const { id, title, source, sourceUrl, publishDate } = row;
  return { id, title, source, sourceUrl, publishDate: publishDate.toISOString() };
}

/** The public JSON of one update, with its change's other reports. */
export function toPublicUpdate(
  row: PublicUpdateRow,
  others: readonly OtherReportRow[],
): PublicUpdate {
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
    alsoReportedBy: others.map(toOtherReport),
  };
}

/** A favorite: the public JSON, when it was favorited, and the jurisdiction's name flat. */
export function toFavoriteUpdate(
  row: FavoriteRow,
  others: readonly OtherReportRow[],
): FavoriteUpdate {
  return {
    ...toPublicUpdate(row, others),
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
export function toAdminUpdate(row: AdminUpdateRow, loaded: Loaded): AdminUpdate {
  const { status, content, reviewedAt, reviewerId, reviewerFirstName, reviewerLastName } = row;
  const obligations = loaded.obligations;
  return {
    ...toPublicUpdate(row, loaded.others),
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

/** What the detail page loads besides: the caller's register entry of each obligation it holds. */
export interface DetailLoaded extends Loaded {
  /** Obligation id → entry id in the caller's register (empty signed out). */
  registerEntries: ReadonlyMap<number, number>;
}

/** The detail page's JSON: the public shape, status, full text and obligations. */
export function toUpdateDetail(row: AdminUpdateRow, loaded: DetailLoaded): UpdateDetail {
  return {
    ...toPublicUpdate(row, loaded.others),
    status: row.status,
    content: row.content,
    obligations: loaded.obligations.map((o) => ({
      ...toObligationAnswer(o),
      registerEntryId: loaded.registerEntries.get(o.id) ?? null,
    })),
  };
}
