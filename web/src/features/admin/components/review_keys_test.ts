import assert from "node:assert/strict";
import { dialogReviewAction, type KeyContext, reviewAction } from "./review_keys.ts";

const press = (key: string, extra: Partial<KeyContext> = {}): KeyContext => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  typing: false,
  overlayOpen: false,
  ...extra,
});

Deno.test("j, k, o, a, r, x and ? map to the review actions", () => {
  assert.deepEqual(
    ["j", "k", "o", "a", "r", "x", "?"].map((k) => reviewAction(press(k))),
    ["next", "previous", "open", "approve", "reject", "toggle", "help"],
  );
  assert.equal(reviewAction(press("q")), null);
  // Upper case is another key: Shift+A must not approve by accident.
  assert.equal(reviewAction(press("A")), null);
});

Deno.test("keys are ignored while typing, with an overlay open, or with a modifier", () => {
  assert.equal(reviewAction(press("a", { typing: true })), null);
  assert.equal(reviewAction(press("a", { overlayOpen: true })), null);
  assert.equal(reviewAction(press("r", { ctrlKey: true })), null);
  assert.equal(reviewAction(press("r", { metaKey: true })), null);
  assert.equal(reviewAction(press("j", { altKey: true })), null);
});

Deno.test("in the detail dialog only j, a and r act, and not while typing the reason", () => {
  assert.deepEqual(
    ["j", "k", "o", "a", "r", "x", "?"].map((k) => dialogReviewAction(press(k))),
    ["next", null, null, "approve", "reject", null, null],
  );
  assert.equal(dialogReviewAction(press("r", { typing: true })), null);
  assert.equal(dialogReviewAction(press("a", { ctrlKey: true })), null);
});
