/** The declarations of the API's own description: the OpenAPI document and its reference page. */
import { raw, type RouteSpec } from "./route_spec.ts";

export const DOCS_ROUTES = {
  "GET /api/openapi.json": {
    summary: "This document: OpenAPI 3.1, generated from the routes' zod schemas",
    audience: "public",
    responses: { 200: raw("application/json", "The OpenAPI 3.1 document") },
  },
  "GET /api/docs": {
    summary: "The API reference page (Scalar) over this document",
    audience: "public",
    responses: { 200: raw("text/html; charset=utf-8", "The reference page") },
  },
} as const satisfies Record<string, RouteSpec>;
