/**
 * GET /api/openapi.json, the OpenAPI 3.1 document made from the route declarations (built once
 * per app, on its first call), and GET /api/docs, Scalar's reference page over it (ADR
 * 0140). Both public: the document says what the API is, not what it holds.
 */
import { Scalar } from "@scalar/hono-api-reference";
import { encodeBase64url } from "@oslojs/encoding";
import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { contentSecurityPolicy } from "../middleware/security_headers.ts";
import { openApiDocument } from "../openapi/document.ts";
import { SCALAR_SCRIPT_PATH } from "../schemas/api_docs.ts";

/**
 * The page's own policy: Scalar's script from our own origin (SCALAR_SCRIPT_PATH, ADR
 * 0178) and its inline start by nonce; no third party.
 */
export function docsContentSecurityPolicy(nonce: string): string {
  return contentSecurityPolicy(`'self' 'nonce-${nonce}'`);
}

/** The two routes, mounted at /api: a fresh pair per app, so the cached document is the app's. */
export function apiDocs() {
  let document: string | null = null;
  return new Hono<AppEnv>()
    .get("/openapi.json", (c) => {
      document ??= JSON.stringify(openApiDocument());
      return c.body(document, 200, { "Content-Type": "application/json" });
    })
    .get("/docs", (c, next) => {
      const nonce = encodeBase64url(crypto.getRandomValues(new Uint8Array(16)));
      c.header("Content-Security-Policy", docsContentSecurityPolicy(nonce));
      const page = Scalar({
        url: "/api/openapi.json",
        pageTitle: "LegalWatch API",
        nonce,
        cdn: SCALAR_SCRIPT_PATH,
        withDefaultFonts: false,
      });
      // The middleware is typed against its own copy of Hono's Context; it only calls c.html.
      return page(c as unknown as Parameters<typeof page>[0], next);
    });
}
