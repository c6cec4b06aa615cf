/** The admin badges of the navigation bar: 'System Active', and '{n} Pending' when n > 0. */
import { Badge } from "@/components/ui/badge.tsx";
import { cn } from "@/lib/cn.ts";
import { NAV_BADGES } from "./strings.ts";

/** Props of {@link AdminStatusBadges}. */
export interface AdminStatusBadgesProps {
  /** Pending updates; undefined while the first count loads. */
  pending: number | undefined;
  className?: string;
}

/** Green status badge and the orange pending badge. */
export function AdminStatusBadges({ pending, className }: AdminStatusBadgesProps) {
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Badge variant="success" data-testid="badge-system-active">
        <span aria-hidden="true" className="size-1.5 rounded-full bg-green-600" />
        {NAV_BADGES.systemActive}
      </Badge>
      {pending !== undefined && pending > 0 && (
        <Badge variant="warning" data-testid="badge-pending">
          {NAV_BADGES.pending(pending)}
        </Badge>
      )}
    </div>
  );
}
