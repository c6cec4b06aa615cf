/** Placeholder: filled in by its issue. */
import { Hono } from "hono";
import type { AppEnv } from "../context.ts";

export const manualUpdates = new Hono<AppEnv>();
