/**
 * A portal row's other reports (issue 27): the note that a decision applies to every report of
 * the change ("Approving applies to 3 reports"), then "Also reported by" with each report's
 * source, title and date and a Split button per report (in the tab order, named after the
 * report). Nothing for a change of one. ADR 0146.
 */
import type { AdminUpdate } from "@api/schemas/review.ts";
import { AlsoReportedBy } from "@/components/legal_updates/also_reported_by.tsx";
import {
  type OtherReport,
  reportSourceName,
} from "@/components/legal_updates/also_reported_by_text.ts";
import { Button } from "@/components/ui/button.tsx";
import { CHANGE_REPORTS } from "../strings.ts";

/** The note and the list; `noteId` lets the row's Approve and Reject be described by the note. */
export function ChangeReports(
  { update, noteId, busy, onSplit }: {
    update: AdminUpdate;
    noteId: string;
    busy: boolean;
    onSplit: (report: OtherReport) => void;
  },
) {
  const others = update.alsoReportedBy;
  if (others.length === 0) return null;
  const reports = others.length + 1;
  return (
    <div className="mt-2 grid gap-1.5" data-testid="change-reports">
      <p id={noteId} className="text-xs font-medium text-slate-700" data-testid="applies-note">
        {update.status === "pending"
          ? CHANGE_REPORTS.appliesPending(reports)
          : CHANGE_REPORTS.appliesDecided(reports)}
      </p>
      <AlsoReportedBy
        reports={others}
        action={(report) => (
          <Button
            variant="outline"
            size="sm"
            className="h-7 px-2"
            aria-label={CHANGE_REPORTS.splitLabel(reportSourceName(report), report.title)}
            disabled={busy}
            onClick={() => onSplit(report)}
          >
            {CHANGE_REPORTS.split}
          </Button>
        )}
      />
    </div>
  );
}
