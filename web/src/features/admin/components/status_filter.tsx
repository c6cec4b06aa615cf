/** The status filter row with a count on each button (spec part 2 §2). */
import { Button } from "@/components/ui/button.tsx";
import type { UpdateCounts } from "@api/schemas/statistics.ts";
import { STATUS_FILTERS, type StatusFilter } from "../strings.ts";

const COUNT_OF: Record<StatusFilter, keyof UpdateCounts> = {
  all: "total",
  pending: "pending",
  approved: "approved",
  rejected: "rejected",
  "revision-pending": "revisionPending",
};

/** All, Pending, Approved, Rejected, Revision pending; the chosen one is pressed. */
export function StatusFilterRow(
  { value, counts, onChange }: {
    value: StatusFilter;
    counts: UpdateCounts | undefined;
    onChange: (next: StatusFilter) => void;
  },
) {
  return (
    <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
      {STATUS_FILTERS.map((filter) => {
        const count = counts?.[COUNT_OF[filter.value]];
        return (
          <Button
            key={filter.value}
            variant={value === filter.value ? "default" : "outline"}
            size="sm"
            aria-pressed={value === filter.value}
            onClick={() => onChange(filter.value)}
            data-testid={`filter-${filter.value}`}
          >
            {filter.label}
            <span className="rounded-full bg-black/10 px-1.5 text-xs tabular-nums">
              {count ?? "–"}
            </span>
          </Button>
        );
      })}
    </div>
  );
}
