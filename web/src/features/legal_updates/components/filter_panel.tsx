/**
 * The left filter panel (spec part 1 §2): 'Clear All' and 'Save' (signed in), the search box
 * with its result count, the date range, the Jurisdiction and Industry checklists, 'Create alert
 * from these filters' (signed in, issue 13), and 'Showing X of Y updates' while any filter is
 * active. Below Tailwind's `md` breakpoint it folds behind a 'Filters' disclosure button that
 * counts the active filters (issue 25 item 6, ADR 0122); from `md` up it is
 * always open.
 */
import { useId, useState } from "react";
import { BellPlus, ChevronDown, Search, SlidersHorizontal } from "lucide-react";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { cn } from "@/lib/cn.ts";
import { activeFilters, LISTING_TEXT, resultCount, showingOf } from "../strings.ts";
import { Checklist, type ChecklistOption } from "@/components/legal_updates/checklist.tsx";
import { DateRangeFields } from "./date_range_fields.tsx";
import { activeFilterCount, isSelectionActive, type Selection } from "./listing_logic.ts";

interface Props {
  selection: Selection;
  jurisdictions: readonly ChecklistOption[];
  industries: readonly ChecklistOption[];
  matching: number;
  overall: number;
  /** Signed in: the 'Save' button shows. */
  canSave: boolean;
  saving: boolean;
  onSearch: (value: string) => void;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
  onToggleJurisdiction: (name: string) => void;
  onToggleIndustry: (name: string) => void;
  onClearAll: () => void;
  onSave: () => void;
  /** Signed in: opens the alert dialog with the current filters. */
  onCreateAlert?: () => void;
}

/** The panel. */
export function FilterPanel(props: Props) {
  const { selection } = props;
  const id = useId();
  // Folded on every load; only phones see the toggle (from `md` up the panel is always open).
  const [open, setOpen] = useState(false);
  const toggle = () => setOpen((wasOpen) => !wasOpen);
  const searching = selection.search.trim() !== "";
  const active = activeFilterCount(selection);
  return (
    <Card className="grid h-fit gap-6 p-3 md:p-5" role="search" aria-label={LISTING_TEXT.filters}>
      <Button
        variant="ghost"
        className="justify-between md:hidden"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={toggle}
        data-testid="filters-toggle"
      >
        <span className="flex items-center gap-2">
          <SlidersHorizontal aria-hidden="true" />
          {LISTING_TEXT.filters}
          {active > 0 && <Badge variant="secondary">{activeFilters(active)}</Badge>}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn("transition-transform", open && "rotate-180")}
        />
      </Button>
      <div id={`${id}-body`} className={cn("gap-6 md:grid", open ? "grid" : "hidden")}>
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-base font-semibold max-md:sr-only">{LISTING_TEXT.filters}</h2>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={props.onClearAll}>
              {LISTING_TEXT.clearAll}
            </Button>
            {props.canSave && (
              <Button size="sm" onClick={props.onSave} disabled={props.saving}>
                {LISTING_TEXT.save}
              </Button>
            )}
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-search`}>{LISTING_TEXT.searchLabel}</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            />
            <Input
              id={`${id}-search`}
              type="search"
              className="pl-9"
              placeholder={LISTING_TEXT.searchPlaceholder}
              value={selection.search}
              onChange={(e) =>
                props.onSearch(e.target.value)}
              autoComplete="off"
            />
          </div>
          <p
            className="min-h-5 text-xs text-muted-foreground"
            aria-live="polite"
            data-testid="search-count"
          >
            {searching ? resultCount(props.matching) : ""}
          </p>
        </div>
        <DateRangeFields
          from={selection.from}
          to={selection.to}
          onFrom={props.onFrom}
          onTo={props.onTo}
        />
        <Checklist
          title={LISTING_TEXT.jurisdiction}
          options={props.jurisdictions}
          selected={selection.jurisdictions}
          onToggle={props.onToggleJurisdiction}
          scroll
        />
        <Checklist
          title={LISTING_TEXT.industry}
          options={props.industries}
          selected={selection.industries}
          onToggle={props.onToggleIndustry}
        />
        {props.onCreateAlert && (
          <Button variant="outline" onClick={props.onCreateAlert} data-testid="button-create-alert">
            <BellPlus aria-hidden="true" />
            {LISTING_TEXT.createAlert}
          </Button>
        )}
        {isSelectionActive(selection) && (
          <p className="text-sm font-medium text-slate-700" data-testid="showing-of">
            {showingOf(props.matching, props.overall)}
          </p>
        )}
      </div>
    </Card>
  );
}
