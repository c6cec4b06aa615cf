/** The horizon as a timeline (issue 29): its items by week, or by month for 90 and 365 days. */
import type { HorizonItem } from "@api/schemas/register.ts";
import { timelineGroups } from "../horizon_calendar.ts";
import { HORIZON_TEXT as T } from "../horizon_strings.ts";
import { HorizonItemList } from "./horizon_item.tsx";

/** The groups, each a section with its heading. */
export function HorizonTimeline(
  { items, days }: { items: readonly HorizonItem[]; days: number },
) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{T.empty}</p>;
  return (
    <div className="grid gap-6" data-testid="horizon-timeline">
      {timelineGroups(items, days).map((group) => (
        <section key={group.key} aria-labelledby={`horizon-${group.key}`} className="grid gap-2">
          <h2 id={`horizon-${group.key}`} className="text-base font-semibold text-slate-900">
            {group.kind === "week" ? T.weekOf(group.label) : group.label}
          </h2>
          <HorizonItemList items={group.items} />
        </section>
      ))}
    </div>
  );
}
