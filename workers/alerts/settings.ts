/**
 * What the alert engine reads of the Settings (workers/settings.ts): where links point
 * (server.publicUrl), how mail goes (mail), and whether webhooks may reach private addresses
 * (security.allowPrivateFetch).
 */
import type { Settings } from "../settings.ts";

export type AlertSettings = Pick<Settings, "server" | "mail" | "security">;
