/**
 * An update's text with each obligation's citation marked (issue 16): the pieces come from
 * domain/obligations.ts (whitespace-insensitive, as the server's citation check reads) and are
 * rendered as text nodes inside <mark>, never as HTML, whatever the text holds.
 */
import { useMemo } from "react";
import { markCitations } from "@domain/obligations.ts";
import { cn } from "@/lib/cn.ts";

/** `text` with every citation found in it inside a <mark>. */
export function CitedText(
  { text, citations, className }: {
    text: string;
    citations: readonly string[];
    className?: string;
  },
) {
  const pieces = useMemo(() => markCitations(text, citations), [text, citations]);
  return (
    <div className={cn("whitespace-pre-wrap", className)} data-testid="cited-text">
      {pieces.map((piece, i) =>
        piece.marked
          ? (
            <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
              {piece.text}
            </mark>
          )
          : <span key={i}>{piece.text}</span>
      )}
    </div>
  );
}
