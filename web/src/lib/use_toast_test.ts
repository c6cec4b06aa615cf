import assert from "node:assert/strict";
import { type ToasterToast, toastReducer } from "./use_toast.ts";

const make = (id: string): ToasterToast => ({ id, title: id, open: true, onOpenChange: () => {} });

Deno.test("only one toast shows at a time: a new toast replaces the old one", () => {
  const state = toastReducer({ toasts: [make("1")] }, { type: "ADD_TOAST", toast: make("2") });
  assert.deepEqual(state.toasts.map((t) => t.id), ["2"]);
});

Deno.test("dismissing closes the toast without removing it", () => {
  const state = toastReducer({ toasts: [make("1")] }, { type: "DISMISS_TOAST", toastId: "1" });
  assert.equal(state.toasts[0]?.open, false);
});

Deno.test("removing drops the toast, and removing without an id drops all", () => {
  assert.deepEqual(
    toastReducer({ toasts: [make("1")] }, { type: "REMOVE_TOAST", toastId: "1" }).toasts,
    [],
  );
  assert.deepEqual(toastReducer({ toasts: [make("1")] }, { type: "REMOVE_TOAST" }).toasts, []);
});

Deno.test("updating changes only the matching toast", () => {
  const state = toastReducer({ toasts: [make("1")] }, {
    type: "UPDATE_TOAST",
    toast: { id: "1", title: "changed" },
  });
  assert.equal(state.toasts[0]?.title, "changed");
});
