/**
 * Vite configuration of the LegalWatch web bundle: root web/, output web/dist with hashed assets
 * under web/dist/assets/, and Scalar's script for the API reference page (web/scalar_bundle.ts).
 * scripts/build_web.ts imports this object and hands it to Vite's JS API.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { WEB_ALIASES } from "./aliases.ts";
import { scalarStandalone } from "./scalar_bundle.ts";

const root = fileURLToPath(new URL(".", import.meta.url));
const repo = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig({
  root,
  base: "/",
  publicDir: "public",
  plugins: [react(), tailwindcss(), scalarStandalone()],
  resolve: {
    alias: Object.entries(WEB_ALIASES).map(([find, folder]) => ({
      find: new RegExp(`^${find}`),
      replacement: `${repo}${folder}`,
    })),
  },
  build: {
    outDir: "dist",
    assetsDir: "assets",
    emptyOutDir: true,
    // The server's CSP forbids inline scripts: never inline the module preload polyfill.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    sourcemap: false,
    target: "es2022",
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:8000" },
  },
});
