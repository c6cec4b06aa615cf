/** The dashboard's four live figures (ADR 0028), from GET /api/statistics/overview. */
import type { LucideIcon } from "lucide-react";
import { CalendarDays, FileText, Globe, Tags } from "lucide-react";
import { Card } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useOverviewStats } from "../api/overview_stats.ts";
import type { OverviewStats } from "@api/schemas/statistics.ts";

interface StatDefinition {
  key: keyof OverviewStats;
  label: string;
  hint: string;
  icon: LucideIcon;
  testId: string;
}

const STATS: readonly StatDefinition[] = [
  {
    key: "approvedUpdates",
    label: "Legal Updates",
    hint: "Approved updates",
    icon: FileText,
    testId: "stat-legal-updates",
  },
  {
    key: "activeJurisdictions",
    label: "Jurisdictions",
    hint: "Actively monitored",
    icon: Globe,
    testId: "stat-jurisdictions",
  },
  {
    key: "approvedThisWeek",
    label: "This Week",
    hint: "Approved in the last 7 days",
    icon: CalendarDays,
    testId: "stat-this-week",
  },
  {
    key: "categoriesInUse",
    label: "Categories",
    hint: "Industry categories in use",
    icon: Tags,
    testId: "stat-categories",
  },
];

/** Four cards; skeletons while loading, a dash when the figures cannot be loaded. */
export function StatCards() {
  const stats = useOverviewStats();
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {STATS.map(({ key, label, hint, icon: Icon, testId }) => (
        <Card key={key} className="p-4 sm:p-5" data-testid={testId}>
          <div className="flex items-start justify-between gap-2">
            <p className="text-sm font-medium text-muted-foreground">{label}</p>
            <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
          </div>
          {stats.isLoading ? <Skeleton className="mt-3 h-8 w-16" /> : (
            <p
              className="mt-2 text-2xl font-bold tabular-nums sm:text-3xl"
              data-testid={`${testId}-value`}
            >
              {stats.data ? stats.data[key].toLocaleString() : "—"}
            </p>
          )}
          <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
        </Card>
      ))}
    </div>
  );
}
