/**
 * Time Zone (issue 13): the IANA zone in which daily and weekly alert digests go out at 07:00,
 * saved with PATCH /api/auth/profile `timeZone`. A native select: it holds some 400 zones, and
 * the browser's own list is the quickest to search by typing, on phones too.
 */
import { type FormEvent, useId, useMemo, useState } from "react";
import type { PublicUser } from "@api/schemas/user_answers.ts";
import { Button } from "@/components/ui/button.tsx";
import { SectionCard } from "@/components/ui/card.tsx";
import { Label } from "@/components/ui/label.tsx";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { useUpdateProfile } from "../api/update_profile.ts";
import { TIME_ZONE_CARD, TOASTS } from "../strings.ts";
import {
  browserTimeZone,
  browserTimeZones,
  DEFAULT_TIME_ZONE,
  timeZoneLabel,
  timeZoneOptions,
} from "../time_zones.ts";

/** The card. */
export function TimeZoneCard({ user }: { user: PublicUser }) {
  const id = useId();
  const saved = user.timeZone || DEFAULT_TIME_ZONE;
  const [zone, setZone] = useState(saved);
  const update = useUpdateProfile();
  const options = useMemo(() => timeZoneOptions(browserTimeZones(), saved), [saved]);
  const device = browserTimeZone();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await update.mutateAsync({ timeZone: zone });
      toast({ title: TOASTS.success, description: TIME_ZONE_CARD.saved });
    } catch (error) {
      toastError(TOASTS.errorTitle, error, TOASTS.profileFailed);
    }
  }

  return (
    <SectionCard title={TIME_ZONE_CARD.title} description={TIME_ZONE_CARD.description}>
      <form onSubmit={onSubmit} className="grid gap-4" aria-label={TIME_ZONE_CARD.title}>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-zone`}>{TIME_ZONE_CARD.label}</Label>
          <select
            id={`${id}-zone`}
            value={zone}
            onChange={(e) => setZone(e.target.value)}
            className="h-10 w-full cursor-pointer rounded-md border border-input bg-white px-3 text-base shadow-xs focus-visible:border-ring md:text-sm"
            data-testid="select-time-zone"
          >
            {options.map((z) => <option key={z} value={z}>{timeZoneLabel(z)}</option>)}
          </select>
          {device && device !== zone && options.includes(device) && (
            <button
              type="button"
              onClick={() => setZone(device)}
              className="w-fit cursor-pointer text-left text-sm text-primary underline-offset-4 hover:underline"
            >
              {TIME_ZONE_CARD.useBrowser(device)}
            </button>
          )}
        </div>
        <div>
          <Button type="submit" disabled={update.isPending || zone === saved}>
            {update.isPending ? TIME_ZONE_CARD.saving : TIME_ZONE_CARD.save}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
