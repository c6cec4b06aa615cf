/**
 * A source's one status badge (issue 25, ADR 0101): in the place of the spec's
 * sync-status badge, saying what that badge and the health badge used to say side by side.
 */
import { Badge } from "@/components/ui/badge.tsx";
import { sourceStatus, type StatusInput } from "./source_status.ts";

/** The badge of a source's status. */
export function SourceStatusBadge({ source }: { source: StatusInput }) {
  const { label, variant } = sourceStatus(source);
  return <Badge variant={variant} data-testid="source-status">{label}</Badge>;
}
