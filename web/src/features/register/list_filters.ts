/**
 * The register list's filters (ADR 0167): read from and written to the
 * address (so a filtered view can be shared and Back works), turned into the API's query, and
 * the count cards as filters: each card is exactly one filter value, so its number is the rows
 * it shows.
 */
import type { RegisterCounts } from "@api/schemas/register.ts";
import {
  REGISTER_DUE_FILTERS,
  REGISTER_PAGE,
  REGISTER_STATUS_FILTERS,
  type RegisterDueFilter,
  type RegisterStatusFilter,
  WITHOUT_OWNER,
} from "@domain/register.ts";
import { parseRecordId } from "@/lib/pages.ts";

/** The list's filters and page; "" is no filter. */
export interface RegisterFilters {
  status: RegisterStatusFilter | "";
  /** A user's id, {@link WITHOUT_OWNER}, or "". */
  ownerId: string;
  /** A control's id as text, or "". */
  controlId: string;
  due: RegisterDueFilter | "";
  page: number;
}

/** No filter, the first page. */
export const NO_FILTERS: RegisterFilters = {
  status: "",
  ownerId: "",
  controlId: "",
  due: "",
  page: 1,
};

/** Rows per page of the screen's table. */
export const PAGE_SIZE = REGISTER_PAGE.size;

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | "" =>
  values.includes(text as T) ? text as T : "";

/** The filters an address's query names; anything unknown or malformed is no filter. */
export function filtersFromSearch(search: string): RegisterFilters {
  const params = new URLSearchParams(search);
  const owner = params.get("ownerId")?.trim() ?? "";
  const control = parseRecordId(params.get("controlId"));
  return {
    status: oneOf(REGISTER_STATUS_FILTERS, params.get("status")),
    ownerId: owner.length <= 100 ? owner : "",
    controlId: control === null ? "" : String(control),
    due: oneOf(REGISTER_DUE_FILTERS, params.get("due")),
    page: parseRecordId(params.get("page")) ?? 1,
  };
}

/** The query of the filters (empty ones and page 1 left out), without "?". */
export function searchOfFilters(filters: RegisterFilters): string {
  const params = new URLSearchParams();
  for (const key of ["status", "ownerId", "controlId", "due"] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  if (filters.page > 1) params.set("page", String(filters.page));
  return params.toString();
}

/** The GET /api/register URL of the filters' page. */
export function registerListUrl(filters: RegisterFilters): string {
  const search = searchOfFilters(filters);
  return `/api/register?${search ? `${search}&` : ""}limit=${PAGE_SIZE}`;
}

/** The filter each count card stands for. */
export const CARD_FILTERS: Record<keyof RegisterCounts, Partial<RegisterFilters>> = {
  notAssessed: { status: "not_assessed" },
  gap: { status: "gap" },
  inProgress: { status: "in_progress" },
  compliant: { status: "compliant" },
  notApplicable: { status: "not_applicable" },
  overdue: { due: "overdue" },
  withoutOwner: { ownerId: WITHOUT_OWNER },
};

/** The filters of card `card` alone, on the first page. */
function cardFilters(card: keyof RegisterCounts): RegisterFilters {
  return { ...NO_FILTERS, ...CARD_FILTERS[card] };
}

/** True when the list shows exactly card `card`'s entries (no other filter). */
export function isCardActive(filters: RegisterFilters, card: keyof RegisterCounts): boolean {
  return searchOfFilters({ ...filters, page: 1 }) === searchOfFilters(cardFilters(card));
}

/** Choosing card `card`: its entries alone, or every entry when it was chosen already. */
export function chooseCard(filters: RegisterFilters, card: keyof RegisterCounts): RegisterFilters {
  return isCardActive(filters, card) ? NO_FILTERS : cardFilters(card);
}

/** True when any filter is set. */
export function hasFilters(filters: RegisterFilters): boolean {
  return searchOfFilters({ ...filters, page: 1 }) !== "";
}
