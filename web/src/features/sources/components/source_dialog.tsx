/**
 * The RSS source form (spec part 2 §5): name, url, source type, the jurisdiction (chosen only
 * for specialist sources; a jurisdiction's own source belongs to the card it was added from),
 * the optional comma-separated legislative filter, and whether it is active; then how it is
 * read (issue 14): its format, the CSS selector of a web page, and whether short items get the
 * text of their linked page; for a change API (issue 30) its key, write-only (the form only
 * knows whether one is set: "Key set — replace", or cleared on save), and its language.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import {
  SELECTOR_FORMAT,
  SOURCE_FORMATS,
  SOURCE_TYPES,
  type SourceFormat,
  type SourceType,
} from "@domain/sources.ts";
import { formatTraits } from "@domain/source_formats.ts";
import { RssSourceBody } from "@api/schemas/sources.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormDialog, FormDialogFooter } from "@/components/form_dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { FormSelect } from "@/components/form_select.tsx";
import { namedOptions, optionsOf } from "@/components/ui/options_select.tsx";
import { FormSwitch } from "@/components/form_switch.tsx";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { useAdminJurisdictions } from "@/lib/queries/jurisdictions.ts";
import { type SourcePayload, useSaveSource } from "../api/save_source.ts";
import {
  formatGuide,
  SOURCE_FORM as F,
  SOURCE_FORMAT_LABELS,
  SOURCE_KIND_LABELS,
  TOASTS,
} from "../strings.ts";
import { fieldMessages, formError, formSchema, ON_SUBMIT, showServerErrors } from "@/lib/forms.ts";
import { invalidProps } from "@/components/ui/field_error.tsx";
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
  /** Whether the source holds an API key (the key itself never reaches the browser). */
  apiKeySet?: boolean;
  language?: string | null;
}

/** What the form's fields hold: the jurisdiction as the select's text, the selector kept. */
interface SourceFormValues {
  jurisdictionId: string;
  name: string;
  url: string;
  sourceType: SourceType;
  legislativeFilter: string;
  isActive: boolean;
  format: SourceFormat;
  /** Kept while another format is chosen, so that choosing "web-page" again brings it back. */
  selector: string;
  fetchFullText: boolean;
  /** A new key typed in; "" keeps the stored one unless `clearKey`. */
  apiKey: string;
  clearKey: boolean;
  language: string;
}

/**
 * The body of the form's values: a number id, a selector only for the web-page format, and a
 * key only when one was typed (or "" to clear it) for a format that takes one.
 */
function sourceBody({ clearKey, apiKey, ...values }: SourceFormValues): SourcePayload {
  const takesKey = formatTraits(values.format).key !== "none";
  return {
    ...values,
    jurisdictionId: Number(values.jurisdictionId),
    selector: values.format === SELECTOR_FORMAT ? values.selector : null,
    apiKey: !takesKey ? undefined : apiKey.trim() ? apiKey : clearKey ? "" : undefined,
    language: values.language || null,
  };
}

/** The form checked by the endpoint's schema, over the body of its values. */
const SourceForm = formSchema(RssSourceBody, sourceBody);

const TYPE_OPTIONS = optionsOf(SOURCE_TYPES, SOURCE_KIND_LABELS);
const FORMAT_OPTIONS = optionsOf(SOURCE_FORMATS, SOURCE_FORMAT_LABELS);

function valuesOf(draft: SourceDraft): SourceFormValues {
  return {
    jurisdictionId: draft.jurisdictionId === null ? "" : String(draft.jurisdictionId),
    name: draft.name,
    url: draft.url,
    sourceType: draft.sourceType,
    legislativeFilter: draft.legislativeFilter ?? "",
    isActive: draft.isActive,
    format: draft.format ?? "auto",
    selector: draft.selector ?? "",
    fetchFullText: draft.fetchFullText ?? false,
    apiKey: "",
    clearKey: false,
    language: draft.language ?? "",
  };
}

