/** A source's health (issue 14): its badge, and the line under a source with the sparkline. */
import type { SourceHealthView } from "../../../../../api/schemas/sources.ts";
import type { SourceHealth } from "../../../../../domain/sources.ts";
import { Badge, type BadgeVariant } from "../../../components/ui/badge.tsx";
import { HEALTH, HEALTH_LABELS } from "../strings.ts";
import { Sparkline } from "./sparkline.tsx";

const VARIANTS: Record<SourceHealth, BadgeVariant> = {
  ok: "success",
  failing: "destructive",
  silent: "warning",
  never: "outline",
};

/** The badge of a health state. */
export function HealthBadge({ health }: { health: SourceHealth }) {
  return (
    <Badge variant={VARIANTS[health]} title={HEALTH.badge(HEALTH_LABELS[health])}>
      {HEALTH_LABELS[health]}
    </Badge>
  );
}

/** Badge, 12-week sparkline and the items of the last 30 days of one source. */
export function HealthLine({ source }: { source: SourceHealthView }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      <HealthBadge health={source.health} />
      <Sparkline counts={source.weeklyCounts} />
      <span>{HEALTH.itemsLast30Days(source.itemsLast30Days)}</span>
    </div>
  );
}
