/**
 * The new-update marker (spec part 1 §4): the last visit time lives in localStorage under
 * legalUpdatesLastVisit. It is read once when the listing mounts, then set to now.
 */
import { useEffect, useState } from "react";

/** The localStorage key of the last visit time (an ISO string). */
export const LAST_VISIT_KEY = "legalUpdatesLastVisit";

function readLastVisit(): number | null {
  try {
    const stored = globalThis.localStorage?.getItem(LAST_VISIT_KEY);
    if (!stored) return null;
    // ISO strings are what we write; a number of milliseconds is accepted too.
    const time = /^\d+$/.test(stored) ? Number(stored) : Date.parse(stored);
    return Number.isNaN(time) ? null : time;
  } catch {
    return null; // storage blocked: nothing is new
  }
}

/** The previous visit's time in ms (null on a first visit); records this visit. */
export function useLastVisit(): number | null {
  const [lastVisit] = useState(readLastVisit);
  useEffect(() => {
    try {
      globalThis.localStorage?.setItem(LAST_VISIT_KEY, new Date().toISOString());
    } catch {
      // storage blocked: the marker just stays off
    }
  }, []);
  return lastVisit;
}