function SourceFields({ draft, onDone }: { draft: SourceDraft; onDone: () => void }) {
  const { register, control, handleSubmit, setError, getValues, setValue, formState } = useForm({
    ...ON_SUBMIT,
    resolver: zodResolver(SourceForm, undefined, { raw: true }),
    defaultValues: valuesOf(draft),
  });
  const [sourceType, format, clearKey] = useWatch({
    control,
    name: ["sourceType", "format", "clearKey"],
  });
  const traits = formatTraits(format);
  const errors = fieldMessages(formState.errors);
  const jurisdictions = useAdminJurisdictions();
  const save = useSaveSource();
  const editing = draft.id !== undefined;
  // A jurisdiction source added from a card keeps that card's jurisdiction.
  const choosesJurisdiction = sourceType === "specialist" || draft.jurisdictionId === null;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: draft.id, body: sourceBody(values) });
      toast({ title: editing ? TOASTS.sourceUpdated : TOASTS.sourceCreated });
      onDone();
    } catch (error) {
      const t = editing ? TOASTS.updateFailed : TOASTS.creationFailed;
      showServerErrors(setError, error, { fields: Object.keys(getValues()), fallback: t.fallback });
      toastError(t.title, error, t.fallback);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField id="source-name" label={F.name} error={errors.name}>
        <Input
          id="source-name"
          {...register("name")}
          {...invalidProps("source-name", errors.name)}
        />
      </FormField>
      <FormField id="source-url" label={F.url} error={errors.url}>
        <Input
          id="source-url"
          type="url"
          inputMode="url"
          placeholder="https://"
          {...register("url")}
          {...invalidProps("source-url", errors.url)}
        />
      </FormField>
      <FormField id="source-type" label={F.sourceType} error={errors.sourceType}>
        <FormSelect control={control} name="sourceType" options={TYPE_OPTIONS} id="source-type" />
      </FormField>
      {choosesJurisdiction && (
        <FormField id="source-jurisdiction" label={F.jurisdiction} error={errors.jurisdictionId}>
          <FormSelect
            control={control}
            name="jurisdictionId"
            options={namedOptions(jurisdictions.data)}
            placeholder={F.chooseJurisdiction}
            id="source-jurisdiction"
            {...invalidProps("source-jurisdiction", errors.jurisdictionId)}
          />
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
          {...register("legislativeFilter")}
          {...invalidProps("source-filter", errors.legislativeFilter)}
        />
      </FormField>
      <FormSwitch control={control} name="isActive" id="source-active" label={F.isActive} />
      <FormField
        id="source-format"
        label={F.format}
        hint={formatGuide(format).hint}
        error={errors.format}
      >
        <FormSelect
          control={control}
          name="format"
          options={FORMAT_OPTIONS}
          id="source-format"
          {...invalidProps("source-format", errors.format)}
        />
      </FormField>
      {traits.key !== "none" && (
        <FormField
          id="source-api-key"
          label={F.apiKey}
          hint={clearKey ? F.keyWillClear : F.apiKeyHint}
          error={errors.apiKey}
        >
          <div className="flex gap-2">
            <Input
              id="source-api-key"
              type="password"
              autoComplete="new-password"
              spellCheck={false}
              placeholder={draft.apiKeySet && !clearKey ? F.apiKeySet : F.apiKeyNone}
              disabled={clearKey}
              {...register("apiKey")}
              {...invalidProps("source-api-key", errors.apiKey)}
            />
            {draft.apiKeySet && (
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setValue("apiKey", "");
                  setValue("clearKey", !clearKey, { shouldDirty: true });
                }}
              >
                {clearKey ? F.keepKey : F.clearKey}
              </Button>
            )}
          </div>
        </FormField>
      )}
      {traits.language && (
        <FormField
          id="source-language"
          label={F.language}
          hint={F.languageHint}
          error={errors.language}
        >
          <Input
            id="source-language"
            maxLength={2}
            spellCheck={false}
            {...register("language")}
            {...invalidProps("source-language", errors.language)}
          />
        </FormField>
      )}
      {format === SELECTOR_FORMAT && (
        <FormField
          id="source-selector"
          label={F.selector}
          hint={F.selectorHint}
          error={errors.selector}
        >
          <Input
            id="source-selector"
            spellCheck={false}
            {...register("selector")}
            {...invalidProps("source-selector", errors.selector)}
          />
        </FormField>
      )}
      <FormSwitch
        control={control}
        name="fetchFullText"
        id="source-full-text"
        label={F.fetchFullText}
        hint={F.fetchFullTextHint}
      />
      <FormDialogFooter
        busy={save.isPending}
        cancel={F.cancel}
        submit={editing ? F.save : F.add}
        submitting={F.saving}
        onCancel={onDone}
        error={formError(formState.errors)}
        ready={!editing || formState.isDirty}
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
        <SourceFields
          key={draft.id ?? "new"}
          draft={draft}
          onDone={() => onOpenChange(false)}
        />
      )}
    </FormDialog>
  );
}
