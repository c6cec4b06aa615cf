/** The declarations of Source Management (jurisdictions, sources, terms) and the WebSub callback. */
import { z } from "zod";
import { ErrorAnswer, MessageResponse } from "../message.ts";
import {
  JurisdictionBody,
  JurisdictionListResponse,
  JurisdictionQuery,
  JurisdictionUpdateBody,
  JurisdictionView,
  LegislativeTermsBody,
  LegislativeTermsResponse,
  OpmlImportQuery,
  OpmlImportResult,
  PublicSourceList,
  RssSourceBody,
  RssSourceQuery,
  RssSourceView,
  SyncSummaryResponse,
} from "../sources.ts";
import { HubVerificationQuery } from "../websub.ts";
import { raw, type RouteSpec } from "./route_spec.ts";

const OPML = "text/x-opml; charset=utf-8";
/** A sync started in the background (202), or none was due (200). */
const SYNC_STARTED = { 200: MessageResponse, 202: MessageResponse };

export const SOURCE_ROUTES = {
  "GET /api/jurisdictions": {
    summary: "The jurisdictions (with their sources and health, for admins)",
    description:
      "`listed=true` answers, for anyone, only the jurisdictions with an approved update.",
    audience: "public",
    query: JurisdictionQuery,
    responses: { 200: JurisdictionListResponse },
  },
  "POST /api/jurisdictions": {
    summary: "Add a jurisdiction",
    audience: "superadmin",
    body: JurisdictionBody,
    responses: { 201: JurisdictionView },
    errors: [409],
  },
  "PUT /api/jurisdictions/:id": {
    summary: "Change a jurisdiction",
    audience: "superadmin",
    body: JurisdictionUpdateBody,
    responses: { 200: JurisdictionView },
    errors: [409],
  },
  "DELETE /api/jurisdictions/:id": {
    summary: "Delete a jurisdiction and its sources",
    audience: "superadmin",
    responses: { 200: MessageResponse },
  },
  "POST /api/jurisdictions/:id/sync": {
    summary: "Read every active source of a jurisdiction now, in the background",
    audience: "superadmin",
    responses: SYNC_STARTED,
  },
  "GET /api/rss-sources": {
    summary: "Every source with its schedule and health",
    audience: "admin",
    query: RssSourceQuery,
    responses: { 200: RssSourceView.array() },
  },
  "POST /api/rss-sources": {
    // apiKey is write-only (issue 30): answers say apiKeySet, never the key.
    summary: "Add a source (its apiKey is write-only: answers say apiKeySet)",
    audience: "superadmin",
    body: RssSourceBody,
    responses: { 201: RssSourceView },
  },
  "POST /api/rss-sources/sync": {
    summary: "Read every active source now, in the background",
    audience: "superadmin",
    responses: SYNC_STARTED,
  },
  "GET /api/rss-sources/opml": {
    summary: "Every source as an OPML file, grouped by jurisdiction",
    audience: "admin",
    responses: { 200: raw(OPML, "The OPML 2.0 document") },
  },
  "POST /api/rss-sources/opml": {
    summary: "Import sources from an OPML file (the body is the file)",
    audience: "superadmin",
    query: OpmlImportQuery,
    body: raw(OPML, "An OPML document (at most 1 MiB)"),
    // A file that cannot be read is a 400 with the result's shape too; a bad query the usual one.
    responses: {
      200: OpmlImportResult,
      400: z.union([OpmlImportResult.extend({ message: z.string() }), ErrorAnswer]),
    },
  },
  "POST /api/rss-sources/:id/sync": {
    summary: "Read one source now and say what it found",
    audience: "superadmin",
    responses: { 200: SyncSummaryResponse, 202: MessageResponse },
  },
  "PUT /api/rss-sources/:id": {
    summary: 'Change a source (apiKey absent keeps the key, "" clears it)',
    audience: "superadmin",
    body: RssSourceBody,
    responses: { 200: RssSourceView },
  },
  "DELETE /api/rss-sources/:id": {
    summary: "Delete a source",
    audience: "superadmin",
    responses: { 200: MessageResponse },
  },
  "GET /api/rss-sources-public": {
    summary: "The active sources a user may choose to see",
    audience: "signedIn",
    responses: { 200: PublicSourceList },
  },
  "GET /api/legislative-terms": {
    summary: "The terms a feed item must contain to be kept",
    audience: "admin",
    responses: { 200: LegislativeTermsResponse },
  },
  "POST /api/legislative-terms": {
    summary: "Replace the legislative terms",
    audience: "superadmin",
    body: LegislativeTermsBody,
    responses: { 200: LegislativeTermsResponse },
  },
  "GET /api/websub/:id": {
    summary: "A WebSub hub's verification of intent (answers the challenge)",
    audience: "public",
    query: HubVerificationQuery,
    responses: { 200: raw("text/plain; charset=utf-8", "The hub's challenge, echoed") },
  },
  "POST /api/websub/:id": {
    summary: "A WebSub hub's push of new entries, signed with the subscription's secret",
    audience: "public",
    body: raw("application/octet-stream", "The feed document, as the hub sends it"),
    responses: { 202: raw(null, "Accepted (an unsigned or wrongly signed push is dropped)") },
  },
} as const satisfies Record<string, RouteSpec>;
