/** The coloured badge of a review status. */
import type { UpdateStatus } from "@domain/legal_updates.ts";
import { Badge, type BadgeVariant } from "@/components/ui/badge.tsx";
import { STATUS_LABELS } from "../strings.ts";

const VARIANTS: Record<UpdateStatus, BadgeVariant> = {
  pending: "warning",
  approved: "success",
  rejected: "destructive",
};

/** Pending (orange), Approved (green) or Rejected (red). */
export function StatusBadge({ status }: { status: UpdateStatus }) {
  return (
    <Badge variant={VARIANTS[status]} data-testid="status-badge">{STATUS_LABELS[status]}</Badge>
  );
}
