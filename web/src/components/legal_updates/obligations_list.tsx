/**
 * An update's obligations (issue 16), as the detail page and the portal's detail dialog show
 * them: who must act, what, by when, and the words of the text that say so.
 */
import type { ReactNode } from "react";
import type { ObligationAnswer } from "@api/schemas/obligations.ts";
import { formatDate } from "@/lib/dates.ts";

/** Texts of the list (shared by both screens). */
export const OBLIGATIONS_TEXT = {
  none: "No obligations found in this update.",
  actor: "Who",
  deadline: "Deadline",
  noDeadline: "No deadline",
  citation: "The text says",
  byAdmin: "Edited by a reviewer",
  confidence: (value: number) => `${Math.round(value * 100)}% confidence`,
} as const;

/**
 * The obligations as a list; each citation quoted as the text gives it. `action` renders a control
 * under each duty (the register's "Add to register", given by the detail route).
 */
export function ObligationsList<T extends ObligationAnswer>(
  { obligations, action }: { obligations: readonly T[]; action?: (obligation: T) => ReactNode },
) {
  if (obligations.length === 0) {
    return <p className="text-sm text-muted-foreground">{OBLIGATIONS_TEXT.none}</p>;
  }
  return (
    <ol className="grid gap-3" data-testid="obligations">
      {obligations.map((o, i) => (
        <li
          key={i}
          className="grid gap-1 rounded-md border border-border p-3 text-sm"
          data-testid="obligation"
        >
          <p>
            <span className="font-semibold">{o.actor}</span> {o.action}
          </p>
          <p className="flex flex-wrap gap-x-4 text-xs text-muted-foreground">
            <span>
              {OBLIGATIONS_TEXT.deadline}: {o.deadline
                ? <time dateTime={o.deadline}>{formatDate(o.deadline)}</time>
                : OBLIGATIONS_TEXT.noDeadline}
            </span>
            <span>
              {o.source === "admin"
                ? OBLIGATIONS_TEXT.byAdmin
                : OBLIGATIONS_TEXT.confidence(o.confidence)}
            </span>
          </p>
          <blockquote className="border-l-2 border-amber-300 pl-2 text-slate-700">
            <span className="sr-only">{OBLIGATIONS_TEXT.citation}:</span>
            {o.citation}
          </blockquote>
          {action && <div className="flex flex-wrap gap-2 pt-1">{action(o)}</div>}
        </li>
      ))}
    </ol>
  );
}
