/**
 * The sign-in page's single sign-on part (issue 28): why the last single sign-on failed, when the
 * server sent the browser back with `?sso_error=`, and the "Sign in with {label}" button when the
 * server has it configured. The button is a plain link: the server answers with the provider.
 */
import { useSearch } from "wouter";
import { buttonClasses } from "@/components/ui/button.tsx";
import { returnPathFrom } from "@/lib/return_path.ts";
import { SSO_ERROR_PARAM, SSO_ERRORS, ssoButtonText, SsoErrorCode } from "@api/schemas/oidc.ts";
import { useSsoConfig } from "@/lib/queries/public_config.ts";

/** The failure and the button; nothing when neither applies. */
export function SsoSignIn() {
  const search = useSearch();
  const sso = useSsoConfig();
  const code = SsoErrorCode.safeParse(new URLSearchParams(search).get(SSO_ERROR_PARAM));
  const next = returnPathFrom(search);
  const href = "/api/auth/oidc/login" + (next ? `?${new URLSearchParams({ next })}` : "");
  return (
    <>
      {code.success && (
        <p
          role="alert"
          className="mb-5 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700"
          data-testid="sso-error"
        >
          {SSO_ERRORS[code.data]}
        </p>
      )}
      {sso && (
        <a
          href={href}
          className={buttonClasses({ variant: "outline", className: "mb-5 w-full" })}
          data-testid="button-sso"
        >
          {ssoButtonText(sso.label)}
        </a>
      )}
    </>
  );
}
