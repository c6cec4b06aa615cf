/**
 * The import rule between the top-level folders (docs/architecture.md, "Domain"): domain imports
 * nothing outside itself; db imports domain; workers import db and domain; api imports all three;
 * the SPA (web/src) imports only domain and api/schemas; the browser tests (web/e2e) drive the
 * whole product and are not a layer, nor are the SPA's tests, which may start the real API; domain's
 * tests may use Node's built-ins (node:assert). npm packages are allowed everywhere but domain.
 * `layers_test.ts` runs it over the repository, so a stray import fails the suite.
 */

import { WEB_ALIASES } from "../web/aliases.ts";

/** The folders each layer may import from (besides itself). */
const ALLOWED: Record<string, string[]> = {
  domain: [],
  db: ["domain/"],
  workers: ["db/", "domain/"],
  api: ["db/", "domain/", "workers/"],
  "web/src": ["domain/", "api/schemas/"],
};

/** One import that breaks the rule. */
export interface LayerViolation {
  file: string;
  imports: string;
}

// Our own sources: a specifier is the text between quotes after `from` or `import(`.
const SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+)"([^"\n]+)"/g;

/** The specifiers `source` imports, as written. */
export function specifiersOf(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[1]!);
}

/** The repository-relative path `specifier` names when imported from `file`, or null for npm. */
export function resolve(file: string, specifier: string): string | null {
  for (const [alias, folder] of Object.entries(WEB_ALIASES)) {
    if (specifier.startsWith(alias)) return folder + specifier.slice(alias.length);
  }
  if (!specifier.startsWith(".")) return null;
  const parts = file.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

/** The imports of `source` (the text of repository file `file`) that its layer may not make. */
export function layerViolations(file: string, source: string): LayerViolation[] {
  const layer = Object.keys(ALLOWED).find((name) => file.startsWith(`${name}/`));
  if (!layer) return [];
  const isTest = file.endsWith("_test.ts") || file.endsWith("_test.tsx");
  // A test beside the SPA's code may start the real API to check the contract it reads.
  if (layer === "web/src" && isTest) return [];
  const allowed = ALLOWED[layer]!;
  const violations: LayerViolation[] = [];
  for (const specifier of specifiersOf(source)) {
    const target = resolve(file, specifier);
    if (target === null) {
      const testBuiltin = isTest && specifier.startsWith("node:");
      if (layer === "domain" && !testBuiltin) violations.push({ file, imports: specifier });
      continue;
    }
    if (target.startsWith(`${layer}/`)) continue;
    if (!allowed.some((prefix) => target.startsWith(prefix))) {
      violations.push({ file, imports: target });
    }
  }
  return violations;
}
