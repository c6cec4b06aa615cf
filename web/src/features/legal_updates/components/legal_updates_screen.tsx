/**
 * The Legal Updates listing (spec part 1 §2, §4, §5): heading and intro, the filter panel, the
 * table with its stars and new-row highlight, and pagination. Signed out: approved updates,
 * no star, no saved filters.
 */
import { useEffect, useMemo } from "react";
import { PageHeader } from "../../../components/layout/page_header.tsx";
import { Pagination } from "../../../components/pagination.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { INDUSTRY_OPTIONS } from "../../../lib/categories.ts";
import { pageCount } from "../../../lib/page_window.ts";
import { PAGES } from "../../../lib/pages.ts";
import { useFavoriteIds } from "../api/favorite_ids.ts";
import { type JurisdictionOption, useJurisdictions } from "../api/jurisdictions.ts";
import type { PublicUpdate } from "../../../../../api/schemas/legal_updates.ts";
import { PAGINATION } from "../strings.ts";
import type { ChecklistOption } from "./checklist.tsx";
import { FilterPanel } from "./filter_panel.tsx";
import { countOptions, MAX_PAGE_BUTTONS, PAGE_SIZE } from "./listing_logic.ts";
import { type TableState, UpdatesTable } from "./updates_table.tsx";
import { useLastVisit } from "./use_last_visit.ts";
import { type ListingData, useListingData } from "./use_listing_data.ts";
import { useListingSelection } from "./use_listing_selection.ts";

/** Jurisdiction names and ids: the server's list, plus any only seen on loaded updates. */
function jurisdictionIndex(list: readonly JurisdictionOption[] | undefined) {
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

function options(names: Iterable<string>, counts: Map<string, number> | null): ChecklistOption[] {
  return [...names].map((name) => ({ name, count: counts ? counts.get(name) ?? 0 : undefined }));
}

/** The listing for a signed-in user (their id) or an anonymous visitor (null). */
export function LegalUpdatesScreen({ userId }: { userId: string | null }) {
  const signedIn = userId !== null;
  const jurisdictions = useJurisdictions();
  const index = useMemo(() => jurisdictionIndex(jurisdictions.data), [jurisdictions.data]);
  const lastVisit = useLastVisit();
  const listing = useListingSelection({ signedIn, knownJurisdictions: index.known });
  const data = useListingData({
    selection: listing.selection,
    page: listing.page,
    sort: listing.sort,
    userId: userId ?? undefined,
    jurisdictionIds: index.ids,
  });
  const favoriteIds = useFavoriteIds(signedIn);

  const counts = useMemo(() => countOptions(data.loaded), [data.loaded]);
  const jurisdictionOptions = useMemo(() => {
    const names = new Set([...index.ids.keys(), ...namesOf(data.loaded)]);
    const sorted = [...names].sort((a, b) => a.localeCompare(b));
    return options(sorted, data.serverMode ? null : counts.jurisdictions);
  }, [index.ids, data.loaded, data.serverMode, counts]);
  const industryOptions = useMemo(
    () => options(INDUSTRY_OPTIONS, data.serverMode ? null : counts.industries),
    [data.serverMode, counts],
  );

  // The rows changed underneath (a refetch): stay on a page that exists.
  const pages = pageCount(data.matching, PAGE_SIZE);
  const { page, setPage } = listing;
  useEffect(() => {
    if (!data.isLoading && page > pages) setPage(pages);
  }, [data.isLoading, page, pages, setPage]);

  return (
    <>
      <PageHeader title={PAGES.legalUpdates.label} intro={PAGES.legalUpdates.intro} />
      <div className="grid items-start gap-6 lg:grid-cols-[19rem_minmax(0,1fr)]">
        <FilterPanel
          selection={listing.selection}
          jurisdictions={jurisdictionOptions}
          industries={industryOptions}
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
        />
        <section className="min-w-0" aria-label={PAGES.legalUpdates.label}>
          <Card className="overflow-hidden">
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
          </Card>
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
    </>
  );
}

function namesOf(updates: readonly PublicUpdate[]): string[] {
  return updates.flatMap((u) => (u.jurisdiction ? [u.jurisdiction.name] : []));
}
