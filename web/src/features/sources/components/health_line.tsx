/**
 * The line under a source with its activity (issue 14): the 12-week sparkline, the items of the
 * last 30 days, how often it is read and why (issue 26) and, for a silent source, how long it has
 * been quiet. Its status is the one badge of source_status_badge.tsx (issue 25).
 */
import type { JurisdictionSourceView } from "@api/schemas/sources.ts";
import { HEALTH } from "../strings.ts";
import { attentionReason } from "./health_text.ts";
import { scheduleText } from "./schedule_text.ts";
import { Sparkline } from "./sparkline.tsx";

/** Sparkline, items of the last 30 days, the read schedule and the silence of one source. */
export function HealthLine({ source }: { source: JurisdictionSourceView }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      <Sparkline counts={source.weeklyCounts} />
      <span>{HEALTH.itemsLast30Days(source.itemsLast30Days)}</span>
      {source.isActive && <span data-testid="source-schedule">{scheduleText(source)}</span>}
      {source.health === "silent" && (
        <span className="text-orange-700" data-testid="source-silence">
          {attentionReason(source)}
        </span>
      )}
    </div>
  );
}
