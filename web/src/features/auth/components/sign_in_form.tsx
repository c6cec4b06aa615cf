/** The sign-in form: email and password, validation and result toasts (spec part 1 §2, §5, §8). */
import { type FormEvent, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/components/ui/card.tsx";
import { TextField } from "@/components/ui/text_field.tsx";
import { returnPathFrom } from "@/lib/return_path.ts";
import { toastError, toastValidation } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { useLogin } from "../api/login.ts";
import { useMarketingUrl, useSsoConfig } from "@/lib/queries/public_config.ts";
import { isSetupRequired, type SetupRequired } from "@api/schemas/auth_answers.ts";
import { BUTTONS, LABELS, TOASTS, VALIDATION } from "../strings.ts";
import { SsoSignIn } from "./sso_sign_in.tsx";

/** Props of {@link SignInForm}. */
export interface SignInFormProps {
  /** Called when the server asks for the account-setup step. */
  onSetupRequired: (setup: SetupRequired) => void;
}

/** Email and password form; on success sets the user and goes to the page asked for, or /. */
export function SignInForm({ onSetupRequired }: SignInFormProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [, navigate] = useLocation();
  const search = useSearch();
  const login = useLogin();
  const marketingUrl = useMarketingUrl();
  // Under OIDC_ONLY the server refuses the reset to all but superadmins (ADR
  // 0177), so the link is not offered.
  const ssoOnly = useSsoConfig()?.only ?? false;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      toastValidation(VALIDATION.title, VALIDATION.fillAllFields);
      return;
    }
    try {
      const response = await login.mutateAsync({ email: email.trim(), password });
      if (isSetupRequired(response)) {
        toast({ title: TOASTS.setupRequired.title, description: response.message });
        onSetupRequired(response);
        return;
      }
      toast(TOASTS.loginSuccess);
      // Back to the page the sign-in was asked for (ADR 0099).
      navigate(returnPathFrom(search) ?? "/", { replace: true });
    } catch (error) {
      toastError(TOASTS.loginFailed.title, error, TOASTS.loginFailed.fallback);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">Sign in to LegalWatch</CardTitle>
        <CardDescription>Enter your email and password to continue.</CardDescription>
      </CardHeader>
      <CardContent>
        <SsoSignIn />
        <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Sign in">
          <TextField
            label={LABELS.email}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            data-testid="input-email"
          />
          <TextField
            label={LABELS.password}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="input-password"
          />
          <Button type="submit" disabled={login.isPending} data-testid="button-sign-in">
            {login.isPending ? BUTTONS.signingIn : BUTTONS.signIn}
          </Button>
        </form>
        <div className="mt-5 grid justify-items-center gap-3 text-sm">
          {!ssoOnly && (
            <Link
              href="/forgot-password"
              className="font-medium text-primary hover:underline"
              data-testid="link-forgot-password"
            >
              {BUTTONS.forgotPassword}
            </Link>
          )}
          <a
            href={marketingUrl}
            className="text-muted-foreground hover:text-foreground hover:underline"
          >
            <span aria-hidden="true">←</span> {BUTTONS.backToHome}
          </a>
        </div>
      </CardContent>
    </Card>
  );
}
