/**
 * "What's coming" (/register/horizon, issue 29): the duties due in the next 7, 30, 90 or 365
 * days (the register's due dates and the deadlines of approved updates' duties not yet in it) as
 * a timeline or a month view.
 */
import { useMemo, useState } from "react";
import { Link } from "wouter";
import { HORIZON_DAYS, type HorizonDays } from "@domain/register.ts";
import { PageHeader } from "@/components/layout/page_header.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { PageSpinner } from "@/components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { cn } from "@/lib/cn.ts";
import { formatDate } from "@/lib/dates.ts";
import { PAGES } from "@/lib/pages.ts";
import { useHorizon } from "../api/horizon.ts";
import { HORIZON_TEXT as T } from "../horizon_strings.ts";
import { HorizonMonth } from "./horizon_month.tsx";
import { HorizonTimeline } from "./horizon_timeline.tsx";

/** The 7 / 30 / 90 / 365 switch: toggle buttons, the pressed one is the window shown. */
function WindowSwitch(
  { days, onChange }: { days: HorizonDays; onChange: (days: HorizonDays) => void },
) {
  return (
    <div role="group" aria-label={T.windowLabel} className="flex flex-wrap items-center gap-1">
      <span aria-hidden="true" className="mr-1 text-sm text-muted-foreground">
        {T.windowLabel}
      </span>
      {HORIZON_DAYS.map((n) => (
        <button
          key={n}
          type="button"
          aria-pressed={n === days}
          onClick={() => onChange(n)}
          className={cn(
            buttonClasses({ variant: n === days ? "default" : "outline", size: "sm" }),
          )}
        >
          {T.window(n)}
        </button>
      ))}
    </div>
  );
}

/** The screen. */
export function HorizonScreen() {
  const [days, setDays] = useState<HorizonDays>(30);
  const horizon = useHorizon(days);
  const page = PAGES.registerHorizon;
  const pages = horizon.data?.pages;
  const first = pages?.[0];
  // The pages follow each other in due order: the later ones extend the timeline and the month.
  const items = useMemo(() => pages?.flatMap((p) => p.items) ?? [], [pages]);
  return (
    <>
      <PageHeader
        title={page.label}
        intro={page.intro}
        actions={
          <Link href={PAGES.register.path} className={buttonClasses({ variant: "outline" })}>
            {T.registerLink}
          </Link>
        }
      />
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <WindowSwitch days={days} onChange={setDays} />
          {first && (
            <p className="text-sm text-muted-foreground" data-testid="horizon-range">
              {T.range(
                formatDate(first.from),
                formatDate(first.to),
                items.length,
                horizon.hasNextPage,
              )}
            </p>
          )}
        </div>
        {horizon.isError && <p className="text-sm text-destructive">{T.loadFailed}</p>}
        {!first && horizon.isLoading && <PageSpinner />}
        {first && (
          <Tabs defaultValue="timeline" aria-busy={horizon.isFetching}>
            <TabsList aria-label={T.viewLabel}>
              <TabsTrigger value="timeline">{T.timeline}</TabsTrigger>
              <TabsTrigger value="month">{T.month}</TabsTrigger>
            </TabsList>
            <TabsContent value="timeline">
              <HorizonTimeline items={items} days={first.days} />
            </TabsContent>
            <TabsContent value="month">
              <HorizonMonth items={items} />
            </TabsContent>
          </Tabs>
        )}
        {horizon.hasNextPage && (
          <button
            type="button"
            className={cn(buttonClasses({ variant: "outline" }), "justify-self-start")}
            disabled={horizon.isFetchingNextPage}
            onClick={() => horizon.fetchNextPage()}
          >
            {T.loadMore}
          </button>
        )}
      </div>
    </>
  );
}
