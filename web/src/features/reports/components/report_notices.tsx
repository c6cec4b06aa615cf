/** The dialog's notices: the amber 'Company information required' and the report contents. */
import { FileSpreadsheet, TriangleAlert } from "lucide-react";
import type { MouseEvent } from "react";
import { Link } from "wouter";
import { REPORT_CONTENTS, REPORT_DIALOG } from "../strings.ts";

/** Amber, not blocking: the report is less tailored without a website and employee count. */
export function CompanyInfoNotice({ onNavigate }: { onNavigate: (event: MouseEvent) => void }) {
  return (
    <div
      role="note"
      data-testid="company-info-notice"
      className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
      <div className="grid gap-1">
        <p className="font-medium">{REPORT_DIALOG.companyTitle}</p>
        <p>{REPORT_DIALOG.companyText}</p>
        <Link href="/profile" onClick={onNavigate} className="font-medium underline">
          {REPORT_DIALOG.companyLink}
        </Link>
      </div>
    </div>
  );
}

/** What the report contains (spec part 1 §2 'info box'). */
export function ReportContentsInfo() {
  return (
    <div className="flex gap-3 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900">
      <FileSpreadsheet aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-700" />
      <div className="grid gap-1">
        <p className="font-medium">{REPORT_DIALOG.infoTitle}</p>
        <ul className="list-disc space-y-0.5 pl-4">
          {REPORT_CONTENTS.map((item) => <li key={item}>{item}</li>)}
        </ul>
      </div>
    </div>
  );
}
