/** Approve rate per feed source; a source whose items are mostly rejected is flagged. */
import type { SourceQuality } from "@api/schemas/analysis_quality.ts";
import { Badge } from "@/components/ui/badge.tsx";
import { SectionCard } from "@/components/ui/card.tsx";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table.tsx";
import { QUALITY } from "@/features/admin/strings.ts";
import { FiguresTable } from "./figures_table.tsx";
import { ApproveRateChart } from "./quality_charts.tsx";
import { isFilterProblem, percent } from "./quality_figures.ts";

/** The sources, lowest approve rate first (as the server orders them). */
export function SourcesSection({ sources }: { sources: SourceQuality[] }) {
  const rated = sources.filter((s) => s.approveRate !== null);
  return (
    <SectionCard
      title={QUALITY.sourcesTitle}
      description={QUALITY.sourcesHint}
      data-testid="quality-sources"
      bodyClassName="grid gap-4"
    >
      {sources.length === 0
        ? <p className="text-sm text-muted-foreground">{QUALITY.noSources}</p>
        : (
          <>
            {rated.length > 0 && (
              <ApproveRateChart
                title={QUALITY.sourcesTitle}
                bars={rated.map((s) => ({
                  label: s.name,
                  percent: Math.round((s.approveRate ?? 0) * 100),
                }))}
              />
            )}
            <FiguresTable label={QUALITY.sourcesTitle}>
              <TableHeader>
                <TableRow>
                  <TableHead>{QUALITY.source}</TableHead>
                  <TableHead className="text-right">{QUALITY.approved}</TableHead>
                  <TableHead className="text-right">{QUALITY.rejected}</TableHead>
                  <TableHead className="text-right">{QUALITY.approveRate}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {sources.map((s) => (
                  <TableRow key={s.rssSourceId} data-testid={`quality-source-${s.rssSourceId}`}>
                    <TableCell className="font-medium">
                      {s.name}
                      {isFilterProblem(s) && (
                        <Badge variant="destructive" className="ml-2">
                          {QUALITY.filterProblem}
                        </Badge>
                      )}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{s.approved}</TableCell>
                    <TableCell className="text-right tabular-nums">{s.rejected}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {percent(s.approveRate, QUALITY.notJudged)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </FiguresTable>
          </>
        )}
    </SectionCard>
  );
}
