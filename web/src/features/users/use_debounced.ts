/** A value that follows another after it has stopped changing for `ms` (the search box). */
import { useEffect, useState } from "react";

/** Debounce time of the user search (spec part 2 §4, §9). */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, `ms` after its last change. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
