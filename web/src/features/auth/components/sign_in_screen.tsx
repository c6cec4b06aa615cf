/** The sign-in screen: the sign-in form, replaced in place by the account-setup step. */
import { useState } from "react";
import type { SetupRequired } from "@api/schemas/auth_answers.ts";
import { AccountSetupForm } from "./account_setup_form.tsx";
import { AuthLayout } from "./auth_layout.tsx";
import { SignInForm } from "./sign_in_form.tsx";

/** Sign-in, or account setup after a setup-required login. */
export function SignInScreen() {
  const [setup, setSetup] = useState<SetupRequired | null>(null);
  return (
    <AuthLayout>
      {setup
        ? <AccountSetupForm setup={setup} onCancel={() => setSetup(null)} />
        : <SignInForm onSetupRequired={setSetup} />}
    </AuthLayout>
  );
}
