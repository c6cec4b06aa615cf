/** GET /api/config: the run-time settings the web reads (shared by the route and the web). */
import { z } from "zod";

/** The answer of GET /api/config. */
export const PublicConfig = z.strictObject({
  /** Where the sign-in screen's "Back to home" link goes (MARKETING_URL): a path or http(s). */
  marketingUrl: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
