/** Agreement per category or per analyser: a stacked chart and the same figures as a table. */
import { SectionCard } from "@/components/ui/card.tsx";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table.tsx";
import { QUALITY } from "@/features/admin/strings.ts";
import { FiguresTable } from "./figures_table.tsx";
import { AgreementChart } from "./quality_charts.tsx";
import { agreementRate, percent } from "./quality_figures.ts";

/** One row: a category or an analyser. */
export interface AgreementRow {
  label: string;
  analysed: number;
  kept: number;
  changed: number;
}

/** A card titled `title` whose first column is headed `labelHeading`. */
export function AgreementSection(
  { title, hint, labelHeading, rows, testId }: {
    title: string;
    hint?: string;
    labelHeading: string;
    rows: AgreementRow[];
    testId: string;
  },
) {
  const judged = rows.filter((r) => r.kept + r.changed > 0);
  return (
    <SectionCard title={title} description={hint} data-testid={testId} bodyClassName="grid gap-4">
      {judged.length > 0 && <AgreementChart title={title} bars={judged} />}
      <FiguresTable label={title}>
        <TableHeader>
          <TableRow>
            <TableHead>{labelHeading}</TableHead>
            <TableHead className="text-right">{QUALITY.analysed}</TableHead>
            <TableHead className="text-right">{QUALITY.kept}</TableHead>
            <TableHead className="text-right">{QUALITY.changed}</TableHead>
            <TableHead className="text-right">{QUALITY.agreement}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.label}>
              <TableCell className="font-medium">{row.label}</TableCell>
              <TableCell className="text-right tabular-nums">{row.analysed}</TableCell>
              <TableCell className="text-right tabular-nums">{row.kept}</TableCell>
              <TableCell className="text-right tabular-nums">{row.changed}</TableCell>
              <TableCell className="text-right tabular-nums">
                {percent(agreementRate(row.kept, row.changed), QUALITY.notJudged)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </FiguresTable>
    </SectionCard>
  );
}
