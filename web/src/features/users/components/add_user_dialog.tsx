/**
 * Add User (spec part 2 §2, §5): the create-user form, then the temporary password, shown once,
 * with a copy button. Company names are fetched only while the dialog is open.
 */
import { UserPlus } from "lucide-react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type Path, type PathValue, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog.tsx";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { fieldMessages, formError, ON_SUBMIT, showServerErrors } from "@/lib/forms.ts";
import { FormError } from "@/components/ui/field_error.tsx";
import { useCompanyNames } from "../api/company_names.ts";
import { useCreateUser } from "../api/create_user.ts";
import type { CreateUserResponse } from "@api/schemas/user_answers.ts";
import { ADD_USER, BUTTONS, TOASTS } from "../strings.ts";
import {
  EMPTY_NEW_USER,
  newUserBody,
  NewUserFields,
  type NewUserForm,
  NewUserSchema,
} from "./new_user_fields.tsx";
import { TemporaryPassword } from "./temporary_password.tsx";

/** The Add User button and its dialog. */
export function AddUserDialog() {
  const [open, setOpen] = useState(false);
  const { watch, setValue, clearErrors, setError, reset, handleSubmit, formState } = useForm({
    ...ON_SUBMIT,
    resolver: zodResolver(NewUserSchema, undefined, { raw: true }),
    defaultValues: EMPTY_NEW_USER,
  });
  // The fields are controlled by the values (the company picker and selects are no inputs).
  const form = watch();
  const errors = fieldMessages(formState.errors);
  const [created, setCreated] = useState<CreateUserResponse | null>(null);
  const companies = useCompanyNames(open && !created);
  const createUser = useCreateUser();

  /** Takes a field's value and hides its message until the next submit. */
  function set<K extends Path<NewUserForm>>(key: K, value: PathValue<NewUserForm, K>) {
    setValue(key, value, { shouldDirty: true });
    clearErrors(key);
  }

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      // The password is shown once: closing forgets it and the form.
      reset(EMPTY_NEW_USER);
      setCreated(null);
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      setCreated(await createUser.mutateAsync(newUserBody(values)));
      toast({ title: TOASTS.created });
    } catch (error) {
      const fields = Object.keys(EMPTY_NEW_USER);
      showServerErrors(setError, error, { fields, fallback: TOASTS.createFailed });
      toastError(TOASTS.errorTitle, error, TOASTS.createFailed);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button data-testid="button-add-user">
          <UserPlus aria-hidden="true" />
          {BUTTONS.addUser}
        </Button>
      </DialogTrigger>
      <DialogContent
        className="sm:max-w-2xl"
        busy={createUser.isPending}
        data-testid="dialog-add-user"
      >
        {created
          ? (
            <>
              <DialogHeader>
                <DialogTitle>{ADD_USER.createdTitle}</DialogTitle>
                <DialogDescription>{ADD_USER.createdNote}</DialogDescription>
              </DialogHeader>
              <TemporaryPassword
                password={created.temporaryPassword}
                label={ADD_USER.createdText(created.user.email)}
              />
              <DialogFooter>
                <Button onClick={() => onOpenChange(false)}>{BUTTONS.done}</Button>
              </DialogFooter>
            </>
          )
          : (
            <>
              <DialogHeader>
                <DialogTitle>{ADD_USER.title}</DialogTitle>
                <DialogDescription>{ADD_USER.description}</DialogDescription>
              </DialogHeader>
              <form
                noValidate
                onSubmit={onSubmit}
                className="grid gap-4"
                aria-label={ADD_USER.title}
              >
                <NewUserFields
                  form={form}
                  set={set}
                  errors={errors}
                  companies={{
                    names: companies.data ?? [],
                    loading: companies.isLoading,
                    failed: companies.isError,
                  }}
                />
                <FormError message={formError(formState.errors)} />
                <DialogFooter>
                  <Button variant="outline" onClick={() => onOpenChange(false)}>
                    {BUTTONS.cancel}
                  </Button>
                  <Button
                    type="submit"
                    disabled={createUser.isPending}
                    data-testid="button-create-user"
                  >
                    {createUser.isPending ? BUTTONS.creating : BUTTONS.createUser}
                  </Button>
                </DialogFooter>
              </form>
            </>
          )}
      </DialogContent>
    </Dialog>
  );
}
