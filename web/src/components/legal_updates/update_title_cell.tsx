/**
 * The Title cell of the listing and of the favorites table (spec part 1 §2): the title linking
 * to the source in a new tab (http and https links only, spec DECISIONS.md), the source name
 * beneath with a stacked-layers icon for specialist sources, the change's other reports ("Also
 * reported by", issue 27) and the AI summary.
 */
import { useId } from "react";
import { Layers } from "lucide-react";
import { Link } from "wouter";
import { safeHttpUrl } from "@api/schemas/links.ts";
import { AlsoReportedBy } from "./also_reported_by.tsx";
import type { OtherReport } from "./also_reported_by_text.ts";

/** What the cell shows of an update. */
export interface TitleCellUpdate {
  title: string;
  aiSummary: string | null;
  sourceUrl: string;
  rssSource: { name: string; sourceType: string } | null;
  source: string | null;
  /** The change's other reports (issue 27); empty for a change of one. */
  alsoReportedBy?: readonly OtherReport[];
}

/** The link to the update's detail page (its obligations and full text). */
export const DETAIL_LINK_TEXT = "Details";

/** Label of the specialist-source icon. */
export const SPECIALIST_SOURCE_LABEL = "Specialist source";

/**
 * Title, source line and summary of one update; with `detailHref`, a link to its detail page
 * after the summary.
 */
export function UpdateTitleCell(
  { update, detailHref }: { update: TitleCellUpdate; detailHref?: string },
) {
  const href = safeHttpUrl(update.sourceUrl);
  const sourceName = update.rssSource?.name ?? update.source;
  const specialist = update.rssSource?.sourceType === "specialist";
  // The Details link is named "Details {title}" from the title itself (aria-labelledby), so
  // that the title's text appears once on the page.
  const titleId = useId();
  const detailId = useId();
  return (
    <div className="grid min-w-56 gap-1">
      {href
        ? (
          <a
            id={titleId}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="w-fit rounded-sm font-medium text-primary hover:underline"
          >
            {update.title}
          </a>
        )
        : <span id={titleId} className="font-medium">{update.title}</span>}
      {(sourceName || specialist) && (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          {specialist && (
            <span
              role="img"
              aria-label={SPECIALIST_SOURCE_LABEL}
              title={SPECIALIST_SOURCE_LABEL}
              className="inline-flex text-violet-700"
              data-testid="specialist-icon"
            >
              <Layers aria-hidden="true" className="size-3.5" />
            </span>
          )}
          {sourceName && <span>{sourceName}</span>}
        </p>
      )}
      <AlsoReportedBy reports={update.alsoReportedBy} compact />
      {update.aiSummary && <p className="text-sm text-slate-600">{update.aiSummary}</p>}
      {detailHref && (
        <Link
          id={detailId}
          aria-labelledby={`${detailId} ${titleId}`}
          href={detailHref}
          className="w-fit rounded-sm text-xs font-medium text-primary underline-offset-2 hover:underline"
          data-testid="detail-link"
        >
          {DETAIL_LINK_TEXT}
        </Link>
      )}
    </div>
  );
}
