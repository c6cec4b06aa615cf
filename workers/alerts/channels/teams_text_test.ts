import assert from "node:assert/strict";
import { teamsHref, teamsLink, teamsText } from "./teams_text.ts";

Deno.test("Teams text: link, autolink, emphasis and code characters are backslash-escaped", () => {
  assert.equal(
    teamsText("[Reset](https://phish.example) <https://x.example> *b* _i_ ~s~ `c` \\"),
    "\\[Reset\\]\\(https://phish.example\\) \\<https://x.example\\> \\*b\\* \\_i\\_ \\~s\\~ " +
      "\\`c\\` \\\\",
  );
  assert.equal(teamsText("Fees rise 5.5% - see art. 3 + 4"), "Fees rise 5.5% - see art. 3 + 4");
});

Deno.test("Teams text: list markers are escaped only at the start of a line", () => {
  assert.equal(teamsText("- a\n  + b\n12. c\nx 1. d"), "\\- a\n  \\+ b\n12\\. c\nx 1. d");
});

Deno.test("Teams text is cut to its length before escaping", () => {
  assert.equal(teamsText("abcdef", 4), "abc…");
  assert.equal(teamsText("a]cdef", 4), "a\\]c…");
  assert.equal(teamsText("😀😀😀", 2), "😀…");
});

Deno.test("Teams links: the parsed href with brackets encoded; the label escaped", () => {
  const hostile = "https://evil.example/a)[Login](https://phish.example/login) x";
  assert.equal(
    teamsLink(hostile, "Pay [rules]"),
    "[Pay \\[rules\\]](https://evil.example/a%29%5BLogin%5D%28https://phish.example/login%29%20x)",
  );
  assert.equal(
    teamsHref("https://evil.example/a> <https://phish.example>"),
    "https://evil.example/a%3E%20%3Chttps://phish.example%3E",
  );
});

Deno.test("Teams links: anything but a parsable http(s) URL is shown as plain text", () => {
  assert.equal(teamsLink("javascript:alert(1)", "Click (here)"), "Click \\(here\\)");
  assert.equal(teamsLink("", "Plain"), "Plain");
});
