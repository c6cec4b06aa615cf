/** The Tasks screen's controls: search, status filter and sort order (spec part 2 §2). */
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input.tsx";
import { OptionsSelect } from "@/components/ui/options_select.tsx";
import { SCREEN, SORTS, STATUS_FILTERS, type StatusFilter, type TaskSort } from "../strings.ts";

const STATUS_FILTER_OPTIONS = STATUS_FILTERS.map((f) => [f.value, f.label] as const);
const SORT_OPTIONS = SORTS.map((s) => [s.value, s.label] as const);

/** What the toolbar controls. */
export interface ListView {
  search: string;
  status: StatusFilter;
  sort: TaskSort;
}

/** Search box, status filter and sort selector; stacked on phones. */
export function TaskToolbar(
  { view, onChange }: { view: ListView; onChange: (view: ListView) => void },
) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        />
        <Input
          type="search"
          value={view.search}
          onChange={(event) => onChange({ ...view, search: event.target.value })}
          placeholder={SCREEN.searchPlaceholder}
          aria-label={SCREEN.searchLabel}
          className="pl-9"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <OptionsSelect
          value={view.status}
          onChange={(status) => onChange({ ...view, status })}
          options={STATUS_FILTER_OPTIONS}
          aria-label={SCREEN.statusFilterLabel}
          className="sm:w-40"
        />
        <OptionsSelect
          value={view.sort}
          onChange={(sort) => onChange({ ...view, sort })}
          options={SORT_OPTIONS}
          aria-label={SCREEN.sortLabel}
          className="sm:w-40"
        />
      </div>
    </div>
  );
}
