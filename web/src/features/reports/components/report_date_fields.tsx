/** The optional From Date and To Date pickers with clear buttons, and the four presets. */
import { X } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { PRESETS, REPORT_DIALOG } from "../strings.ts";
import { MIN_REPORT_DATE, type Preset, presetRange } from "../utils/report_dates.ts";

/** A From/To pair as date-input values ("" when not set). */
export interface DateRange {
  from: string;
  to: string;
}

/** Props of {@link ReportDateFields}. */
export interface ReportDateFieldsProps {
  range: DateRange;
  onChange: (range: DateRange) => void;
  errors: { from?: string; to?: string };
  /** Today as a date-input value: the latest date offered. */
  today: string;
  disabled: boolean;
}

function DateField(props: {
  id: string;
  label: string;
  clearLabel: string;
  value: string;
  min: string;
  max: string;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <div className="flex gap-1">
        <Input
          id={props.id}
          type="date"
          value={props.value}
          min={props.min}
          max={props.max}
          disabled={props.disabled}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          onChange={(event) => props.onChange(event.target.value)}
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label={props.clearLabel}
          title={props.clearLabel}
          disabled={props.disabled || props.value === ""}
          onClick={() => props.onChange("")}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      {props.error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">{props.error}</p>
      )}
    </div>
  );
}

const PRESET_ORDER: Preset[] = ["last30Days", "last3Months", "last6Months", "allTime"];

/** The date pickers and presets of the report dialog. */
export function ReportDateFields(
  { range, onChange, errors, today, disabled }: ReportDateFieldsProps,
) {
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <DateField
          id="report-from-date"
          label={REPORT_DIALOG.fromDate}
          clearLabel={REPORT_DIALOG.clearFrom}
          value={range.from}
          min={MIN_REPORT_DATE}
          max={range.to && range.to < today ? range.to : today}
          error={errors.from}
          disabled={disabled}
          onChange={(from) => onChange({ ...range, from })}
        />
        <DateField
          id="report-to-date"
          label={REPORT_DIALOG.toDate}
          clearLabel={REPORT_DIALOG.clearTo}
          value={range.to}
          min={range.from || MIN_REPORT_DATE}
          max={today}
          error={errors.to}
          disabled={disabled}
          onChange={(to) => onChange({ ...range, to })}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {PRESET_ORDER.map((preset) => (
          <Button
            key={preset}
            variant="outline"
            size="sm"
            disabled={disabled}
            onClick={() => onChange(presetRange(preset))}
          >
            {PRESETS[preset]}
          </Button>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">{REPORT_DIALOG.datesHint}</p>
    </div>
  );
}
