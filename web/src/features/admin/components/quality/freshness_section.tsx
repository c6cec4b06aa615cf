/**
 * Per feed source, the median delay from publication to seen and to approval (issue 26,
 * ADR 0119), slowest to be seen first (as the server orders them).
 */
import type { SourceFreshness } from "@api/schemas/freshness.ts";
import { SectionCard } from "@/components/ui/card.tsx";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table.tsx";
import { FRESHNESS } from "@/features/admin/strings.ts";
import { delayText } from "@/features/admin/freshness_text.ts";
import { FiguresTable } from "./figures_table.tsx";

/** The table of every source with dated updates seen in the period. */
export function FreshnessSection({ sources }: { sources: SourceFreshness[] }) {
  return (
    <SectionCard
      title={FRESHNESS.title}
      description={FRESHNESS.hint}
      data-testid="quality-freshness"
    >
      {sources.length === 0
        ? <p className="text-sm text-muted-foreground">{FRESHNESS.none}</p>
        : (
          <FiguresTable label={FRESHNESS.title}>
            <TableHeader>
              <TableRow>
                <TableHead>{FRESHNESS.source}</TableHead>
                <TableHead className="text-right">{FRESHNESS.counted}</TableHead>
                <TableHead className="text-right">{FRESHNESS.toSeen}</TableHead>
                <TableHead className="text-right">{FRESHNESS.toApproval}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {sources.map((s) => (
                <TableRow key={s.rssSourceId} data-testid={`freshness-source-${s.rssSourceId}`}>
                  <TableCell className="font-medium">{s.name}</TableCell>
                  <TableCell className="text-right tabular-nums">{s.counted}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {delayText(s.medianSeenSeconds)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {s.medianApprovalSeconds === null
                      ? FRESHNESS.notApproved
                      : delayText(s.medianApprovalSeconds)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </FiguresTable>
        )}
    </SectionCard>
  );
}
