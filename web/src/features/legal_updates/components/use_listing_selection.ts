/**
 * The filter selection of the listing with its saved-filters behaviour (spec part 1 §4): for a
 * signed-in user the saved jurisdictions and industries are loaded once and applied when not
 * empty (unless the user already changed the filters), later changes are saved 1000 ms after
 * the last one, 'Clear All' saves empty lists at once, 'Save' saves, clears the cache and
 * reloads. Any change of search, filters or dates goes back to page 1.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/use_toast.ts";
import { saveFilterPreferences, useFilterPreferences } from "../api/filter_preferences.ts";
import { FILTER_TOASTS } from "../strings.ts";
import { EMPTY_SELECTION, type Selection } from "./listing_logic.ts";

/** Delay between the last filter change and the automatic save. */
export const FILTER_SAVE_DEBOUNCE_MS = 1000;
/** performance.mark set when the search text changes (see updates_table.tsx). */
export const FILTER_MARK = "legal-updates:filter:start";

const listsKey = (s: Pick<Selection, "jurisdictions" | "industries">) =>
  JSON.stringify([s.jurisdictions, s.industries]);

const toggle = (list: readonly string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** Options: whether a user is signed in, and the jurisdiction names the server knows. */
export function useListingSelection(
  options: { signedIn: boolean; knownJurisdictions: ReadonlySet<string> | null },
) {
  const { signedIn, knownJurisdictions } = options;
  const queryClient = useQueryClient();
  const [selection, setSelectionState] = useState<Selection>(EMPTY_SELECTION);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<"asc" | "desc">("desc");
  const [saving, setSaving] = useState(false);
  const touched = useRef(false);
  /** The lists the server holds as far as we know; null until the saved ones are loaded. */
  const savedKey = useRef<string | null>(null);
  const preferences = useFilterPreferences(signedIn);

  const update = useCallback((change: (s: Selection) => Selection) => {
    touched.current = true;
    setSelectionState(change);
    setPage(1);
  }, []);

  useEffect(() => {
    if (savedKey.current !== null) return;
    if (preferences.isError) savedKey.current = listsKey(EMPTY_SELECTION);
    const saved = preferences.data;
    if (!saved) return;
    savedKey.current = listsKey(saved);
    if (!touched.current && (saved.jurisdictions.length > 0 || saved.industries.length > 0)) {
      setSelectionState((s) => ({
        ...s,
        jurisdictions: saved.jurisdictions,
        industries: saved.industries,
      }));
    }
  }, [preferences.data, preferences.isError]);

  const save = useCallback((s: Pick<Selection, "jurisdictions" | "industries">) => {
    savedKey.current = listsKey(s);
    const jurisdictions = knownJurisdictions
      ? s.jurisdictions.filter((name) => knownJurisdictions.has(name))
      : [...s.jurisdictions];
    return saveFilterPreferences({ jurisdictions, industries: [...s.industries] });
  }, [knownJurisdictions]);

  const key = listsKey(selection);
  const latest = useRef(selection);
  latest.current = selection;
  useEffect(() => {
    if (!signedIn || savedKey.current === null || key === savedKey.current) return;
    const timer = setTimeout(() => {
      save(latest.current).catch(() => {
        savedKey.current = listsKey(EMPTY_SELECTION); // unknown: the next change saves again
      });
    }, FILTER_SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, signedIn, save]);

  return {
    selection,
    page,
    setPage,
    sort,
    toggleSort: useCallback(() => {
      setSort((s) => (s === "desc" ? "asc" : "desc"));
      setPage(1);
    }, []),
    setSearch: useCallback((search: string) => {
      performance.mark(FILTER_MARK);
      update((s) => ({ ...s, search }));
    }, [update]),
    setFrom: useCallback((from: string) => update((s) => ({ ...s, from })), [update]),
    setTo: useCallback((to: string) => update((s) => ({ ...s, to })), [update]),
    toggleJurisdiction: useCallback(
      (name: string) => update((s) => ({ ...s, jurisdictions: toggle(s.jurisdictions, name) })),
      [update],
    ),
    toggleIndustry: useCallback(
      (name: string) => update((s) => ({ ...s, industries: toggle(s.industries, name) })),
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
