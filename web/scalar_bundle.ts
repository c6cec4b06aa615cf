/**
 * A Vite plugin that copies Scalar's standalone browser script (the API reference page's, GET
 * /api/docs) from the installed @scalar/api-reference into the bundle at SCALAR_SCRIPT_PATH: the
 * server serves it as any hashed asset, on Deno Deploy too, where node_modules is not uploaded
 * (ADR 0178).
 */
import type { Plugin } from "vite";
import { SCALAR_SCRIPT_PATH, SCALAR_VERSION } from "../api/schemas/api_docs.ts";

const PACKAGE = new URL("../node_modules/@scalar/api-reference/", import.meta.url);

/** The plugin; the build fails when the installed package is not the version the path names. */
export function scalarStandalone(): Plugin {
  return {
    name: "legalwatch:scalar-standalone",
    apply: "build",
    async generateBundle() {
      const { version } = JSON.parse(await Deno.readTextFile(new URL("package.json", PACKAGE)));
      if (version !== SCALAR_VERSION) {
        throw new Error(
          `web/scalar_bundle: @scalar/api-reference is ${version}, api/schemas/api_docs.ts names ${SCALAR_VERSION}`,
        );
      }
      this.emitFile({
        type: "asset",
        fileName: SCALAR_SCRIPT_PATH.slice(1),
        source: await Deno.readFile(new URL("dist/browser/standalone.js", PACKAGE)),
      });
    },
  };
}
