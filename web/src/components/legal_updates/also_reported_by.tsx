/**
 * "Also reported by" (issue 27): the other reports of one change, each its source's name linking
 * to that source's report in a new tab (http and https links only, like the title's link). A
 * list named by its heading, so a screen reader announces "Also reported by, list, 2 items".
 * Nothing for a change of one report. `compact` (the listing's and favorites' title cell) shows
 * the names in one wrapping line; otherwise each report shows its own title and date, and
 * `action` adds a control per report (the portal's Split). ADR 0145.
 */
import { type ReactNode, useId } from "react";
import { safeHttpUrl } from "@api/schemas/links.ts";
import { cn } from "@/lib/cn.ts";
import { formatDate } from "@/lib/dates.ts";
import { ALSO_REPORTED_BY, type OtherReport, reportSourceName } from "./also_reported_by_text.ts";

function SourceLink({ report }: { report: OtherReport }) {
  const href = safeHttpUrl(report.sourceUrl);
  const name = reportSourceName(report);
  if (!href) return <span className="font-medium">{name}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={ALSO_REPORTED_BY.reportOf(report.title, report.publishDate)}
      className="rounded-sm font-medium [overflow-wrap:anywhere] text-primary hover:underline"
    >
      {name}
    </a>
  );
}

/** The list, or nothing when `reports` is empty. */
export function AlsoReportedBy(
  { reports, compact = false, action, labelledBy, className }: {
    reports: readonly OtherReport[] | undefined;
    compact?: boolean;
    /** The id of a heading of the caller's that names the list (then it shows none of its own). */
    labelledBy?: string;
    action?: (report: OtherReport) => ReactNode;
    className?: string;
  },
) {
  const headingId = useId();
  if (!reports || reports.length === 0) return null;
  return (
    <div className={cn("grid min-w-0 gap-1 text-xs", className)} data-testid="also-reported-by">
      {!labelledBy && (
        <p id={headingId} className="font-medium text-muted-foreground">
          {ALSO_REPORTED_BY.heading}
        </p>
      )}
      <ul
        aria-labelledby={labelledBy ?? headingId}
        className={compact ? "flex flex-wrap gap-x-3 gap-y-1" : "grid gap-2"}
      >
        {reports.map((report) => (
          <li
            key={report.id}
            className={cn("min-w-0", !compact && "flex flex-wrap items-start gap-x-3 gap-y-1")}
            data-testid={`other-report-${report.id}`}
          >
            {compact ? <SourceLink report={report} /> : (
              <>
                <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
                  <SourceLink report={report} />
                  <span className="[overflow-wrap:anywhere] text-slate-700">{report.title}</span>
                  <time dateTime={report.publishDate} className="text-muted-foreground">
                    {formatDate(report.publishDate)}
                  </time>
                </div>
                {action?.(report)}
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
