/**
 * The hub's verification of intent (W3C WebSub §5.3) and denial (§5.2), as query parameters of a
 * GET on a callback (api/routes/websub.ts). Lengths are bounded: a topic is a URL, a challenge a
 * short random string.
 */
import { z } from "zod";

/** The longest hub.topic accepted (a URL). */
export const MAX_TOPIC_LENGTH = 2_048;

/** A verification or denial's query. */
export const HubVerificationQuery = z.object({
  "hub.mode": z.enum(["subscribe", "unsubscribe", "denied"], {
    error: "hub.mode must be subscribe, unsubscribe or denied",
  }),
  "hub.topic": z.string().min(1, "hub.topic is required").max(MAX_TOPIC_LENGTH),
  "hub.challenge": z.string().min(1).max(1_024).optional(),
  // At most ten years; a hub that grants more is read as granting that.
  "hub.lease_seconds": z.coerce.number().int().min(1).max(10 * 365 * 86_400).optional(),
  "hub.reason": z.string().max(1_024).optional(),
});
