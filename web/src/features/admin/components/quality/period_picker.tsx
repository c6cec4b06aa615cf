/** The Quality tab's period: two dates and quick choices of the last 30, 90 or 365 days. */
import { type FormEvent, useState } from "react";
import type { QualityPeriod } from "@api/schemas/analysis_quality.ts";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { QUALITY } from "@/features/admin/strings.ts";
import { lastDays } from "./quality_figures.ts";

const QUICK_DAYS = [30, 90, 365] as const;

/** Shows `value`; calls `onChange` when a period is chosen. */
export function PeriodPicker(
  { value, onChange }: { value: QualityPeriod; onChange: (next: QualityPeriod) => void },
) {
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  const quick = (days: number) => {
    const next = lastDays(new Date(), days);
    setDraft(next);
    onChange(next);
  };
  return (
    <form
      onSubmit={submit}
      aria-label={QUALITY.period}
      className="flex flex-wrap items-end gap-3"
      data-testid="quality-period"
    >
      {(["from", "to"] as const).map((end) => (
        <div key={end} className="grid gap-1">
          <Label htmlFor={`quality-${end}`}>{QUALITY[end]}</Label>
          <Input
            id={`quality-${end}`}
            type="date"
            className="w-40"
            value={draft[end]}
            onChange={(e) => setDraft({ ...draft, [end]: e.target.value })}
          />
        </div>
      ))}
      <Button type="submit">{QUALITY.show}</Button>
      <div role="group" aria-label={QUALITY.quickPeriods} className="flex flex-wrap gap-2">
        {QUICK_DAYS.map((days) => (
          <Button
            key={days}
            type="button"
            variant="outline"
            size="sm"
            onClick={() => quick(days)}
          >
            {QUALITY.lastDays(days)}
          </Button>
        ))}
      </div>
    </form>
  );
}
