/**
 * Create API token (issue 28): name, scopes (admin only for administrators) and expiry, checked
 * with the endpoint's own schema; then the token, shown once with a Copy button. Closing the
 * dialog forgets it.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import {
  API_TOKEN_DEFAULT_DAYS,
  API_TOKEN_MAX_DAYS,
  type ApiTokenScope,
  grantableScopes,
} from "@domain/api_tokens.ts";
import type { Role } from "@domain/roles.ts";
import { CreateApiTokenBody, type CreatedApiTokenResponse } from "@api/schemas/api_tokens.ts";
import { CopyField } from "@/components/copy_field.tsx";
import { FormDialog, FormDialogFooter } from "@/components/form_dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { DialogFooter } from "@/components/ui/dialog.tsx";
import { errorId, invalidProps } from "@/components/ui/field_error.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { fieldMessages, formError, ON_SUBMIT, showServerErrors } from "@/lib/forms.ts";
import { toastError } from "@/lib/toast_error.ts";
import { useCreateApiToken } from "../api/api_tokens.ts";
import { API_TOKEN_DIALOG as D, API_TOKENS_CARD, TOASTS } from "../strings.ts";

type Values = z.input<typeof CreateApiTokenBody>;

const EMPTY: Values = {
  name: "",
  scopes: ["read"],
  expiresInDays: API_TOKEN_DEFAULT_DAYS,
};

function TokenForm(
  { role, onCreated, onCancel }: {
    role: Role;
    onCreated: (created: CreatedApiTokenResponse) => void;
    onCancel: () => void;
  },
) {
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    ...ON_SUBMIT,
    resolver: zodResolver(CreateApiTokenBody, undefined, { raw: true }),
    defaultValues: EMPTY,
  });
  const errors = fieldMessages(formState.errors);
  const create = useCreateApiToken();

  const onSubmit = handleSubmit(async (body) => {
    try {
      onCreated(await create.mutateAsync(body));
    } catch (error) {
      showServerErrors(setError, error, { fields: Object.keys(EMPTY), fallback: D.failed });
      toastError(TOASTS.errorTitle, error, D.failed);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={D.title}>
      <div className="grid gap-2">
        <Label htmlFor="api-token-name">{D.name}</Label>
        <Input
          id="api-token-name"
          placeholder={D.namePlaceholder}
          autoComplete="off"
          {...register("name")}
          {...invalidProps("api-token-name", errors.name)}
        />
        {errors.name && (
          <p id={errorId("api-token-name")} className="text-sm text-destructive">{errors.name}</p>
        )}
      </div>
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.scopes && errorId("api-token-scopes")}
      >
        <legend className="mb-2 text-sm font-medium text-slate-800">{D.scopes}</legend>
        <Controller
          control={control}
          name="scopes"
          render={({ field }) => (
            <>
              {grantableScopes(role).map((scope: ApiTokenScope) => (
                <div key={scope} className="flex items-center gap-2">
                  <Checkbox
                    id={`api-token-scope-${scope}`}
                    checked={field.value.includes(scope)}
                    onCheckedChange={(checked) =>
                      field.onChange(
                        checked === true
                          ? [...field.value, scope]
                          : field.value.filter((s) =>
                            s !== scope
                          ),
                      )}
                  />
                  <Label htmlFor={`api-token-scope-${scope}`} className="font-normal">
                    {D.scopeLabels[scope]}
                  </Label>
                </div>
              ))}
            </>
          )}
        />
        {errors.scopes && (
          <p id={errorId("api-token-scopes")} className="text-sm text-destructive">
            {errors.scopes}
          </p>
        )}
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor="api-token-expiry">{D.expiresInDays}</Label>
        <Input
          id="api-token-expiry"
          type="number"
          min={1}
          max={API_TOKEN_MAX_DAYS}
          className="w-32"
          {...register("expiresInDays", { valueAsNumber: true })}
          {...invalidProps("api-token-expiry", errors.expiresInDays)}
        />
        <p className="text-xs text-muted-foreground">{D.expiresHint}</p>
        {errors.expiresInDays && (
          <p id={errorId("api-token-expiry")} className="text-sm text-destructive">
            {errors.expiresInDays}
          </p>
        )}
      </div>
      <FormDialogFooter
        busy={create.isPending}
        cancel={D.cancel}
        submit={D.submit}
        submitting={D.submitting}
        onCancel={onCancel}
        error={formError(formState.errors)}
      />
    </form>
  );
}

/** The Create token button and its dialog, for an account of `role`. */
export function CreateApiTokenDialog({ role }: { role: Role }) {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<CreatedApiTokenResponse | null>(null);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) setCreated(null); // shown once: closing forgets it
  }

  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="button-create-api-token">
        <KeyRound aria-hidden="true" />
        {API_TOKENS_CARD.create}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={created ? D.createdTitle : D.title}
        description={created ? D.createdNote : D.description}
      >
        {open && !created && (
          <TokenForm
            role={role}
            onCreated={setCreated}
            onCancel={() => onOpenChange(false)}
          />
        )}
        {created && (
          <>
            <CopyField
              label={D.token}
              value={created.token}
              copy={D.copy}
              copied={D.copied}
              mono
              testId="api-token-value"
            />
            <DialogFooter>
              <Button onClick={() => onOpenChange(false)}>{D.done}</Button>
            </DialogFooter>
          </>
        )}
      </FormDialog>
    </>
  );
}
