/**
 * Where the API reference page (GET /api/docs, api/routes/api_docs.ts) loads Scalar's standalone
 * script from: our own web bundle, which copies it from the npm package at build time
 * (web/scalar_bundle.ts), never a CDN (ADR 0178). The version is the one
 * deno.json pins; the build refuses a package of another version, so the name changes with it and
 * the file can be cached as immutable.
 */

/** The @scalar/api-reference version deno.json pins. */
export const SCALAR_VERSION = "1.71.0";

/** The script's path: under the bundle's /assets/ (immutable), named by its version. */
export const SCALAR_SCRIPT_PATH = `/assets/scalar-api-reference-${SCALAR_VERSION}.js`;
