/**
 * The four-step password reset (spec part 1 §2, §4): email → security_questions →
 * reset_password → success. A back arrow on steps 2 and 3 returns to step 1, and so does the
 * server's answer that the issued question has expired.
 */
import { useState } from "react";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/components/ui/card.tsx";
import type { SecurityQuestion } from "@api/schemas/auth_answers.ts";
import { RESET_STEP_TITLES } from "../strings.ts";
import { AuthLayout } from "./auth_layout.tsx";
import { AnswerStep, EmailStep, NewPasswordStep, SuccessStep } from "./forgot_password_steps.tsx";

/** A step of the reset flow. */
export type ResetStep = keyof typeof RESET_STEP_TITLES;

const STEP_DESCRIPTIONS: Record<ResetStep, string> = {
  email: "Enter the email address of your account.",
  security_questions: "Answer your security question to verify your identity.",
  reset_password: "Choose a new password for your account.",
  success: "You can now sign in with your new password.",
};

/** The reset flow's state: the step, the email and the question/answer that prove the owner. */
interface ResetState {
  step: ResetStep;
  email: string;
  question: SecurityQuestion | null;
  answer: string;
}

const START: ResetState = { step: "email", email: "", question: null, answer: "" };

/** Card with the current step; the email survives a return to step 1. */
export function ForgotPasswordScreen() {
  const [state, setState] = useState<ResetState>(START);
  const canGoBack = state.step === "security_questions" || state.step === "reset_password";
  const restart = () => setState({ ...START, email: state.email });

  return (
    <AuthLayout>
      <Card data-testid={`reset-step-${state.step}`}>
        <CardHeader>
          <div className="flex items-center gap-2">
            {canGoBack && (
              <Button
                variant="ghost"
                size="icon"
                className="-ml-2 size-8"
                aria-label="Back to the first step"
                onClick={restart}
                data-testid="button-reset-back"
              >
                <ArrowLeft aria-hidden="true" />
              </Button>
            )}
            <CardTitle as="h1" className="text-2xl">{RESET_STEP_TITLES[state.step]}</CardTitle>
          </div>
          <CardDescription>{STEP_DESCRIPTIONS[state.step]}</CardDescription>
        </CardHeader>
        <CardContent>
          {state.step === "email" && (
            <EmailStep
              initialEmail={state.email}
              onFound={(email, question) =>
                setState({ step: "security_questions", email, question, answer: "" })}
            />
          )}
          {state.step === "security_questions" && state.question && (
            <AnswerStep
              email={state.email}
              question={state.question}
              onVerified={(answer) => setState({ ...state, step: "reset_password", answer })}
              onRestart={restart}
            />
          )}
          {state.step === "reset_password" && state.question && (
            <NewPasswordStep
              email={state.email}
              question={state.question}
              answer={state.answer}
              onReset={() => setState({ ...START, step: "success" })}
              onRestart={restart}
            />
          )}
          {state.step === "success" && <SuccessStep />}
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
