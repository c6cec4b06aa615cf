/**
 * The keyboard review's cursor: which row of the page is active, moving the focus to it, and
 * following a row across a reload (after an approve or reject the next row takes the focus,
 * on whichever page it now sits).
 */
import { type Ref, useEffect, useRef, useState } from "react";
import type { AdminUpdate } from "@api/schemas/review.ts";
import { PAGE_SIZE } from "./portal_paging.ts";

/** The cursor over `sorted` (every loaded row); `setPage` turns the table's page. */
export function useReviewCursor(sorted: readonly AdminUpdate[], setPage: (page: number) => void) {
  const [active, setActive] = useState(0);
  const rowRefs = useRef<(HTMLTableRowElement | null)[]>([]);
  const focusAfterRender = useRef(false);
  const followId = useRef<number | null>(null);

  // When the list reloads, put the cursor on the row being followed.
  useEffect(() => {
    const id = followId.current;
    if (id === null) return;
    followId.current = null;
    const index = sorted.findIndex((u) => u.id === id);
    if (index < 0) return;
    setPage(Math.floor(index / PAGE_SIZE) + 1);
    setActive(index % PAGE_SIZE);
    focusAfterRender.current = true;
  }, [sorted, setPage]);

  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    rowRefs.current[active]?.focus();
  });

  return {
    /** Index of the active row on the page. */
    active,
    /** Makes a row active without moving the focus (it has it already, or none should). */
    setActive,
    /** Makes a row active and focuses it. */
    focus(index: number) {
      setActive(index);
      focusAfterRender.current = true;
    },
    /** Focuses the row of `id` after the next reload (null: stop following). */
    follow(id: number | null) {
      followId.current = id;
    },
    /** The ref callback of the row at `index`. */
    rowRef: (index: number): Ref<HTMLTableRowElement> => (el) => {
      rowRefs.current[index] = el;
    },
  };
}
