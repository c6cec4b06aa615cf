import assert from "node:assert/strict";
import { cn } from "./cn.ts";

Deno.test("a caller's class overrides the component default of the same kind", () => {
  assert.equal(cn("h-10 w-full px-4", "w-56"), "h-10 px-4 w-56");
  assert.equal(cn("inline-flex", "max-md:hidden"), "inline-flex max-md:hidden");
  assert.equal(cn("flex", "hidden"), "hidden");
});

Deno.test("theme colour tokens do not clash with font sizes", () => {
  assert.equal(
    cn("text-sm text-primary-foreground", "text-destructive"),
    "text-sm text-destructive",
  );
});

Deno.test("falsy parts are skipped", () => {
  assert.equal(cn("a", false, null, undefined, "b"), "a b");
});
