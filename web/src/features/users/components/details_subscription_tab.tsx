/**
 * The Subscription tab of User Details: tier, status, dates, billing cycle, auto renew, and the
 * report limits with 'Reset to 10'.
 */
import { RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { TextField } from "@/components/ui/text_field.tsx";
import { BILLING_CYCLES, SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS } from "@domain/accounts.ts";
import { formatDate } from "@/lib/dates.ts";
import { BUTTONS, DETAILS, FIELDS, LABELS } from "../strings.ts";
import { DetailRow } from "./detail_row.tsx";
import type { EditableTabProps } from "./details_profile_tab.tsx";
import { SelectField } from "@/components/select_field.tsx";
import { optionsOf } from "@/components/ui/options_select.tsx";
import { SubscriptionBadges } from "./user_badges.tsx";

/** Props of {@link DetailsSubscriptionTab}. */
export type SubscriptionTabProps = EditableTabProps & {
  onResetReports: () => void;
  resettingReports: boolean;
};

/** View mode shows values; edit mode shows selects, date inputs and a switch. */
export function DetailsSubscriptionTab(
  { user, form, onField, onResetReports, resettingReports }: SubscriptionTabProps,
) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {form
        ? (
          <>
            <SelectField
              label={FIELDS.tier}
              value={form.subscriptionTier}
              onChange={(v) => onField("subscriptionTier", v)}
              options={optionsOf(SUBSCRIPTION_TIERS, LABELS.tier)}
            />
            <SelectField
              label={FIELDS.status}
              value={form.subscriptionStatus}
              onChange={(v) => onField("subscriptionStatus", v)}
              options={optionsOf(SUBSCRIPTION_STATUSES, LABELS.status)}
            />
            <TextField
              label={FIELDS.startDate}
              type="date"
              value={form.subscriptionStartDate}
              onChange={(e) => onField("subscriptionStartDate", e.target.value)}
            />
            <TextField
              label={FIELDS.endDate}
              type="date"
              value={form.subscriptionEndDate}
              onChange={(e) => onField("subscriptionEndDate", e.target.value)}
            />
            <SelectField
              label={FIELDS.billingCycle}
              value={form.billingCycle}
              onChange={(v) => onField("billingCycle", v)}
              options={optionsOf(BILLING_CYCLES, LABELS.billingCycle)}
            />
            <div className="grid gap-2">
              <Label htmlFor="details-auto-renew">{FIELDS.autoRenew}</Label>
              <Switch
                id="details-auto-renew"
                checked={form.autoRenew}
                onCheckedChange={(checked) => onField("autoRenew", checked)}
              />
            </div>
          </>
        )
        : (
          <>
            <DetailRow label={FIELDS.tier}>
              <SubscriptionBadges tier={user.subscriptionTier} status={user.subscriptionStatus} />
            </DetailRow>
            <DetailRow label={FIELDS.status}>{LABELS.status[user.subscriptionStatus]}</DetailRow>
            <DetailRow label={FIELDS.startDate}>
              {formatDate(user.subscriptionStartDate, DETAILS.notSet)}
            </DetailRow>
            <DetailRow label={FIELDS.endDate}>
              {formatDate(user.subscriptionEndDate, DETAILS.notSet)}
            </DetailRow>
            <DetailRow label={FIELDS.billingCycle}>
              {LABELS.billingCycle[user.billingCycle] ?? user.billingCycle}
            </DetailRow>
            <DetailRow label={FIELDS.autoRenew}>
              {user.autoRenew ? DETAILS.yes : DETAILS.no}
            </DetailRow>
          </>
        )}
      <DetailRow label={FIELDS.reportLimits} testId="text-report-limits">
        <span className="flex flex-wrap items-center gap-2">
          {DETAILS.remaining(user.reportsRemaining, user.maxReports)}
          <Button
            variant="outline"
            size="sm"
            onClick={onResetReports}
            disabled={resettingReports}
            data-testid="button-reset-reports"
          >
            <RotateCcw aria-hidden="true" />
            {BUTTONS.resetTo10}
          </Button>
        </span>
      </DetailRow>
      <DetailRow label={FIELDS.resetDate}>
        {formatDate(user.reportsResetAt, DETAILS.notSet)}
      </DetailRow>
    </dl>
  );
}
