/** The bulk bar: '{n} items selected' with Approve Selected and Reject Selected (spec §2). */
import { CheckCircle2, XCircle } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { BULK } from "../strings.ts";

/** Shown above the table; the buttons work on the selected ids. */
export function BulkBar(
  { count, busy, onApprove, onReject }: {
    count: number;
    busy: boolean;
    onApprove: () => void;
    onReject: () => void;
  },
) {
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-slate-50 px-4 py-2"
      data-testid="bulk-bar"
    >
      <span className="text-sm font-medium" aria-live="polite">{BULK.selected(count)}</span>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" disabled={busy} onClick={onApprove}>
          <CheckCircle2 aria-hidden="true" className="text-green-600" />
          {BULK.approve}
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={onReject}>
          <XCircle aria-hidden="true" className="text-red-600" />
          {BULK.reject}
        </Button>
      </div>
    </div>
  );
}
