import assert from "node:assert/strict";
import { SLACK_LINK_MAX, slackHref, slackLink, slackText } from "./slack_text.ts";

Deno.test("Slack text: &, < and > become entities, so <!channel> is shown, not sent", () => {
  assert.equal(
    slackText("Fees <!channel> & <@U1> <https://phish.example|legalwatch.app>"),
    "Fees &lt;!channel&gt; &amp; &lt;@U1&gt; &lt;https://phish.example|legalwatch.app&gt;",
  );
  assert.equal(slackText("*bold* _it_ plain"), "*bold* _it_ plain");
});

Deno.test("Slack text is cut by its escaped length, never inside an entity", () => {
  assert.equal(slackText("abcdef", 6), "abcdef");
  assert.equal(slackText("abcdef", 4), "abc…");
  // "a&" is 6 characters escaped; a cut at 5 keeps "a" rather than half of "&amp;".
  assert.equal(slackText("a&b", 5), "a…");
  assert.equal(slackText("<".repeat(1000), 300).length <= 300, true);
  assert.equal(slackText("😀😀😀", 4), "😀…", "no half surrogate pair");
  assert.equal(slackText("abc", 0), "");
});

Deno.test("Slack links: the parsed href with | encoded; the label escaped", () => {
  const hostile =
    "https://evil.example/a> <!channel> Urgent … <https://phish.example/login|legalwatch.app/login> |x";
  const link = slackLink(hostile, "Title <b>");
  assert.ok(link.startsWith("<https://evil.example/a%3E%20%3C!channel%3E%20Urgent%20"));
  assert.ok(link.endsWith("%7Cx|Title &lt;b&gt;>"));
  // One token: the only | separates href and label, and nothing inside opens another.
  assert.equal(link.split("|").length, 2);
  assert.equal(link.slice(1, -1).includes("<") || link.slice(1, -1).includes(">"), false);
  assert.equal(
    slackLink("https://a.example/?x=1&y=2", "A"),
    "<https://a.example/?x=1&amp;y=2|A>",
  );
});

Deno.test("Slack links: anything but a parsable http(s) URL is shown as plain text", () => {
  assert.equal(slackLink("javascript:alert(1)", "Click <here>"), "Click &lt;here&gt;");
  assert.equal(slackLink("not a url", "Plain"), "Plain");
  assert.equal(slackLink("mailto:a@b.example", "Mail"), "Mail");
  assert.equal(slackHref(`https://a.example/${"x".repeat(SLACK_LINK_MAX)}`), null);
});
