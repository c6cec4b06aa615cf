/**
 * The Search & Filters card (spec part 2 §2): search box, role, tier and status filters,
 * 'Clear All' while any is in use, and the 'Active filters' summary with the match count.
 */
import { Search, X } from "lucide-react";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS } from "@domain/accounts.ts";
import { ROLES } from "@domain/roles.ts";
import { NO_FILTERS, type UserFilterState } from "../api/user_filters.ts";
import { BUTTONS, FILTERS, LABELS } from "../strings.ts";
import { SelectField } from "@/components/select_field.tsx";
import { optionsOf } from "@/components/ui/options_select.tsx";

/** True when any filter or the search is in use. */
export function hasActiveFilters(filters: UserFilterState): boolean {
  return filters.search.trim() !== "" || filters.role !== "all" ||
    filters.subscriptionTier !== "all" || filters.subscriptionStatus !== "all";
}

/** Props of {@link UserFilters}. */
export interface UserFiltersProps {
  filters: UserFilterState;
  onChange: (filters: UserFilterState) => void;
  /** How many users match; undefined while loading. */
  total: number | undefined;
}

/** The card. */
export function UserFilters({ filters, onChange, total }: UserFiltersProps) {
  const set = <K extends keyof UserFilterState>(key: K, value: UserFilterState[K]) =>
    onChange({ ...filters, [key]: value });
  const active = hasActiveFilters(filters);
  const chips: string[] = [];
  if (filters.search.trim()) chips.push(`${FILTERS.search}: "${filters.search.trim()}"`);
  if (filters.role !== "all") chips.push(`${FILTERS.role}: ${LABELS.role[filters.role]}`);
  if (filters.subscriptionTier !== "all") {
    chips.push(`${FILTERS.tier}: ${LABELS.tier[filters.subscriptionTier]}`);
  }
  if (filters.subscriptionStatus !== "all") {
    chips.push(`${FILTERS.status}: ${LABELS.status[filters.subscriptionStatus]}`);
  }

  return (
    <Card className="mb-6">
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle as="h2">{FILTERS.title}</CardTitle>
        {active && (
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
            <X aria-hidden="true" />
            {BUTTONS.clearAll}
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label={FILTERS.searchLabel}
            placeholder={FILTERS.searchPlaceholder}
            className="pl-9"
            value={filters.search}
            onChange={(e) => set("search", e.target.value)}
            data-testid="input-user-search"
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label={FILTERS.role}
            value={filters.role}
            onChange={(v) => set("role", v)}
            options={[["all", FILTERS.allRoles], ...optionsOf(ROLES, LABELS.role)]}
            testId="filter-role"
          />
          <SelectField
            label={FILTERS.tier}
            value={filters.subscriptionTier}
            onChange={(v) => set("subscriptionTier", v)}
            options={[["all", FILTERS.allTiers], ...optionsOf(SUBSCRIPTION_TIERS, LABELS.tier)]}
            testId="filter-tier"
          />
          <SelectField
            label={FILTERS.status}
            value={filters.subscriptionStatus}
            onChange={(v) => set("subscriptionStatus", v)}
            options={[
              ["all", FILTERS.allStatuses],
              ...optionsOf(SUBSCRIPTION_STATUSES, LABELS.status),
            ]}
            testId="filter-status"
          />
        </div>
        {active && (
          <div
            className="flex flex-wrap items-center gap-2 text-sm"
            aria-live="polite"
            data-testid="active-filters"
          >
            <span className="font-medium">{FILTERS.activeFilters}:</span>
            {chips.map((chip) => <Badge key={chip} variant="secondary">{chip}</Badge>)}
            {total !== undefined && (
              <span className="text-muted-foreground" data-testid="text-users-found">
                {FILTERS.found(total)}
              </span>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
