/**
 * The RSS source form (spec part 2 §5): name, url, source type, the jurisdiction (chosen only
 * for specialist sources; a jurisdiction's own source belongs to the card it was added from),
 * the optional comma-separated legislative filter, and whether it is active; then how it is
 * read (issue 14): its format, the CSS selector of a web page, and whether short items get the
 * text of their linked page.
 */
import { type FormEvent, useState } from "react";
import {
  SELECTOR_FORMAT,
  SOURCE_FORMATS,
  SOURCE_TYPES,
  type SourceFormat,
  type SourceType,
} from "../../../../../domain/sources.ts";
import { RssSourceBody } from "../../../../../api/schemas/sources.ts";
import { FormDialog, FormDialogFooter } from "../../../components/form_dialog.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "../../../components/ui/select.tsx";
import { Switch } from "../../../components/ui/switch.tsx";
import { toastError } from "../../../lib/toast_error.ts";
import { toast } from "../../../lib/use_toast.ts";
import { useAdminJurisdictions } from "../../../lib/queries/jurisdictions.ts";
import { useSaveSource } from "../api/save_source.ts";
import { SOURCE_FORM as F, SOURCE_FORMAT_LABELS, SOURCE_KIND_LABELS, TOASTS } from "../strings.ts";
import { fieldErrors, serverFieldErrors } from "../../../lib/field_errors.ts";
import { invalidProps } from "../../../components/ui/field_error.tsx";
import { FormField } from "./form_field.tsx";

/** What the dialog edits: an existing source, or the defaults of a new one. */
export interface SourceDraft {
  id?: number;
  jurisdictionId: number | null;
  name: string;
  url: string;
  sourceType: SourceType;
  legislativeFilter: string | null;
  isActive: boolean;
  /** How the source is read; a new source is a feed ("auto") without full text. */
  format?: SourceFormat;
  selector?: string | null;
  fetchFullText?: boolean;
}

function SourceForm({ draft, onDone }: { draft: SourceDraft; onDone: () => void }) {
  const [name, setName] = useState(draft.name);
  const [url, setUrl] = useState(draft.url);
  const [sourceType, setSourceType] = useState<SourceType>(draft.sourceType);
  const [jurisdictionId, setJurisdictionId] = useState(
    draft.jurisdictionId === null ? "" : String(draft.jurisdictionId),
  );
  const [legislativeFilter, setLegislativeFilter] = useState(draft.legislativeFilter ?? "");
  const [isActive, setIsActive] = useState(draft.isActive);
  const [format, setFormat] = useState<SourceFormat>(draft.format ?? "auto");
  const [selector, setSelector] = useState(draft.selector ?? "");
  const [fetchFullText, setFetchFullText] = useState(draft.fetchFullText ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const jurisdictions = useAdminJurisdictions();
  const save = useSaveSource();
  const editing = draft.id !== undefined;
  // A jurisdiction source added from a card keeps that card's jurisdiction.
  const choosesJurisdiction = sourceType === "specialist" || draft.jurisdictionId === null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = {
      jurisdictionId: Number(jurisdictionId),
      name,
      url,
      sourceType,
      legislativeFilter,
      isActive,
      format,
      selector: format === SELECTOR_FORMAT ? selector : null,
      fetchFullText,
    };
    const parsed = RssSourceBody.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    try {
      await save.mutateAsync({ id: draft.id, body });
      toast({ title: editing ? TOASTS.sourceUpdated : TOASTS.sourceCreated });
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      const t = editing ? TOASTS.updateFailed : TOASTS.creationFailed;
      toastError(t.title, error, t.fallback);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField id="source-name" label={F.name} error={errors.name}>
        <Input
          id="source-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          {...invalidProps("source-name", errors.name)}
        />
      </FormField>
      <FormField id="source-url" label={F.url} error={errors.url}>
        <Input
          id="source-url"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          {...invalidProps("source-url", errors.url)}
        />
      </FormField>
      <FormField id="source-type" label={F.sourceType} error={errors.sourceType}>
        <Select value={sourceType} onValueChange={(v) => setSourceType(v as SourceType)}>
          <SelectTrigger id="source-type">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {SOURCE_TYPES.map((k) => (
              <SelectItem key={k} value={k}>{SOURCE_KIND_LABELS[k]}</SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      {choosesJurisdiction && (
        <FormField id="source-jurisdiction" label={F.jurisdiction} error={errors.jurisdictionId}>
          <Select value={jurisdictionId} onValueChange={setJurisdictionId}>
            <SelectTrigger
              id="source-jurisdiction"
              {...invalidProps("source-jurisdiction", errors.jurisdictionId)}
            >
              <SelectValue placeholder={F.chooseJurisdiction} />
            </SelectTrigger>
            <SelectContent>
              {(jurisdictions.data ?? []).map((j) => (
                <SelectItem key={j.id} value={String(j.id)}>{j.name}</SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      )}
      <FormField
        id="source-filter"
        label={F.legislativeFilter}
        hint={F.filterHint}
        error={errors.legislativeFilter}
      >
        <Input
          id="source-filter"
          value={legislativeFilter}
          onChange={(e) => setLegislativeFilter(e.target.value)}
          {...invalidProps("source-filter", errors.legislativeFilter)}
        />
      </FormField>
      <div className="flex items-center gap-3">
        <Switch id="source-active" checked={isActive} onCheckedChange={setIsActive} />
        <Label htmlFor="source-active">{F.isActive}</Label>
      </div>
      <FormField id="source-format" label={F.format} error={errors.format}>
        <Select value={format} onValueChange={(v) => setFormat(v as SourceFormat)}>
          <SelectTrigger id="source-format" {...invalidProps("source-format", errors.format)}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {SOURCE_FORMATS.map((f) => (
              <SelectItem key={f} value={f}>{SOURCE_FORMAT_LABELS[f]}</SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      {format === SELECTOR_FORMAT && (
        <FormField
          id="source-selector"
          label={F.selector}
          hint={F.selectorHint}
          error={errors.selector}
        >
          <Input
            id="source-selector"
            value={selector}
            spellCheck={false}
            onChange={(e) => setSelector(e.target.value)}
            {...invalidProps("source-selector", errors.selector)}
          />
        </FormField>
      )}
      <div className="grid gap-1">
        <div className="flex items-center gap-3">
          <Switch
            id="source-full-text"
            checked={fetchFullText}
            onCheckedChange={setFetchFullText}
            aria-describedby="source-full-text-hint"
          />
          <Label htmlFor="source-full-text">{F.fetchFullText}</Label>
        </div>
        <p id="source-full-text-hint" className="text-xs text-muted-foreground">
          {F.fetchFullTextHint}
        </p>
      </div>
      <FormDialogFooter
        busy={save.isPending}
        cancel={F.cancel}
        submit={editing ? F.save : F.add}
        submitting={F.saving}
        onCancel={onDone}
      />
    </form>
  );
}

/** The dialog of `draft` (null: closed). */
export function SourceDialog(
  { draft, onOpenChange }: { draft: SourceDraft | null; onOpenChange: (open: boolean) => void },
) {
  return (
    <FormDialog
      open={draft !== null}
      onOpenChange={onOpenChange}
      title={draft?.id !== undefined ? F.editTitle : F.addTitle}
      description={F.description}
    >
      {draft && (
        <SourceForm
          key={draft.id ?? "new"}
          draft={draft}
          onDone={() => onOpenChange(false)}
        />
      )}
    </FormDialog>
  );
}
