/**
 * A source as GET /api/jurisdictions answers it to admins, for the screen's unit tests: an
 * active jurisdiction source never synced, with `over` on top. Not a test file itself.
 */
import { type JurisdictionSourceView, NEVER_SYNCED_HEALTH } from "@api/schemas/sources.ts";

export function sourceView(over: Partial<JurisdictionSourceView> = {}): JurisdictionSourceView {
  return {
    id: 1,
    name: "Gazette",
    url: "https://gazette.example/",
    sourceType: "jurisdiction",
    isActive: true,
    legislativeFilter: null,
    format: "auto",
    selector: null,
    fetchFullText: false,
    apiKeySet: false,
    language: null,
    lastSync: null,
    lastSyncStatus: "pending",
    lastSyncError: null,
    nextSyncAt: "1970-01-01T00:00:00.000Z",
    syncIntervalSeconds: 28_800,
    syncIntervalReason: "jurisdiction",
    push: null,
    ...NEVER_SYNCED_HEALTH,
    ...over,
  };
}
