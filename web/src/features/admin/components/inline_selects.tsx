/** The table's inline selects: a row's review status and its AI category (spec part 2 §2, §4). */
import { UPDATE_STATUSES, type UpdateStatus } from "@domain/legal_updates.ts";
import { CATEGORIES } from "@domain/categories.ts";
import { optionsOf, OptionsSelect, plainOptions } from "@/components/ui/options_select.tsx";
import { cn } from "@/lib/cn.ts";
import { STATUS_LABELS } from "../strings.ts";

const STATUS_COLOURS: Record<UpdateStatus, string> = {
  pending: "border-orange-200 bg-orange-50 text-orange-700",
  approved: "border-green-200 bg-green-50 text-green-700",
  rejected: "border-red-200 bg-red-50 text-red-700",
};

const STATUS_OPTIONS = optionsOf(UPDATE_STATUSES, STATUS_LABELS);
const CATEGORY_OPTIONS = plainOptions(CATEGORIES);

/** A badge-like select of Pending, Approved, Rejected. */
export function StatusSelect(
  { value, label, disabled, onChange }: {
    value: UpdateStatus;
    label: string;
    disabled?: boolean;
    onChange: (status: UpdateStatus) => void;
  },
) {
  return (
    <OptionsSelect
      value={value}
      disabled={disabled}
      onChange={(next) => next !== value && onChange(next)}
      options={STATUS_OPTIONS}
      aria-label={label}
      className={cn("h-7 w-32 rounded-full px-2.5 text-xs font-semibold", STATUS_COLOURS[value])}
    />
  );
}

/** A compact select of the 14 categories. */
export function CategorySelect(
  { value, label, disabled, onChange }: {
    value: string;
    label: string;
    disabled?: boolean;
    onChange: (category: string) => void;
  },
) {
  return (
    <OptionsSelect
      value={value}
      disabled={disabled}
      onChange={(next) => next !== value && onChange(next)}
      options={CATEGORY_OPTIONS}
      aria-label={label}
      className="h-8 w-48 text-xs"
    />
  );
}
