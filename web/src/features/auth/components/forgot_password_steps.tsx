/**
 * The four forms of the forgot-password screen: a broken rule of spec part 1 §5 is said under
 * its field; the calls' outcomes are the spec's toasts (§8).
 */
import { type FormEvent, useState } from "react";
import { CircleCheckBig } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import { TextField } from "@/components/ui/text_field.tsx";
import { MIN_PASSWORD_LENGTH } from "@/lib/constants.ts";
import { serverMessage } from "@/lib/http_error.ts";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { useFindAccount } from "../api/forgot_password_email.ts";
import { useResetPassword } from "../api/forgot_password_reset.ts";
import { useValidateAnswer } from "../api/forgot_password_validate.ts";
import type { SecurityQuestion } from "@api/schemas/auth_answers.ts";
import { BUTTONS, LABELS, RESET_RESTART, TOASTS, VALIDATION } from "../strings.ts";
import { emailStepFailureTitle } from "./reset_failure.ts";

const FORM_CLASSES = "grid gap-5";

/** True when the server says the reset must start again (question expired or not issued). */
function mustRestart(error: unknown): boolean {
  return serverMessage(error, "") === RESET_RESTART;
}

/** Step 1: the email; answers the question to ask. */
export function EmailStep(
  { initialEmail, onFound }: {
    initialEmail: string;
    onFound: (email: string, question: SecurityQuestion) => void;
  },
) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const findAccount = useFindAccount();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = email.trim();
    setError(trimmed ? undefined : VALIDATION.enterEmail);
    if (!trimmed) return;
    try {
      const question = await findAccount.mutateAsync({ email: trimmed });
      toast(TOASTS.emailFound);
      onFound(trimmed, question);
    } catch (error) {
      toastError(emailStepFailureTitle(error), error, TOASTS.emailNotFound.fallback);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className={FORM_CLASSES}>
      <TextField
        label={LABELS.email}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
        data-testid="input-reset-email"
      />
      <Button type="submit" disabled={findAccount.isPending} data-testid="button-continue">
        {BUTTONS.continue}
      </Button>
      <p className="text-center text-sm">
        <Link href="/auth" className="font-medium text-primary hover:underline">
          {BUTTONS.backToSignIn}
        </Link>
      </p>
    </form>
  );
}

/** Step 2: the answer to the server's question. */
export function AnswerStep(
  { email, question, onVerified, onRestart }: {
    email: string;
    question: SecurityQuestion;
    onVerified: (answer: string) => void;
    /** Back to step 1: the question has expired. */
    onRestart: () => void;
  },
) {
  const [answer, setAnswer] = useState("");
  const [error, setError] = useState<string>();
  const validate = useValidateAnswer();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = answer.trim();
    setError(trimmed ? undefined : VALIDATION.answerQuestion);
    if (!trimmed) return;
    try {
      await validate.mutateAsync({
        email,
        questionNumber: question.questionNumber,
        securityAnswer: trimmed,
      });
      toast(TOASTS.answerVerified);
      onVerified(trimmed);
    } catch (error) {
      toastError(TOASTS.answerIncorrect.title, error, TOASTS.answerIncorrect.fallback);
      if (mustRestart(error)) onRestart();
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className={FORM_CLASSES}>
      <TextField
        label={question.questionText}
        name="security-answer"
        autoComplete="off"
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
        error={error}
        data-testid="input-reset-answer"
      />
      <Button type="submit" disabled={validate.isPending} data-testid="button-verify-answer">
        {BUTTONS.verifyAnswer}
      </Button>
    </form>
  );
}

/** Step 3: the new password. */
export function NewPasswordStep(
  { email, question, answer, onReset, onRestart }: {
    email: string;
    question: SecurityQuestion;
    answer: string;
    onReset: () => void;
    /** Back to step 1: the question has expired. */
    onRestart: () => void;
  },
) {
  const [newPassword, setNewPassword] = useState("");
  const [error, setError] = useState<string>();
  const reset = useResetPassword();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const broken = !newPassword
      ? VALIDATION.enterNewPassword
      : newPassword.length < MIN_PASSWORD_LENGTH
      ? VALIDATION.passwordTooShort
      : undefined;
    setError(broken);
    if (broken) return;
    try {
      await reset.mutateAsync({
        email,
        newPassword,
        questionNumber: question.questionNumber,
        securityAnswer: answer,
      });
      toast(TOASTS.resetSuccess);
      onReset();
    } catch (error) {
      toastError(TOASTS.resetFailed.title, error, TOASTS.resetFailed.fallback);
      if (mustRestart(error)) onRestart();
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className={FORM_CLASSES}>
      <TextField
        label={LABELS.newPassword}
        name="new-password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
        error={error}
        data-testid="input-reset-new-password"
      />
      <Button type="submit" disabled={reset.isPending} data-testid="button-reset-password">
        {BUTTONS.resetPassword}
      </Button>
    </form>
  );
}

/** Step 4: done; back to sign-in. */
export function SuccessStep() {
  return (
    <div className="grid justify-items-center gap-5 text-center">
      <CircleCheckBig aria-hidden="true" className="size-12 text-green-600" />
      <Button asChild className="w-full">
        <Link href="/auth" data-testid="link-go-to-sign-in">{BUTTONS.goToSignIn}</Link>
      </Button>
    </div>
  );
}
