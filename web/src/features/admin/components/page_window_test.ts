import assert from "node:assert/strict";
import { pageCount, pageRange, pageWindow } from "./page_window.ts";

Deno.test("at most 5 page buttons, centred on the current page", () => {
  assert.deepEqual(pageWindow(1, 3), [1, 2, 3]);
  assert.deepEqual(pageWindow(1, 10), [1, 2, 3, 4, 5]);
  assert.deepEqual(pageWindow(6, 10), [4, 5, 6, 7, 8]);
  assert.deepEqual(pageWindow(10, 10), [6, 7, 8, 9, 10]);
  assert.deepEqual(pageWindow(9, 10), [6, 7, 8, 9, 10]);
});

Deno.test("pages of 20 rows and the 'Showing X to Y' range", () => {
  assert.equal(pageCount(0), 1);
  assert.equal(pageCount(20), 1);
  assert.equal(pageCount(21), 2);
  assert.deepEqual(pageRange(1, 45), [1, 20]);
  assert.deepEqual(pageRange(3, 45), [41, 45]);
  assert.deepEqual(pageRange(1, 0), [0, 0]);
});
