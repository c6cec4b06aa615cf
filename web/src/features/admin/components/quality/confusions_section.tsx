/** The categories the AI most often gave where the reviewer approved another. */
import type { AnalysisQuality } from "@api/schemas/analysis_quality.ts";
import { SectionCard } from "@/components/ui/card.tsx";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table.tsx";
import { QUALITY } from "@/features/admin/strings.ts";
import { FiguresTable } from "./figures_table.tsx";
import { topConfusions } from "./quality_figures.ts";

/** The top confusions as a table (a short list needs no chart). */
export function ConfusionsSection({ categories }: { categories: AnalysisQuality["categories"] }) {
  const confusions = topConfusions(categories);
  return (
    <SectionCard
      title={QUALITY.confusionsTitle}
      description={QUALITY.confusionsHint}
      data-testid="quality-confusions"
      bodyClassName="grid gap-4"
    >
      {confusions.length === 0
        ? <p className="text-sm text-muted-foreground">{QUALITY.noConfusions}</p>
        : (
          <FiguresTable label={QUALITY.confusionsTitle}>
            <TableHeader>
              <TableRow>
                <TableHead>{QUALITY.aiSaid}</TableHead>
                <TableHead>{QUALITY.approvedAs}</TableHead>
                <TableHead className="text-right">{QUALITY.count}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {confusions.map((c) => (
                <TableRow key={`${c.from}\u0000${c.to}`}>
                  <TableCell>{c.from}</TableCell>
                  <TableCell>{c.to}</TableCell>
                  <TableCell className="text-right tabular-nums">{c.count}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </FiguresTable>
        )}
    </SectionCard>
  );
}
