/** GET /api/config: the run-time settings the web reads (shared by the route and the web). */

/** The answer of GET /api/config. */
export interface PublicConfig {
  /** Where the sign-in screen's "Back to home" link goes (MARKETING_URL): a path or http(s). */
  marketingUrl: string;
}
