/** The coloured badge of a review status. */
import type { ReviewStatus } from "../../../../../api/schemas/review.ts";
import { Badge, type BadgeVariant } from "../../../components/ui/badge.tsx";
import { STATUS_LABELS } from "../strings.ts";

const VARIANTS: Record<ReviewStatus, BadgeVariant> = {
  pending: "warning",
  approved: "success",
  rejected: "destructive",
};

/** Pending (orange), Approved (green) or Rejected (red). */
export function StatusBadge({ status }: { status: ReviewStatus }) {
  return (
    <Badge variant={VARIANTS[status]} data-testid="status-badge">{STATUS_LABELS[status]}</Badge>
  );
}
