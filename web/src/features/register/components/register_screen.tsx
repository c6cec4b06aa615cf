/**
 * The Compliance Register screen (issue 29): the counts as filter cards, the filter row, one
 * page of the entries, the pager, "Add duty" and "Export". The filters live in the address
 * (`/register?status=gap&page=2`), so a view can be shared and Back returns to the last one.
 */
import { type ReactNode, useState } from "react";
import { ClipboardCheck, Download, Plus } from "lucide-react";
import { useLocation, useSearch } from "wouter";
import { PageHeader } from "@/components/layout/page_header.tsx";
import { Pagination } from "@/components/pagination.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { PAGES } from "@/lib/pages.ts";
import { useControls } from "../api/controls.ts";
import { useRegisterList } from "../api/register_list.ts";
import { useRegisterOwners } from "../api/register_owners.ts";
import {
  chooseCard,
  filtersFromSearch,
  hasFilters,
  NO_FILTERS,
  PAGE_SIZE,
  type RegisterFilters,
  searchOfFilters,
} from "../list_filters.ts";
import { ENTRY_PAGINATION, REGISTER_SCREEN as S } from "../strings.ts";
import { AddDutyDialog } from "./add_duty_dialog.tsx";
import { CountCards } from "./count_cards.tsx";
import { EntriesTable } from "./entries_table.tsx";
import { RegisterFilterRow } from "./register_filters.tsx";
import { RegisterTabs } from "./register_tabs.tsx";

/** Where the export downloads from (GET /api/register/export: every entry, as a workbook). */
const EXPORT_URL = "/api/register/export";

/** The whole screen. */
export function RegisterScreen() {
  const filters = filtersFromSearch(useSearch());
  const [, navigate] = useLocation();
  const [adding, setAdding] = useState(false);
  const list = useRegisterList(filters);
  const owners = useRegisterOwners();
  const controls = useControls();

  const show = (next: RegisterFilters) => {
    const search = searchOfFilters(next);
    navigate(`${PAGES.register.path}${search ? `?${search}` : ""}`);
  };

  return (
    <>
      <PageHeader
        title={S.title}
        intro={S.intro}
        actions={
          <>
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              {S.addDuty}
            </Button>
            <Button variant="outline" asChild>
              <a href={EXPORT_URL} download>
                <Download aria-hidden="true" />
                {S.export}
              </a>
            </Button>
          </>
        }
      />
      <RegisterTabs current="entries" />
      <CountCards
        counts={list.data?.counts}
        filters={filters}
        onChoose={(card) => show(chooseCard(filters, card))}
      />
      <RegisterFilterRow
        filters={filters}
        owners={owners.data?.owners ?? []}
        controls={controls.data?.controls ?? []}
        onChange={show}
      />
      <EntriesState list={list} filters={filters} onShow={show} onAdd={() => setAdding(true)} />
      <AddDutyDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}

function EntriesState(
  { list, filters, onShow, onAdd }: {
    list: ReturnType<typeof useRegisterList>;
    filters: RegisterFilters;
    onShow: (next: RegisterFilters) => void;
    onAdd: () => void;
  },
) {
  if (list.isLoading) {
    return (
      <div className="grid gap-2" aria-busy="true">
        {[0, 1, 2].map((i) => <Skeleton key={i} className="h-12 w-full" />)}
      </div>
    );
  }
  if (list.isError || !list.data) {
    return <Card className="p-6 text-center text-red-700" role="alert">{S.loadError}</Card>;
  }
  const { entries, total, counts } = list.data;
  const registerEmpty = Object.values(counts).every((n) => n === 0) && !hasFilters(filters);
  if (registerEmpty) {
    return (
      <Empty title={S.emptyTitle} text={S.emptyText}>
        <Button variant="outline" onClick={onAdd}>
          <Plus aria-hidden="true" />
          {S.addDuty}
        </Button>
      </Empty>
    );
  }
  if (entries.length === 0 && total === 0) {
    return (
      <Empty title={S.noMatchTitle} text={S.noMatchText}>
        <Button variant="outline" onClick={() => onShow(NO_FILTERS)}>{S.clearFilters}</Button>
      </Empty>
    );
  }
  return (
    <div className="grid gap-4">
      <EntriesTable entries={entries} />
      <Pagination
        page={filters.page}
        total={total}
        pageSize={PAGE_SIZE}
        maxButtons={5}
        onPage={(page) => onShow({ ...filters, page })}
        text={ENTRY_PAGINATION}
        summaryTestId="register-showing"
      />
    </div>
  );
}

function Empty({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Card className="grid justify-items-center gap-2 p-10 text-center" data-testid="register-empty">
      <ClipboardCheck aria-hidden="true" className="size-10 text-slate-400" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-muted-foreground">{text}</p>
      <div className="mt-2">{children}</div>
    </Card>
  );
}
