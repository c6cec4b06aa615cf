/** GET /api/health answer: is the server up, and can it reach its database? */
import { z } from "zod";

/** 200 with "ok" and the round trip; 503 with "degraded" when the database is unreachable. */
export const HealthResponse = z.strictObject({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["reachable", "unreachable"]),
  databaseMs: z.number().optional(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
