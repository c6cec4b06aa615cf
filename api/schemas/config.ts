/** GET /api/config: the run-time settings the web reads (shared by the route and the web). */

/** The answer of GET /api/config. */
export interface PublicConfig {
  /** Where the sign-in screen's "Back to home" link goes (MARKETING_URL): a path or http(s). */
  marketingUrl: string;
  /**
   * Single sign-on, when OIDC_ISSUER is set: the button's `label` ("Sign in with {label}") and
   * `only`, true when password sign-in is kept for superadmins (OIDC_ONLY). Null: no SSO.
   */
  sso: { label: string; only: boolean } | null;
}
