/**
 * Subscribe in your calendar (issue 13): a button that makes a secret iCalendar link of the
 * user's deadlines (POST /api/auth/calendar-token) and shows it with a Copy button. The server
 * keeps only a hash, so a link cannot be shown again: each press makes a new one, and the card
 * says that the old one stops working.
 */
import { CalendarPlus } from "lucide-react";
import { CopyField } from "@/components/copy_field.tsx";
import { Button } from "@/components/ui/button.tsx";
import { SectionCard } from "@/components/ui/card.tsx";
import { toastError } from "@/lib/toast_error.ts";
import { useCalendarToken } from "../api/calendar_token.ts";
import { CALENDAR_CARD, TOASTS } from "../strings.ts";

/** The card. */
export function CalendarCard() {
  const token = useCalendarToken();
  const url = token.data?.url;

  return (
    <SectionCard
      title={CALENDAR_CARD.title}
      description={CALENDAR_CARD.description}
      bodyClassName="grid gap-4"
    >
      {url && (
        <CopyField
          label={CALENDAR_CARD.url}
          value={url}
          copy={CALENDAR_CARD.copy}
          copied={CALENDAR_CARD.copied}
          hint={CALENDAR_CARD.urlHint}
          testId="calendar-url"
        />
      )}
      <p className="text-sm text-muted-foreground">{CALENDAR_CARD.replaces}</p>
      <div>
        <Button
          variant={url ? "outline" : "default"}
          disabled={token.isPending}
          onClick={() =>
            token.mutate(undefined, {
              onError: (error) => toastError(TOASTS.errorTitle, error, CALENDAR_CARD.failed),
            })}
        >
          <CalendarPlus aria-hidden="true" />
          {token.isPending ? CALENDAR_CARD.working : url ? CALENDAR_CARD.renew : CALENDAR_CARD.get}
        </Button>
      </div>
    </SectionCard>
  );
}
