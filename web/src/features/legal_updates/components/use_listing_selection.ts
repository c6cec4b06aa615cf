/**
 * The listing's view with its saved-filters behaviour (spec part 1 §4). The view lives in the
 * address (issue 25 item 5, ADR 0107): every change navigates, pushing a
 * history entry for committed changes (filters, dates, sort, page, 'Show all') and replacing it
 * while the search text is typed, so reload, bookmarks, shared links, back and forward all show
 * the same view. For a signed-in user the saved jurisdictions and industries are loaded once and
 * applied when not empty, unless the address already names a view or the user already changed
 * it; the user's later list changes are saved 1000 ms after the last one, 'Clear All' saves
 * empty lists at once, 'Save' saves, clears the cache and reloads (the address keeps the rest).
 * Any change of search, filters or dates goes back to page 1.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useSearch } from "wouter";
import { toast } from "@/lib/use_toast.ts";
import { saveFilterPreferences, useFilterPreferences } from "../api/filter_preferences.ts";
import { FILTER_TOASTS } from "../strings.ts";
import { EMPTY_SELECTION, type Selection } from "./listing_logic.ts";
import { type ListingView, namesView, parseView, viewQuery } from "./listing_view_url.ts";

/** Delay between the last filter change and the automatic save. */
export const FILTER_SAVE_DEBOUNCE_MS = 1000;
/** performance.mark set when the search text changes (see updates_table.tsx). */
export const FILTER_MARK = "legal-updates:filter:start";

const listsKey = (s: Pick<Selection, "jurisdictions" | "industries">) =>
  JSON.stringify([s.jurisdictions, s.industries]);

const toggle = (list: readonly string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** The view in the address, and a way to change it (push, or replace while typing). */
function useViewInAddress() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const view = useMemo(() => parseView(search), [search]);
  const namedAtOpen = useRef(namesView(search)).current;
  // Two changes within one render (fast typing) must build on each other, not on the render's.
  const latest = useRef(view);
  latest.current = view;
  const go = useCallback(
    (change: (v: ListingView) => ListingView, options: { replace?: boolean } = {}) => {
      const next = change(latest.current);
      latest.current = next;
      const query = viewQuery(next);
      navigate(query ? `${location}?${query}` : location, { replace: options.replace ?? false });
    },
    [location, navigate],
  );
  return { view, go, namedAtOpen };
}

/** Options: whether a user is signed in, and the jurisdiction names the server knows. */
export function useListingSelection(
  options: { signedIn: boolean; knownJurisdictions: ReadonlySet<string> | null },
) {
  const { signedIn, knownJurisdictions } = options;
  const queryClient = useQueryClient();
  const { view, go, namedAtOpen } = useViewInAddress();
  const { selection } = view;
  const [saving, setSaving] = useState(false);
  /** Bumped by the user's own list changes: only those are saved (not back/forward, not links). */
  const [edits, setEdits] = useState(0);
  const touched = useRef(namedAtOpen);
  /** The lists the server holds as far as we know; null until the saved ones are loaded. */
  const savedKey = useRef<string | null>(null);
  const preferences = useFilterPreferences(signedIn);

  const update = useCallback(
    (change: (s: Selection) => Selection, options: { replace?: boolean; lists?: boolean } = {}) => {
      touched.current = true;
      if (options.lists) setEdits((n) => n + 1);
      go((v) => ({ ...v, selection: change(v.selection), page: 1 }), options);
    },
    [go],
  );

  useEffect(() => {
    if (savedKey.current !== null) return;
    if (preferences.isError) savedKey.current = listsKey(EMPTY_SELECTION);
    const saved = preferences.data;
    if (!saved) return;
    savedKey.current = listsKey(saved);
    if (!touched.current && (saved.jurisdictions.length > 0 || saved.industries.length > 0)) {
      go((v) => ({
        ...v,
        selection: { ...v.selection, ...saved },
      }), { replace: true });
    }
  }, [preferences.data, preferences.isError, go]);

  const save = useCallback((s: Pick<Selection, "jurisdictions" | "industries">) => {
    savedKey.current = listsKey(s);
    const jurisdictions = knownJurisdictions
      ? s.jurisdictions.filter((name) => knownJurisdictions.has(name))
      : [...s.jurisdictions];
    return saveFilterPreferences({ jurisdictions, industries: [...s.industries] });
  }, [knownJurisdictions]);

  const latest = useRef(selection);
  latest.current = selection;
  useEffect(() => {
    if (!signedIn || edits === 0 || savedKey.current === null) return;
    if (listsKey(latest.current) === savedKey.current) return;
    const timer = setTimeout(() => {
      save(latest.current).catch(() => {
        savedKey.current = listsKey(EMPTY_SELECTION); // unknown: the next change saves again
      });
    }, FILTER_SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [edits, signedIn, save]);

  return {
    selection,
    page: view.page,
    /** A page the user asked for (pushed), or one the screen corrects to (`replace`). */
    setPage: useCallback(
      (page: number, options: { replace?: boolean } = {}) => go((v) => ({ ...v, page }), options),
      [go],
    ),
    sort: view.sort,
    toggleSort: useCallback(() => {
      go((v) => ({ ...v, sort: v.sort === "desc" ? "asc" : "desc", page: 1 }));
    }, [go]),
    /** 'Show all' lifts the source preference for this view; false puts it back. */
    allSources: view.allSources,
    setAllSources: useCallback(
      (allSources: boolean) => go((v) => ({ ...v, allSources, page: 1 })),
      [go],
    ),
    setSearch: useCallback((search: string) => {
      performance.mark(FILTER_MARK);
      update((s) => ({ ...s, search }), { replace: true });
    }, [update]),
    setFrom: useCallback((from: string) => update((s) => ({ ...s, from })), [update]),
    setTo: useCallback((to: string) => update((s) => ({ ...s, to })), [update]),
    toggleJurisdiction: useCallback(
      (name: string) =>
        update((s) => ({ ...s, jurisdictions: toggle(s.jurisdictions, name) }), { lists: true }),
      [update],
    ),
    toggleIndustry: useCallback(
      (name: string) =>
        update((s) => ({ ...s, industries: toggle(s.industries, name) }), { lists: true }),
      [update],
    ),
    clearAll: useCallback(() => {
      update(() => EMPTY_SELECTION);
      if (signedIn) save(EMPTY_SELECTION).catch(() => {});
    }, [update, save, signedIn]),
    saving,
    saveAndReload: useCallback(async () => {
      setSaving(true);
      try {
        await save(selection);
        queryClient.clear();
        globalThis.location.reload();
      } catch {
        setSaving(false);
        toast({ variant: "destructive", ...FILTER_TOASTS.saveFailed });
      }
    }, [save, selection, queryClient]),
  };
}
