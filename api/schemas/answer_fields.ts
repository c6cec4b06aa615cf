/**
 * Field shapes the answer schemas share (ADR 0140): what an instant and a
 * calendar day look like on the wire. The answers validate against these in every API test
 * (api/openapi/validate_responses.ts), so a route that sends another shape fails its test.
 */
import { z } from "zod";

/** An instant as JSON carries it: ISO 8601 in UTC, as `Date.prototype.toJSON` writes it. */
export const isoInstant = z.iso.datetime();

/** A calendar day, 'yyyy-MM-dd'. */
export const isoDay = z.iso.date();

/** A person as answers name them (the reviewer, the actor of a history entry). */
export const PersonName = z.strictObject({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
