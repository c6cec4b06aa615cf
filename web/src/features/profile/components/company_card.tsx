/**
 * Company Information (spec part 2 §2, §5): company name (set by an administrator, read-only),
 * website URL, number of employees and the task-sharing checkbox.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button.tsx";
import { SectionCard } from "@/components/ui/card.tsx";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { Label } from "@/components/ui/label.tsx";
import { TextField } from "@/components/ui/text_field.tsx";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { EMPLOYEE_COUNT_MAX, EMPLOYEE_COUNT_MIN, ProfileBody } from "@api/schemas/profile.ts";
import type { PublicUser } from "@api/schemas/user_answers.ts";
import { useUpdateProfile } from "../api/update_profile.ts";
import { fieldMessages, formError, ON_SUBMIT, showServerErrors } from "@/lib/forms.ts";
import { FormError } from "@/components/ui/field_error.tsx";
import { COMPANY_CARD, TOASTS } from "../strings.ts";

/** The card. */
export function CompanyCard({ user }: { user: PublicUser }) {
  // The card sends its three fields of the profile body, checked by that body's schema.
  const { register, control, handleSubmit, clearErrors, setError, getValues, reset, formState } =
    useForm({
      ...ON_SUBMIT,
      resolver: zodResolver(ProfileBody),
      defaultValues: {
        companyWebsiteUrl: user.companyWebsiteUrl ?? "",
        employeeCount: user.employeeCount?.toString() ?? "",
        shareTasksWithCompany: user.shareTasksWithCompany,
      },
    });
  const errors = fieldMessages(formState.errors);
  const update = useUpdateProfile();

  const onSubmit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      reset(getValues()); // saved: Save waits for the next change
      toast({ title: TOASTS.success, description: TOASTS.profileUpdated });
    } catch (error) {
      const fields = Object.keys(getValues());
      showServerErrors(setError, error, { fields, fallback: TOASTS.profileFailed });
      toastError(TOASTS.errorTitle, error, TOASTS.profileFailed);
    }
  });

  return (
    <SectionCard title={COMPANY_CARD.title} description={COMPANY_CARD.description}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={COMPANY_CARD.title}>
        <TextField
          label={COMPANY_CARD.companyName}
          value={user.companyName ?? COMPANY_CARD.notSet}
          readOnly
          aria-readonly="true"
          className="bg-muted"
          hint={COMPANY_CARD.companyNameHint}
          data-testid="input-company-name"
        />
        <TextField
          label={COMPANY_CARD.website}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={COMPANY_CARD.websitePlaceholder}
          {...register("companyWebsiteUrl", {
            onChange: () => clearErrors("companyWebsiteUrl"),
          })}
          error={errors.companyWebsiteUrl}
          data-testid="input-company-website"
        />
        <TextField
          label={COMPANY_CARD.employees}
          type="number"
          inputMode="numeric"
          min={EMPLOYEE_COUNT_MIN}
          max={EMPLOYEE_COUNT_MAX}
          step={1}
          {...register("employeeCount", { onChange: () => clearErrors("employeeCount") })}
          error={errors.employeeCount}
          data-testid="input-employee-count"
        />
        <div className="flex items-start gap-3">
          <Controller
            control={control}
            name="shareTasksWithCompany"
            render={({ field }) => (
              <Checkbox
                id="share-tasks"
                className="mt-0.5"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                aria-describedby="share-tasks-help"
                data-testid="checkbox-share-tasks"
              />
            )}
          />
          <div className="grid gap-1">
            <Label htmlFor="share-tasks">{COMPANY_CARD.share}</Label>
            <p id="share-tasks-help" className="text-xs text-muted-foreground">
              {COMPANY_CARD.shareHelp}
            </p>
          </div>
        </div>
        <FormError message={formError(formState.errors)} />
        <div>
          <Button
            type="submit"
            disabled={update.isPending || !formState.isDirty}
            data-testid="button-save-company"
          >
            {update.isPending ? COMPANY_CARD.saving : COMPANY_CARD.save}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
