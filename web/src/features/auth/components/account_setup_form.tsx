/** The account-setup step after a setup-required login (spec part 1 §2, §5, §8). */
import { type FormEvent, useState } from "react";
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
import { toastError, toastValidation } from "@/lib/toast_error.ts";
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

/** New password (when required) and three security answers (when required). */
export function AccountSetupForm({ setup, onCancel }: AccountSetupFormProps) {
  const [password, setPassword] = useState("");
  const [answers, setAnswers] = useState<[string, string, string]>(["", "", ""]);
  const [, navigate] = useLocation();
  const search = useSearch();
  const completeSetup = useCompleteSetup();
  const logout = useLogout();

  function setAnswer(index: number, value: string) {
    setAnswers((prev) => prev.map((a, i) => i === index ? value : a) as [string, string, string]);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: CompleteSetupRequest = {};
    if (setup.mustChangePassword) {
      if (password.length < MIN_PASSWORD_LENGTH) {
        toastValidation(VALIDATION.title, VALIDATION.passwordTooShort);
        return;
      }
      body.password = password;
    }
    if (setup.needsSecurityQuestions) {
      if (answers.some((a) => !a.trim())) {
        toastValidation(VALIDATION.title, VALIDATION.answerAllQuestions);
        return;
      }
      [body.securityAnswer1, body.securityAnswer2, body.securityAnswer3] = answers.map((a) =>
        a.trim()
      );
    }
    try {
      await completeSetup.mutateAsync(body);
      toast(TOASTS.setupComplete);
      // Back to the page the sign-in was asked for (ADR 0099).
      navigate(returnPathFrom(search) ?? "/", { replace: true });
    } catch (error) {
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
                  data-testid={`input-security-answer-${index + 1}`}
                />
              ))}
            </fieldset>
          )}
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
