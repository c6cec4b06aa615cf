import assert from "node:assert/strict";
import { pageCount, pageRange, pageWindow } from "./page_window.ts";

Deno.test("5 page buttons start two before the current page, clamped to the pages there are", () => {
  assert.deepEqual(pageWindow(1, 10, 5), [1, 2, 3, 4, 5]);
  assert.deepEqual(pageWindow(2, 10, 5), [1, 2, 3, 4, 5]);
  assert.deepEqual(pageWindow(6, 10, 5), [4, 5, 6, 7, 8]);
  assert.deepEqual(pageWindow(9, 10, 5), [6, 7, 8, 9, 10]);
  assert.deepEqual(pageWindow(10, 10, 5), [6, 7, 8, 9, 10]);
  assert.deepEqual(pageWindow(2, 3, 5), [1, 2, 3]);
  assert.deepEqual(pageWindow(1, 1, 5), [1]);
});

Deno.test("7 page buttons slide with the current page", () => {
  assert.deepEqual(pageWindow(1, 3, 7), [1, 2, 3]);
  assert.deepEqual(pageWindow(1, 20, 7), [1, 2, 3, 4, 5, 6, 7]);
  assert.deepEqual(pageWindow(10, 20, 7), [7, 8, 9, 10, 11, 12, 13]);
  assert.deepEqual(pageWindow(18, 20, 7), [14, 15, 16, 17, 18, 19, 20]);
  assert.deepEqual(pageWindow(20, 20, 7), [14, 15, 16, 17, 18, 19, 20]);
  assert.deepEqual(pageWindow(4, 7, 7), [1, 2, 3, 4, 5, 6, 7]);
});

Deno.test("a current page past the end shows the last window", () => {
  assert.deepEqual(pageWindow(12, 10, 5), [6, 7, 8, 9, 10]);
});

Deno.test("page counts are at least 1 and round up", () => {
  assert.equal(pageCount(0, 20), 1);
  assert.equal(pageCount(20, 20), 1);
  assert.equal(pageCount(21, 20), 2);
  assert.equal(pageCount(101, 50), 3);
});

Deno.test("the 'Showing X to Y' range of a page; 0 to 0 when there are no rows", () => {
  assert.deepEqual(pageRange(1, 45, 20), [1, 20]);
  assert.deepEqual(pageRange(3, 45, 20), [41, 45]);
  assert.deepEqual(pageRange(2, 120, 50), [51, 100]);
  assert.deepEqual(pageRange(1, 0, 20), [0, 0]);
});
