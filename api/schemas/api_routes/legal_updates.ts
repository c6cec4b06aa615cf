/** The declarations of /api/legal-updates, /api/admin and /api/statistics. */
import { AnalysisQuality, AnalysisQualityQuery } from "../analysis_quality.ts";
import { ListingQuery, ListingResponse, UpdateDetailResponse } from "../legal_updates.ts";
import { ManualUpdateBody, ManualUpdateResponse } from "../manual_update.ts";
import {
  AdminListQuery,
  AdminListResponse,
  AdminUpdate,
  BulkStatusBody,
  BulkStatusResponse,
  EditUpdateBody,
  HistoryResponse,
  StatusUpdateBody,
} from "../review.ts";
import { PendingRevisionResponse, RevisionsResponse } from "../revisions.ts";
import { FailingSources, OverviewStats, UpdateCounts } from "../statistics.ts";
import { JoinBody } from "../changes.ts";
import type { RouteSpec } from "./route_spec.ts";
import { z } from "zod";

/** The answer of a split or a join: its message and the change's primary (or the split report). */
const ChangeAnswer = z.strictObject({ message: z.string(), update: AdminUpdate });

export const LEGAL_UPDATE_ROUTES = {
  "GET /api/legal-updates": {
    summary: "One page of legal updates (approved ones unless the caller is an admin)",
    audience: "public",
    query: ListingQuery,
    responses: { 200: ListingResponse },
  },
  "GET /api/legal-updates/:id": {
    summary: "One update with its full text and obligations (404 unless approved, for non-admins)",
    audience: "public",
    responses: { 200: UpdateDetailResponse },
  },
  "GET /api/legal-updates/:id/revisions": {
    summary: "The published revisions of an update, each with its redline",
    audience: "public",
    responses: { 200: RevisionsResponse },
  },
  "PATCH /api/legal-updates/bulk-status": {
    summary: "Approve, reject or reset many updates at once (all or nothing)",
    audience: "admin",
    body: BulkStatusBody,
    responses: { 200: BulkStatusResponse },
  },
  "PATCH /api/legal-updates/:id/status": {
    summary: "Approve, reject (with a reason) or reset one update",
    audience: "admin",
    body: StatusUpdateBody,
    responses: { 200: AdminUpdate },
  },
  "PATCH /api/legal-updates/:id": {
    summary: "Edit an update's title, text, summary, category, jurisdiction or obligations",
    audience: "admin",
    body: EditUpdateBody,
    responses: { 200: AdminUpdate },
  },
  "POST /api/legal-updates/:id/split": {
    summary: "Split a report out of its change: it becomes a change of its own, pending review",
    description: "Recorded in both histories; a re-sync never joins it back by itself.",
    audience: "admin",
    responses: { 200: ChangeAnswer },
    errors: [409],
  },
  "POST /api/legal-updates/:id/join": {
    summary: "Join the change of this report with the change of `intoId`",
    description: "The primary of the result is the official report, else the earliest; an " +
      "approved side keeps the whole change approved. Recorded in both histories.",
    audience: "admin",
    body: JoinBody,
    responses: { 200: ChangeAnswer },
    errors: [409],
  },
  "POST /api/legal-updates/manual": {
    summary: "Add an update by hand from a page's URL (created pending)",
    audience: "admin",
    body: ManualUpdateBody,
    responses: { 201: ManualUpdateResponse },
    errors: [409],
  },
  "GET /api/admin/legal-updates": {
    summary: "The Verification Portal's listing, any status",
    audience: "admin",
    query: AdminListQuery,
    responses: { 200: AdminListResponse },
  },
  "GET /api/admin/legal-updates/:id/history": {
    summary: "An update's status changes and revision decisions, oldest first",
    audience: "admin",
    responses: { 200: HistoryResponse },
  },
  "GET /api/admin/analysis-quality": {
    summary: "How reviewers judged the AI analysis over a period, and the sources' delays",
    audience: "admin",
    query: AnalysisQualityQuery,
    responses: { 200: AnalysisQuality },
  },
  "GET /api/admin/legal-updates/:id/pending-revision": {
    summary: "The revision of an approved update that waits for review, with its redline",
    audience: "admin",
    responses: { 200: PendingRevisionResponse },
  },
  "POST /api/admin/legal-updates/:id/revision/:decision": {
    summary: "Approve or reject the pending revision (decision: approve or reject)",
    audience: "admin",
    responses: { 200: AdminUpdate },
    errors: [409],
  },
  "GET /api/statistics/update-counts": {
    summary: "Updates per review status, and those with a revision waiting",
    audience: "admin",
    responses: { 200: UpdateCounts },
  },
  "GET /api/statistics/failing-sources": {
    summary: "How many active sources are failing",
    audience: "superadmin",
    responses: { 200: FailingSources },
  },
  "GET /api/statistics/overview": {
    summary: "The dashboard's figures",
    audience: "signedIn",
    responses: { 200: OverviewStats },
  },
} as const satisfies Record<string, RouteSpec>;
