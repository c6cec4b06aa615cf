/** The filter row of the register's table: status, owner, control and due, and Clear filters. */
import { useId } from "react";
import type { ControlAnswer } from "@api/schemas/controls.ts";
import type { RegisterOwnersAnswer } from "@api/schemas/register.ts";
import {
  REGISTER_DUE_FILTERS,
  REGISTER_STATUS_LABELS,
  REGISTER_STATUSES,
  WITHOUT_OWNER,
} from "@domain/register.ts";
import { Button } from "@/components/ui/button.tsx";
import { Label } from "@/components/ui/label.tsx";
import { OptionsSelect, type SelectOption } from "@/components/ui/options_select.tsx";
import { nameOrEmail } from "@/lib/user_names.ts";
import { hasFilters, NO_FILTERS, type RegisterFilters } from "../list_filters.ts";
import { DUE_LABELS, FILTERS, REGISTER_SCREEN } from "../strings.ts";

/** A select's value for "no filter" (radix Select has no empty value). */
const ANY = "any";

const STATUS_OPTIONS: SelectOption[] = [
  [ANY, FILTERS.anyStatus],
  ...REGISTER_STATUSES.map((s) => [s, REGISTER_STATUS_LABELS[s]] as const),
  ["not_applicable", FILTERS.notApplicable],
];

const DUE_OPTIONS: SelectOption[] = [
  [ANY, FILTERS.anyDue],
  ...REGISTER_DUE_FILTERS.map((d) => [d, DUE_LABELS[d]] as const),
];

/** Props of {@link RegisterFilterRow}. */
export interface RegisterFilterRowProps {
  filters: RegisterFilters;
  owners: RegisterOwnersAnswer["owners"];
  controls: readonly ControlAnswer[];
  /** The new filters (always on the first page). */
  onChange: (next: RegisterFilters) => void;
}

/** Four labelled selects in a wrapping row. */
export function RegisterFilterRow({ filters, owners, controls, onChange }: RegisterFilterRowProps) {
  const ids = { status: useId(), owner: useId(), control: useId(), due: useId() };
  const set = (key: "status" | "ownerId" | "controlId" | "due", value: string) =>
    onChange({ ...filters, [key]: value === ANY ? "" : value, page: 1 });
  const ownerOptions: SelectOption[] = [
    [ANY, FILTERS.anyOwner],
    [WITHOUT_OWNER, FILTERS.withoutOwner],
    ...owners.map((o) => [o.id, nameOrEmail(o)] as const),
  ];
  const controlOptions: SelectOption[] = [
    [ANY, FILTERS.anyControl],
    ...controls.map((c) => [String(c.id), `${c.reference} ${c.name}`] as const),
  ];
  const selects = [
    { id: ids.status, label: FILTERS.status, key: "status", options: STATUS_OPTIONS },
    { id: ids.owner, label: FILTERS.owner, key: "ownerId", options: ownerOptions },
    { id: ids.control, label: FILTERS.control, key: "controlId", options: controlOptions },
    { id: ids.due, label: FILTERS.due, key: "due", options: DUE_OPTIONS },
  ] as const;
  return (
    <div
      role="group"
      aria-label={FILTERS.label}
      className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
    >
      {selects.map(({ id, label, key, options }) => (
        <div key={key} className="grid gap-1.5">
          <Label htmlFor={id}>{label}</Label>
          <OptionsSelect
            id={id}
            value={filters[key] || ANY}
            onChange={(value) => set(key, value)}
            options={options}
            data-testid={`filter-${key}`}
          />
        </div>
      ))}
      <Button
        variant="outline"
        onClick={() => onChange(NO_FILTERS)}
        disabled={!hasFilters(filters)}
      >
        {REGISTER_SCREEN.clearFilters}
      </Button>
    </div>
  );
}
