/**
 * Security Questions (spec part 2 §2): only for accounts that sign in with a password. 'Change
 * Security Questions' reveals the current password and three answers; Cancel / Update Questions.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button.tsx";
import { SectionCard } from "@/components/ui/card.tsx";
import { TextField } from "@/components/ui/text_field.tsx";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { SecurityQuestionsBody } from "@api/schemas/profile.ts";
import { useUpdateSecurityQuestions } from "../api/update_security_questions.ts";
import { fieldMessages, formError, ON_SUBMIT, showServerErrors } from "@/lib/forms.ts";
import { FormError } from "@/components/ui/field_error.tsx";
import { SECURITY_CARD, SECURITY_QUESTIONS, TOASTS } from "../strings.ts";

const EMPTY = {
  currentPassword: "",
  securityAnswer1: "",
  securityAnswer2: "",
  securityAnswer3: "",
};
type Field = keyof typeof EMPTY;
const ANSWER_FIELDS: Field[] = ["securityAnswer1", "securityAnswer2", "securityAnswer3"];

/** The card: a button, or the form once opened. */
export function SecurityQuestionsCard() {
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, reset, clearErrors, setError, formState } = useForm({
    ...ON_SUBMIT,
    resolver: zodResolver(SecurityQuestionsBody),
    defaultValues: EMPTY,
  });
  const errors = fieldMessages(formState.errors);
  const update = useUpdateSecurityQuestions();

  /** A field's input; typing in it hides its message until the next submit. */
  const field = (key: Field) => register(key, { onChange: () => clearErrors(key) });

  function close() {
    setOpen(false);
    reset(EMPTY);
  }

  const onSubmit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      toast({ title: TOASTS.success, description: TOASTS.questionsUpdated });
      close();
    } catch (error) {
      const fields = Object.keys(EMPTY);
      showServerErrors(setError, error, { fields, fallback: TOASTS.questionsFailed });
      toastError(TOASTS.errorTitle, error, TOASTS.questionsFailed);
    }
  });

  return (
    <SectionCard title={SECURITY_CARD.title} description={SECURITY_CARD.description}>
      {!open
        ? (
          <Button
            variant="outline"
            onClick={() => setOpen(true)}
            data-testid="button-change-questions"
          >
            {SECURITY_CARD.change}
          </Button>
        )
        : (
          <form
            noValidate
            onSubmit={onSubmit}
            className="grid gap-4"
            aria-label={SECURITY_CARD.title}
          >
            <TextField
              label={SECURITY_CARD.currentPassword}
              type="password"
              autoComplete="current-password"
              {...field("currentPassword")}
              error={errors.currentPassword}
            />
            {ANSWER_FIELDS.map((name, i) => (
              <TextField
                key={name}
                label={SECURITY_QUESTIONS[i]}
                autoComplete="off"
                {...field(name)}
                error={errors[name]}
              />
            ))}
            <FormError message={formError(formState.errors)} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={close} disabled={update.isPending}>
                {SECURITY_CARD.cancel}
              </Button>
              <Button
                type="submit"
                disabled={update.isPending}
                data-testid="button-update-questions"
              >
                {update.isPending ? SECURITY_CARD.updating : SECURITY_CARD.update}
              </Button>
            </div>
          </form>
        )}
    </SectionCard>
  );
}
