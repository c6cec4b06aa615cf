/** The table's inline selects: a row's review status and its AI category (spec part 2 §2, §4). */
import { UPDATE_STATUSES, type UpdateStatus } from "../../../../../domain/legal_updates.ts";
import { CATEGORIES } from "../../../../../domain/categories.ts";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "../../../components/ui/select.tsx";
import { cn } from "../../../lib/cn.ts";
import { STATUS_LABELS } from "../strings.ts";

const STATUS_COLOURS: Record<UpdateStatus, string> = {
  pending: "border-orange-200 bg-orange-50 text-orange-700",
  approved: "border-green-200 bg-green-50 text-green-700",
  rejected: "border-red-200 bg-red-50 text-red-700",
};

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
    <Select
      value={value}
      disabled={disabled}
      onValueChange={(next) => next !== value && onChange(next as UpdateStatus)}
    >
      <SelectTrigger
        aria-label={label}
        className={cn("h-7 w-32 rounded-full px-2.5 text-xs font-semibold", STATUS_COLOURS[value])}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {UPDATE_STATUSES.map((status) => (
          <SelectItem key={status} value={status}>{STATUS_LABELS[status]}</SelectItem>
        ))}
      </SelectContent>
    </Select>
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
    <Select
      value={value}
      disabled={disabled}
      onValueChange={(next) => next !== value && onChange(next)}
    >
      <SelectTrigger aria-label={label} className="h-8 w-48 text-xs">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {CATEGORIES.map((category) => (
          <SelectItem key={category} value={category}>{category}</SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
