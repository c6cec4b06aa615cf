/**
 * A source's one status (issue 25; ADR 0101): the spec's sync badge
 * ('Active', 'Error', 'Pending') and issue 14's health badge ('Healthy', 'Failing', …) said the
 * same thing twice, or contradicted each other ('Error' beside 'Healthy' after one failed
 * sync). One badge now says it, in the spec's words where they are right, in the health rule's
 * where they are more precise:
 * - never synced: 'Pending';
 * - failing (3 failed syncs in a row): 'Failing';
 * - the last sync failed, not yet failing: 'Last sync failed (1 of 3)';
 * - synced, but no new item for too long: 'Silent';
 * - otherwise: 'Active'.
 */
import type { JurisdictionSourceView } from "@api/schemas/sources.ts";
import { HEALTH_RULE } from "@domain/source_health.ts";
import type { BadgeVariant } from "@/components/ui/badge.tsx";
import { HEALTH_LABELS, SOURCE_STATUS, SYNC_LABELS } from "../strings.ts";

/** What the status reads of a source. */
export type StatusInput = Pick<
  JurisdictionSourceView,
  "lastSync" | "lastSyncStatus" | "consecutiveErrors" | "health"
>;

/** The badge's words and colour. */
export interface SourceStatus {
  label: string;
  variant: BadgeVariant;
}

/** The one status of `source`. */
export function sourceStatus(source: StatusInput): SourceStatus {
  if (source.lastSync === null || source.health === "never") {
    return { label: SYNC_LABELS.pending, variant: "warning" };
  }
  if (source.health === "failing") return { label: HEALTH_LABELS.failing, variant: "destructive" };
  if (source.lastSyncStatus === "error") {
    const failures = Math.max(1, source.consecutiveErrors);
    return {
      label: SOURCE_STATUS.lastSyncFailed(failures, HEALTH_RULE.failingAfter),
      variant: "destructive",
    };
  }
  return { label: SYNC_LABELS.success, variant: "success" };
}
