/** GET /api/config: the run-time settings the web reads (shared by the route and the web). */
import { z } from "zod";

/** The answer of GET /api/config. */
export const PublicConfig = z.strictObject({
  /** Where the sign-in screen's "Back to home" link goes (MARKETING_URL): a path or http(s). */
  marketingUrl: z.string(),
  /**
   * Single sign-on, when OIDC_ISSUER is set: the button's `label` ("Sign in with {label}") and
   * `only`, true when password sign-in is kept for superadmins (OIDC_ONLY). Null: no SSO.
   */
  sso: z.object({ label: z.string(), only: z.boolean() }).nullable(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
