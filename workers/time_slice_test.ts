import assert from "node:assert/strict";
import { nextTurn, timeSlicer } from "./time_slice.ts";

Deno.test("nextTurn lets a due timer run first", async () => {
  let fired = false;
  setTimeout(() => fired = true, 0);
  await nextTurn();
  assert.ok(fired);
});

Deno.test("the pacer hands the loop back only once a slice of work has run", async () => {
  let clock = 0;
  const pace = timeSlicer(15, () => clock);
  let timerRuns = 0;
  const timer = setInterval(() => timerRuns++, 0);
  try {
    for (let step = 0; step < 10; step++) {
      clock += 1; // 10 ms of work in all: within one slice
      await pace();
    }
    assert.equal(timerRuns, 0);
    clock += 10; // past the slice
    await pace();
    assert.ok(timerRuns > 0);
  } finally {
    clearInterval(timer);
  }
});
