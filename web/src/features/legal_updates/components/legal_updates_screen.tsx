/**
 * The Legal Updates listing (spec part 1 §2, §4, §5): heading and intro, the filter panel, the
 * table with its stars and new-row highlight, and pagination. Signed out: approved updates,
 * no star, no saved filters, no alerts. Signed in, 'Create alert from these filters' opens the
 * alerts feature's dialog, which the route hands over (features do not import each other).
 */
import { type ComponentType, useEffect, useMemo, useState } from "react";
import { PageHeader } from "@/components/layout/page_header.tsx";
import { Pagination } from "@/components/pagination.tsx";
import { TableCard } from "@/components/ui/card.tsx";
import { pageCount } from "@/lib/page_window.ts";
import type { PublicJurisdiction } from "@api/schemas/sources.ts";
import { PAGES } from "@/lib/pages.ts";
import { useFavoriteIds } from "@/lib/queries/favorites.ts";
import { useListedJurisdictions } from "@/lib/queries/jurisdictions.ts";
import { PAGINATION } from "../strings.ts";
import { FilterPanel } from "./filter_panel.tsx";
import {
  type AlertFilters,
  alertFilters,
  filterOptions,
  MAX_PAGE_BUTTONS,
  PAGE_SIZE,
} from "./listing_logic.ts";
import { type TableState, UpdatesTable } from "./updates_table.tsx";
import { useLastVisit } from "./use_last_visit.ts";
import { type ListingData, useListingData } from "./use_listing_data.ts";
import { useListingSelection } from "./use_listing_selection.ts";
import { SourceScopeNote } from "./source_scope_note.tsx";

/** Jurisdiction names and ids: the server's list, plus any only seen on loaded updates. */
function jurisdictionIndex(list: readonly PublicJurisdiction[] | undefined) {
  const ids = new Map<string, number>();
  for (const j of list ?? []) ids.set(j.name, j.id);
  return { ids, known: list ? new Set(ids.keys()) : null };
}

function tableState(data: ListingData): TableState {
  if (data.isLoading) return "loading";
  if (data.isError) return "error";
  if (data.overall === 0) return "noUpdates";
  return data.matching === 0 ? "noMatches" : "rows";
}

/** What the screen hands the alert dialog: its open state and the listing's filters. */
export interface AlertFromFiltersProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: AlertFilters;
}

/** Props of {@link LegalUpdatesScreen}. */
export interface LegalUpdatesScreenProps {
  /** The signed-in user's id, or null for an anonymous visitor. */
  userId: string | null;
  /** The alerts feature's dialog (signed in only; given by the route). */
  alertDialog?: ComponentType<AlertFromFiltersProps>;
}

/** The listing for a signed-in user or an anonymous visitor. */
export function LegalUpdatesScreen({ userId, alertDialog: AlertDialog }: LegalUpdatesScreenProps) {
  const signedIn = userId !== null;
  const [alertOpen, setAlertOpen] = useState(false);
  const jurisdictions = useListedJurisdictions();
  const index = useMemo(() => jurisdictionIndex(jurisdictions.data), [jurisdictions.data]);
  const lastVisit = useLastVisit();
  const listing = useListingSelection({ signedIn, knownJurisdictions: index.known });
  const data = useListingData({
    selection: listing.selection,
    page: listing.page,
    sort: listing.sort,
    // 'Show all' (sources=all in the address) lifts the source preference for this view.
    userId: listing.allSources ? undefined : userId ?? undefined,
    jurisdictionIds: index.ids,
  });
  const favoriteIds = useFavoriteIds(signedIn);

  const options = useMemo(
    () =>
      filterOptions(index.ids.keys(), { unrestricted: data.unrestricted, counted: data.counted }),
    [index.ids, data.unrestricted, data.counted],
  );

  // The rows changed underneath (a refetch): stay on a page that exists.
  const pages = pageCount(data.matching, PAGE_SIZE);
  const { page, setPage } = listing;
  useEffect(() => {
    if (!data.isLoading && page > pages) setPage(pages, { replace: true });
  }, [data.isLoading, page, pages, setPage]);

  return (
    <>
      <PageHeader title={PAGES.legalUpdates.label} intro={PAGES.legalUpdates.intro} />
      <div className="grid items-start gap-6 lg:grid-cols-[19rem_minmax(0,1fr)]">
        <FilterPanel
          selection={listing.selection}
          jurisdictions={options.jurisdictions}
          industries={options.industries}
          matching={data.matching}
          overall={data.overall}
          canSave={signedIn}
          saving={listing.saving}
          onSearch={listing.setSearch}
          onFrom={listing.setFrom}
          onTo={listing.setTo}
          onToggleJurisdiction={listing.toggleJurisdiction}
          onToggleIndustry={listing.toggleIndustry}
          onClearAll={listing.clearAll}
          onSave={listing.saveAndReload}
          onCreateAlert={signedIn && AlertDialog ? () => setAlertOpen(true) : undefined}
        />
        <section className="min-w-0" aria-label={PAGES.legalUpdates.label}>
          {signedIn && (
            <SourceScopeNote
              scope={data.sourcePreference}
              allSources={listing.allSources}
              onAllSources={listing.setAllSources}
            />
          )}
          <TableCard className="overflow-hidden">
            <UpdatesTable
              rows={data.rows}
              state={tableState(data)}
              showStar={signedIn}
              favoriteIds={favoriteIds}
              lastVisit={lastVisit}
              sort={listing.sort}
              onToggleSort={listing.toggleSort}
              onClearFilters={listing.clearAll}
            />
          </TableCard>
          {!data.isLoading && !data.isError && (
            <Pagination
              page={Math.min(page, pages)}
              total={data.matching}
              pageSize={PAGE_SIZE}
              maxButtons={MAX_PAGE_BUTTONS}
              onPage={setPage}
              text={PAGINATION}
              summaryTestId="pagination-range"
              className="py-4"
            />
          )}
        </section>
      </div>
      {signedIn && AlertDialog && (
        <AlertDialog
          open={alertOpen}
          onOpenChange={setAlertOpen}
          filters={alertFilters(listing.selection, index.ids)}
        />
      )}
    </>
  );
}
