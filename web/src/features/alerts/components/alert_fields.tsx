/**
 * The fields of the alert form: name, the listing's Jurisdiction and Industry checklists,
 * keywords, channel, frequency, the webhook's URL and format (webhook channel only) and the
 * on/off switch. Controlled: the dialog holds the draft.
 */
import { useId, useMemo } from "react";
import { ALERT_CHANNELS, ALERT_FREQUENCIES, WEBHOOK_FORMATS } from "@domain/alerts.ts";
import { Checklist } from "@/components/legal_updates/checklist.tsx";
import { SelectField } from "@/components/select_field.tsx";
import { optionsOf } from "@/components/ui/options_select.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { TextField } from "@/components/ui/text_field.tsx";
import { INDUSTRY_OPTIONS } from "@/lib/categories.ts";
import { useJurisdictions } from "@/lib/queries/jurisdictions.ts";
import { type AlertDraft, toggled } from "../alert_form.ts";
import { CHANNEL_LABELS, FORM, FORMAT_LABELS, FREQUENCY_LABELS } from "../strings.ts";

const INDUSTRIES = INDUSTRY_OPTIONS.map((name) => ({ name }));

/** Props of {@link AlertFields}. */
export interface AlertFieldsProps {
  draft: AlertDraft;
  onChange: (change: Partial<AlertDraft>) => void;
  errors: Record<string, string>;
}

/** The fields. */
export function AlertFields({ draft, onChange, errors }: AlertFieldsProps) {
  const id = useId();
  const jurisdictions = useJurisdictions();
  const byName = useMemo(
    () => new Map((jurisdictions.data ?? []).map((j) => [j.name, j.id])),
    [jurisdictions.data],
  );
  const options = useMemo(
    () =>
      (jurisdictions.data ?? []).map((j) => ({ name: j.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [jurisdictions.data],
  );
  const selectedNames = (jurisdictions.data ?? [])
    .filter((j) => draft.jurisdictionIds.includes(j.id)).map((j) => j.name);
  const webhook = draft.channel === "webhook";
  const feed = draft.channel === "feed";

  return (
    <div className="grid gap-4">
      <TextField
        label={FORM.name}
        value={draft.name}
        onChange={(e) => onChange({ name: e.target.value })}
        error={errors.name}
        autoComplete="off"
        maxLength={200}
      />
      <div className="grid gap-3 rounded-md border border-border p-3">
        <Checklist
          title={FORM.jurisdictions}
          options={options}
          selected={selectedNames}
          onToggle={(name) => {
            const id = byName.get(name);
            if (id !== undefined) onChange({ jurisdictionIds: toggled(draft.jurisdictionIds, id) });
          }}
          scroll
          defaultOpen={false}
        />
        <Checklist
          title={FORM.industries}
          options={INDUSTRIES}
          selected={draft.industries}
          onToggle={(name) => onChange({ industries: toggled(draft.industries, name) })}
          defaultOpen={false}
        />
        <p className="text-xs text-muted-foreground">{FORM.anyHint}</p>
        {(errors.jurisdictionIds || errors.industries) && (
          <p className="text-sm text-destructive">{errors.jurisdictionIds || errors.industries}</p>
        )}
      </div>
      <TextField
        label={FORM.keywords}
        hint={FORM.keywordsHint}
        placeholder={FORM.keywordsPlaceholder}
        value={draft.keywordsText}
        onChange={(e) => onChange({ keywordsText: e.target.value })}
        error={errors.keywords}
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={FORM.channel}
          value={draft.channel}
          onChange={(channel) => onChange({ channel })}
          options={optionsOf(ALERT_CHANNELS, CHANNEL_LABELS)}
          testId="select-alert-channel"
        />
        {!feed && (
          <SelectField
            label={FORM.frequency}
            value={draft.frequency}
            onChange={(frequency) => onChange({ frequency })}
            options={optionsOf(ALERT_FREQUENCIES, FREQUENCY_LABELS)}
            testId="select-alert-frequency"
          />
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        {feed ? FORM.feedChannelHint : FORM.frequencyHint}
      </p>
      {webhook && (
        <div className="grid gap-4">
          <TextField
            label={FORM.webhookUrl}
            type="url"
            inputMode="url"
            placeholder={FORM.webhookUrlPlaceholder}
            value={draft.webhookUrl}
            onChange={(e) => onChange({ webhookUrl: e.target.value })}
            error={errors.webhookUrl}
            autoComplete="off"
          />
          <SelectField
            label={FORM.webhookFormat}
            value={draft.webhookFormat}
            onChange={(webhookFormat) => onChange({ webhookFormat })}
            options={optionsOf(WEBHOOK_FORMATS, FORMAT_LABELS)}
            testId="select-alert-format"
          />
        </div>
      )}
      <div className="flex items-center gap-3">
        <Switch
          id={`${id}-active`}
          checked={draft.isActive}
          onCheckedChange={(isActive) => onChange({ isActive })}
        />
        <Label htmlFor={`${id}-active`}>{FORM.active}</Label>
      </div>
    </div>
  );
}
