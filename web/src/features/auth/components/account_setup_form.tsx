/**
 * The account-setup step after a setup-required login (spec part 1 §2, §5, §8). A broken rule of
 * §5 is said under its field (the answers' one message under the three answers); the failure of
 * the call is the spec's 'Setup Failed' toast, with the server's message also above the buttons.
 */
import { type FormEvent, useId, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/components/ui/card.tsx";
import { TextField } from "@/components/ui/text_field.tsx";
import { MIN_PASSWORD_LENGTH } from "@/lib/constants.ts";
import { returnPathFrom } from "@/lib/return_path.ts";
import { errorId, FieldError, FormError } from "@/components/ui/field_error.tsx";
import { placeServerErrors } from "@/lib/field_errors.ts";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import type { SetupRequired } from "@api/schemas/auth_answers.ts";
import { type CompleteSetupRequest, useCompleteSetup } from "../api/complete_setup.ts";
import { useLogout } from "../api/logout.ts";
import { BUTTONS, LABELS, SECURITY_QUESTIONS, SETUP, TOASTS, VALIDATION } from "../strings.ts";

/** Props of {@link AccountSetupForm}. */
export interface AccountSetupFormProps {
  setup: SetupRequired;
  /** Back to the sign-in form (the setup-only session is ended first). */
  onCancel: () => void;
}

/** The form's messages: under the password, under the answers, above the buttons. */
interface SetupErrors {
  password?: string;
  answers?: string;
  form?: string;
}

const ANSWER_FIELDS = ["securityAnswer1", "securityAnswer2", "securityAnswer3"];

/** The server's messages of a refused setup, placed on the form's fields. */
function setupErrorsOf(error: unknown): SetupErrors {
  const placed = placeServerErrors(error, {
    fields: ["password", ...ANSWER_FIELDS],
    fallback: TOASTS.setupFailed.fallback,
  });
  const answers = ANSWER_FIELDS.map((f) => placed.fields[f]).find(Boolean);
  return { password: placed.fields.password, answers, form: placed.form };
}

/** New password (when required) and three security answers (when required). */
export function AccountSetupForm({ setup, onCancel }: AccountSetupFormProps) {
  const [password, setPassword] = useState("");
  const [answers, setAnswers] = useState<[string, string, string]>(["", "", ""]);
  const [, navigate] = useLocation();
  const search = useSearch();
  const completeSetup = useCompleteSetup();
  const logout = useLogout();
  const [errors, setErrors] = useState<SetupErrors>({});
  const answersErrorId = errorId(useId());

  function setAnswer(index: number, value: string) {
    setAnswers((prev) => prev.map((a, i) => i === index ? value : a) as [string, string, string]);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: CompleteSetupRequest = {};
    const found: SetupErrors = {};
    if (setup.mustChangePassword) {
      if (password.length < MIN_PASSWORD_LENGTH) found.password = VALIDATION.passwordTooShort;
      body.password = password;
    }
    if (setup.needsSecurityQuestions) {
      if (answers.some((a) => !a.trim())) found.answers = VALIDATION.answerAllQuestions;
      [body.securityAnswer1, body.securityAnswer2, body.securityAnswer3] = answers.map((a) =>
        a.trim()
      );
    }
    setErrors(found);
    if (found.password || found.answers) return;
    try {
      await completeSetup.mutateAsync(body);
      toast(TOASTS.setupComplete);
      // Back to the page the sign-in was asked for (ADR 0099).
      navigate(returnPathFrom(search) ?? "/", { replace: true });
    } catch (error) {
      setErrors(setupErrorsOf(error));
      toastError(TOASTS.setupFailed.title, error, TOASTS.setupFailed.fallback);
    }
  }

  function cancel() {
    // Drop the setup-only session; the form goes back to sign-in whatever the answer.
    logout.mutate();
    onCancel();
  }

  return (
    <Card data-testid="account-setup">
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">{SETUP.title}</CardTitle>
        <CardDescription>{SETUP.text}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={SETUP.title}>
          {setup.mustChangePassword && (
            <TextField
              label={LABELS.newPassword}
              name="new-password"
              type="password"
              autoComplete="new-password"
              hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
              data-testid="input-new-password"
            />
          )}
          {setup.needsSecurityQuestions && (
            <fieldset className="grid gap-4">
              <legend className="mb-3 text-sm font-semibold">Security questions</legend>
              {SECURITY_QUESTIONS.map((question, index) => (
                <TextField
                  key={question}
                  label={question}
                  name={`security-answer-${index + 1}`}
                  autoComplete="off"
                  value={answers[index] ?? ""}
                  onChange={(e) => setAnswer(index, e.target.value)}
                  {
                    // The one message of the answers, under the three, names each empty one.
                    ...(errors.answers && !answers[index]?.trim()
                      ? { "aria-invalid": true, "aria-describedby": answersErrorId }
                      : {})
                  }
                  data-testid={`input-security-answer-${index + 1}`}
                />
              ))}
              <FieldError id={answersErrorId} message={errors.answers} />
            </fieldset>
          )}
          <FormError message={errors.form} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={cancel} disabled={completeSetup.isPending}>
              {BUTTONS.cancel}
            </Button>
            <Button
              type="submit"
              disabled={completeSetup.isPending}
              data-testid="button-complete-setup"
            >
              {completeSetup.isPending ? BUTTONS.completingSetup : BUTTONS.completeSetup}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
