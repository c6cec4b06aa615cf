import assert from "node:assert/strict";
import { toLinkable } from "./favorites.ts";

Deno.test("favorites map their jurisdiction object to jurisdictionName", () => {
  assert.deepEqual(
    toLinkable([
      { id: 1, title: "A", jurisdiction: { name: "France" }, aiCategory: "Tax" },
      { id: 2, title: "B", jurisdiction: null, aiCategory: null },
      { id: 3, title: "C", jurisdictionName: "Spain" },
    ]),
    [
      { id: 1, title: "A", jurisdictionName: "France", aiCategory: "Tax" },
      { id: 2, title: "B", jurisdictionName: null, aiCategory: null },
      { id: 3, title: "C", jurisdictionName: "Spain", aiCategory: null },
    ],
  );
});
