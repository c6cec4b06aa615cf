/** A source's sync-status badge: Active (last sync succeeded), Error, or Pending. */
import type { SyncStatus } from "../../../../../domain/sources.ts";
import { Badge, type BadgeVariant } from "../../../components/ui/badge.tsx";
import { SYNC_LABELS } from "../strings.ts";

const VARIANTS: Record<SyncStatus, BadgeVariant> = {
  success: "success",
  error: "destructive",
  pending: "warning",
};

/** The badge of a lastSyncStatus. */
export function SyncBadge({ status }: { status: SyncStatus }) {
  return <Badge variant={VARIANTS[status]}>{SYNC_LABELS[status]}</Badge>;
}
