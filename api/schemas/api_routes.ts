/**
 * Every route of /api, declared once (ADR 0140): `"METHOD /api/path"` (the path
 * as Hono lists it, `:params` kept) → its {@link RouteSpec}. Declaring a new route is one entry in
 * the area's file under api_routes/ (docs/api.md); api/openapi/openapi_test.ts fails while a route
 * of the app has no entry. The OpenAPI document, the tests' answer validation and the web's answer
 * types all come from here.
 */
import type { z } from "zod";
import { ACCOUNT_ROUTES } from "./api_routes/accounts.ts";
import { AUTH_ROUTES } from "./api_routes/auth.ts";
import { LEGAL_UPDATE_ROUTES } from "./api_routes/legal_updates.ts";
import type { RouteSpec } from "./api_routes/route_spec.ts";
import { SOURCE_ROUTES } from "./api_routes/sources.ts";
import { DOCS_ROUTES } from "./api_routes/docs.ts";
import { REGISTER_ROUTES } from "./api_routes/register.ts";

export const API_ROUTES = {
  ...AUTH_ROUTES,
  ...LEGAL_UPDATE_ROUTES,
  ...SOURCE_ROUTES,
  ...ACCOUNT_ROUTES,
  ...DOCS_ROUTES,
  ...REGISTER_ROUTES,
} as const satisfies Record<string, RouteSpec>;

/** A declared route: `"GET /api/tasks"`. */
export type ApiRoute = keyof typeof API_ROUTES;

type Responses<K extends ApiRoute> = (typeof API_ROUTES)[K]["responses"];
type SuccessSchema<R> = {
  [S in keyof R]: S extends 200 | 201 ? R[S] extends z.ZodType ? R[S] : never : never;
}[keyof R];

/** The JSON a route answers on success (200 or 201), as its declared schema says. */
export type AnswerOf<K extends ApiRoute> = z.output<SuccessSchema<Responses<K>>>;
