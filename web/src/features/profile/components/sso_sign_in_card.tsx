/**
 * In place of Security Questions for an account made by single sign-on: it has no password (nor
 * answers), so the card only says how it signs in (ADR 0179).
 */
import { signsInWith } from "@api/schemas/oidc.ts";
import { SectionCard } from "@/components/ui/card.tsx";
import { useSsoConfig } from "@/lib/queries/public_config.ts";
import { SSO_SIGN_IN_CARD } from "../strings.ts";

/** The card; the provider's name comes from /api/config (OIDC_LABEL). */
export function SsoSignInCard() {
  const sso = useSsoConfig();
  return (
    <SectionCard title={SSO_SIGN_IN_CARD.title} data-testid="card-sso-sign-in">
      {sso && <p className="font-medium">{signsInWith(sso.label)}</p>}
      <p className="text-sm text-muted-foreground">{SSO_SIGN_IN_CARD.description}</p>
    </SectionCard>
  );
}
