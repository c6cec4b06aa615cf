/**
 * The 'Generate AI Impact Report' dialog (spec part 1 §2, §4, §5, §8): optional dates and
 * presets, the user's remaining reports, then the download. Idle → generating → closed with the
 * form reset on success; on failure it stays open. Closing is blocked while generating.
 *
 * The favorites route hands it to the favorites screen (app/routes/favorites.tsx): the dialog
 * belongs to this feature, the selection it reports on to favorites.
 */
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { FormError } from "@/components/ui/field_error.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { toast } from "@/lib/use_toast.ts";
import { reportFailureMessage, useGenerateReport } from "../api/generate_report.ts";
import { useCurrentUser } from "@/lib/queries/current_user.ts";
import { effectiveRemaining, lacksCompanyInfo } from "../utils/report_quota.ts";
import { REPORT_DIALOG, REPORT_TOASTS } from "../strings.ts";
import { countInPeriod, dateErrors, todayValue } from "../utils/report_dates.ts";
import { type DateRange, ReportDateFields } from "./report_date_fields.tsx";
import { CompanyInfoNotice, ReportContentsInfo } from "./report_notices.tsx";

/** Props of {@link ReportDialog}. */
export interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The selected legal updates. */
  legalUpdateIds: readonly number[];
  /**
   * Their publication dates (ISO), when known: a period that leaves some out says how many it
   * keeps ("3 of 4 selected fall in this period").
   */
  publishDates?: readonly string[];
  /** Called after a report was downloaded (e.g. to clear the selection). */
  onGenerated?: (fileName: string) => void;
}

const NO_DATES: DateRange = { from: "", to: "" };

/** The report dialog. */
export function ReportDialog(
  { open, onOpenChange, legalUpdateIds, publishDates, onGenerated }: ReportDialogProps,
) {
  const [range, setRange] = useState<DateRange>(NO_DATES);
  const { user } = useCurrentUser();
  const generate = useGenerateReport();
  const busy = generate.isPending;
  const today = todayValue();
  const errors = dateErrors(range, today);
  const invalid = Boolean(errors.from || errors.to);
  const count = legalUpdateIds.length;
  // Only for a valid period: an invalid one is refused anyway, under its field.
  const inPeriod = publishDates && !invalid ? countInPeriod(publishDates, range) : count;

  function changeOpen(next: boolean) {
    if (busy) return;
    if (!next) {
      setRange(NO_DATES);
      generate.reset(); // a new opening starts without the last failure
    }
    onOpenChange(next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || invalid) return;
    if (count === 0) {
      toast({ variant: "destructive", ...REPORT_TOASTS.noSelection });
      return;
    }
    generate.mutate({
      legalUpdateIds: [...legalUpdateIds],
      startDate: range.from || undefined,
      endDate: range.to || undefined,
    }, {
      onSuccess: (fileName) => {
        toast({
          title: REPORT_TOASTS.success.title,
          description: REPORT_TOASTS.success.description(fileName),
        });
        setRange(NO_DATES);
        onOpenChange(false);
        onGenerated?.(fileName);
      },
      onError: (error) => {
        toast({
          variant: "destructive",
          title: REPORT_TOASTS.failure.title,
          description: reportFailureMessage(error),
        });
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent busy={busy} data-testid="report-dialog">
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{REPORT_DIALOG.title}</DialogTitle>
            <DialogDescription>{REPORT_DIALOG.selected(count)}</DialogDescription>
            {inPeriod < count && (
              <p
                className="text-sm font-medium text-amber-800"
                role="status"
                data-testid="report-in-period"
              >
                {REPORT_DIALOG.inPeriod(inPeriod, count)}
              </p>
            )}
            {user && (
              <p className="text-sm font-medium text-slate-700" data-testid="reports-remaining">
                {REPORT_DIALOG.remaining(effectiveRemaining(user), user.maxReports)}
              </p>
            )}
          </DialogHeader>
          {user && lacksCompanyInfo(user) && (
            <CompanyInfoNotice
              onNavigate={(event) => {
                if (busy) event.preventDefault();
                else changeOpen(false);
              }}
            />
          )}
          <ReportDateFields
            range={range}
            onChange={setRange}
            errors={errors}
            today={today}
            disabled={busy}
          />
          <ReportContentsInfo />
          {/* The failure's spec toast is shown too; this stays while the dialog is open. */}
          <FormError message={generate.error ? reportFailureMessage(generate.error) : undefined} />
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => changeOpen(false)}>
              {REPORT_DIALOG.cancel}
            </Button>
            <Button type="submit" disabled={busy || invalid}>
              {busy && <Spinner className="size-4 text-primary-foreground" label="" />}
              {busy ? REPORT_DIALOG.generating : REPORT_DIALOG.generate}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
