/**
 * Security Questions (spec part 2 §2): only for accounts that sign in with a password. 'Change
 * Security Questions' reveals the current password and three answers; Cancel / Update Questions.
 */
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { SectionCard } from "../../../components/ui/card.tsx";
import { TextField } from "../../../components/ui/text_field.tsx";
import { toastError } from "../../../lib/toast_error.ts";
import { toast } from "../../../lib/use_toast.ts";
import { SecurityQuestionsBody } from "../../../../../api/schemas/profile.ts";
import { useUpdateSecurityQuestions } from "../api/update_security_questions.ts";
import { fieldErrors } from "../../../lib/field_errors.ts";
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
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateSecurityQuestions();

  function set(key: Field, value: string) {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: "" }));
  }

  function close() {
    setOpen(false);
    setForm(EMPTY);
    setErrors({});
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = SecurityQuestionsBody.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    try {
      await update.mutateAsync(parsed.data);
      toast({ title: TOASTS.success, description: TOASTS.questionsUpdated });
      close();
    } catch (error) {
      toastError(TOASTS.errorTitle, error, TOASTS.questionsFailed);
    }
  }

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
              value={form.currentPassword}
              onChange={(e) => set("currentPassword", e.target.value)}
              error={errors.currentPassword}
            />
            {ANSWER_FIELDS.map((field, i) => (
              <TextField
                key={field}
                label={SECURITY_QUESTIONS[i]}
                autoComplete="off"
                value={form[field]}
                onChange={(e) => set(field, e.target.value)}
                error={errors[field]}
              />
            ))}
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
