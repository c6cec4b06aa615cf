/** The portal's table: header with select-all and sortable columns, then one row per update. */
import type { Ref } from "react";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { AdminUpdate } from "@api/schemas/review.ts";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "@/components/ui/table.tsx";
import { COLUMNS } from "../strings.ts";
import type { SortKey, SortState } from "./review_sort.ts";
import { type RowActions, UpdateRow } from "./update_row.tsx";

/** A header button that sorts by `sortKey`, with aria-sort on its cell. */
function SortButton(
  { label, sortKey, sort, onSort }: {
    label: string;
    sortKey: SortKey;
    sort: SortState;
    onSort: (key: SortKey) => void;
  },
) {
  const current = sort.key === sortKey;
  const Icon = !current ? ArrowUpDown : sort.direction === "asc" ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      className="inline-flex cursor-pointer items-center gap-1 rounded font-medium hover:text-slate-900"
      onClick={() => onSort(sortKey)}
      data-testid={`sort-${sortKey}`}
    >
      {label}
      <Icon aria-hidden="true" className="size-3.5" />
    </button>
  );
}

function ariaSort(sort: SortState, keys: SortKey[]) {
  if (!keys.includes(sort.key)) return undefined;
  return sort.direction === "asc" ? "ascending" as const : "descending" as const;
}

/** Props of {@link UpdatesTable}. */
export interface UpdatesTableProps {
  rows: AdminUpdate[];
  selected: ReadonlySet<number>;
  activeIndex: number;
  busyIds: ReadonlySet<number>;
  sort: SortState;
  onSort: (key: SortKey) => void;
  onToggleAll: (checked: boolean) => void;
  rowRef: (index: number) => Ref<HTMLTableRowElement>;
  actions: Omit<RowActions, "onFocusRow"> & { onFocusRow: (index: number) => void };
}

/** The table of one page of updates. */
export function UpdatesTable(props: UpdatesTableProps) {
  const { rows, selected, sort, onSort, actions } = props;
  const chosen = rows.filter((r) => selected.has(r.id)).length;
  const all = rows.length > 0 && chosen === rows.length;
  return (
    <Table aria-label="Legal updates to review" data-testid="updates-table">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-10" control>
            <Checkbox
              aria-label={COLUMNS.selectAll}
              checked={all ? true : chosen > 0 ? "indeterminate" : false}
              onCheckedChange={(checked) => props.onToggleAll(checked === true)}
            />
          </TableHead>
          <TableHead>{COLUMNS.title}</TableHead>
          <TableHead aria-sort={ariaSort(sort, ["status"])} control>
            <SortButton label={COLUMNS.status} sortKey="status" sort={sort} onSort={onSort} />
          </TableHead>
          <TableHead aria-sort={ariaSort(sort, ["jurisdiction"])} control>
            <SortButton
              label={COLUMNS.jurisdiction}
              sortKey="jurisdiction"
              sort={sort}
              onSort={onSort}
            />
          </TableHead>
          <TableHead>{COLUMNS.category}</TableHead>
          <TableHead aria-sort={ariaSort(sort, ["publishDate", "reviewedAt"])} control>
            <div className="flex flex-col items-start gap-0.5">
              <SortButton label={COLUMNS.date} sortKey="publishDate" sort={sort} onSort={onSort} />
              <SortButton
                label={COLUMNS.reviewed}
                sortKey="reviewedAt"
                sort={sort}
                onSort={onSort}
              />
            </div>
          </TableHead>
          <TableHead>{COLUMNS.actions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((update, index) => (
          <UpdateRow
            key={update.id}
            update={update}
            selected={selected.has(update.id)}
            active={index === props.activeIndex}
            busy={props.busyIds.has(update.id)}
            rowRef={props.rowRef(index)}
            actions={{ ...actions, onFocusRow: () => actions.onFocusRow(index) }}
          />
        ))}
      </TableBody>
    </Table>
  );
}
