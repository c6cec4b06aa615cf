/**
 * The web's import aliases: the SPA's own src/, and the two folders of the server it may import
 * (scripts/layers.ts). Vite reads them from here (web/vite.config.ts), `deno check` and
 * `deno test` from deno.json's "imports", which scripts/layers_test.ts keeps equal to this list.
 */
export const WEB_ALIASES = {
  "@/": "web/src/",
  "@api/schemas/": "api/schemas/",
  "@domain/": "domain/",
} as const;
