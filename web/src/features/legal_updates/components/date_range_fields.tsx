/**
 * From and To pickers (spec part 1 §2): future days are disabled, From cannot be after To and
 * To cannot be before From. A typed day outside those bounds is brought back to the bound.
 */
import { useId } from "react";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { todayInputValue } from "@/lib/dates.ts";
import { LISTING_TEXT } from "../strings.ts";
import { clampDay } from "./listing_logic.ts";

interface Props {
  from: string;
  to: string;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
}

/** The two date inputs. */
export function DateRangeFields({ from, to, onFrom, onTo }: Props) {
  const id = useId();
  const today = todayInputValue();
  const fromMax = to && to < today ? to : today;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-semibold">{LISTING_TEXT.dateRange}</legend>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-from`}>{LISTING_TEXT.from}</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={from}
          max={fromMax}
          onChange={(e) => onFrom(clampDay(e.target.value, "", fromMax))}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-to`}>{LISTING_TEXT.to}</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={to}
          min={from || undefined}
          max={today}
          onChange={(e) => onTo(clampDay(e.target.value, from, today))}
        />
      </div>
    </fieldset>
  );
}
