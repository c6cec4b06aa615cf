/** Listens for the review keys on the document and calls the portal's handler. */
import { useEffect, useRef } from "react";
import { isTypingTarget, overlayOpen, type ReviewAction, reviewAction } from "./review_keys.ts";

/** Calls `onAction` for each review key while `enabled`; the latest handler is always used. */
export function useReviewKeys(enabled: boolean, onAction: (action: ReviewAction) => void): void {
  const handler = useRef(onAction);
  useEffect(() => {
    handler.current = onAction;
  });
  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented) return;
      const action = reviewAction({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        typing: isTypingTarget(event.target),
        overlayOpen: overlayOpen(document),
      });
      if (!action) return;
      event.preventDefault();
      handler.current(action);
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
