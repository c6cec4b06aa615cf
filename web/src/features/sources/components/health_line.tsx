/**
 * The line under a source with its activity (issue 14): the 12-week sparkline and the items of
 * the last 30 days. Its health is said by the one status badge (source_status_badge.tsx).
 */
import type { SourceHealthView } from "../../../../../api/schemas/sources.ts";
import { HEALTH } from "../strings.ts";
import { Sparkline } from "./sparkline.tsx";

/** 12-week sparkline and the items of the last 30 days of one source. */
export function HealthLine({ source }: { source: SourceHealthView }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      <Sparkline counts={source.weeklyCounts} />
      <span>{HEALTH.itemsLast30Days(source.itemsLast30Days)}</span>
    </div>
  );
}
