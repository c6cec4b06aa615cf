/**
 * The Verification Portal's Quality tab (issue 16): how often reviewers keep the AI's category,
 * per category and per analyser, the top confusions, the approve rate per source, and each
 * source's median delays from publication to seen and to approval (issue 26), over a chosen period. Loaded lazily with its charting library when the tab is first opened.
 */
import { useState } from "react";
import { HttpError } from "@/lib/http_error.ts";
import { PageHeader } from "@/components/layout/page_header.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useAnalysisQuality } from "@/features/admin/api/analysis_quality.ts";
import { QUALITY } from "@/features/admin/strings.ts";
import { AgreementSection } from "./agreement_section.tsx";
import { ConfusionsSection } from "./confusions_section.tsx";
import { FreshnessSection } from "./freshness_section.tsx";
import { PeriodPicker } from "./period_picker.tsx";
import { lastDays } from "./quality_figures.ts";
import { SourcesSection } from "./sources_section.tsx";

const analyserName = (analyser: string) => QUALITY.analyserNames[analyser] ?? analyser;

/** The whole tab. */
export default function QualityTab() {
  const [period, setPeriod] = useState(() => lastDays(new Date()));
  const quality = useAnalysisQuality(period);
  const data = quality.data;
  return (
    <>
      <PageHeader
        title={QUALITY.title}
        intro={QUALITY.intro}
      />
      <div className="grid gap-4">
        <PeriodPicker value={period} onChange={setPeriod} />
        {quality.isLoading
          ? <Skeleton className="h-64 w-full" />
          : quality.isError
          ? (
            <Card className="p-6 text-sm text-destructive" role="alert">
              {QUALITY.loadFailed} {quality.error instanceof HttpError
                ? quality.error.serverMessage ?? quality.error.message
                : quality.error.message}
            </Card>
          )
          : data && (
            <>
              {data.categories.length === 0
                ? (
                  <Card className="p-6 text-sm text-muted-foreground" data-testid="quality-empty">
                    {QUALITY.empty}
                  </Card>
                )
                : (
                  <div className="grid gap-4 xl:grid-cols-2">
                    <AgreementSection
                      title={QUALITY.categoriesTitle}
                      hint={QUALITY.categoriesHint}
                      labelHeading={QUALITY.category}
                      testId="quality-categories"
                      rows={data.categories.map((c) => ({
                        label: c.category,
                        analysed: c.analysed,
                        kept: c.keptByReviewer,
                        changed: c.changedByReviewer,
                      }))}
                    />
                    <div className="grid content-start gap-4">
                      <AgreementSection
                        title={QUALITY.analysersTitle}
                        labelHeading={QUALITY.analyser}
                        testId="quality-analysers"
                        rows={data.analysers.map((a) => ({
                          ...a,
                          label: analyserName(a.analyser),
                        }))}
                      />
                      <ConfusionsSection categories={data.categories} />
                    </div>
                  </div>
                )}
              <SourcesSection sources={data.sources} />
              <FreshnessSection sources={data.freshness} />
            </>
          )}
      </div>
    </>
  );
}
