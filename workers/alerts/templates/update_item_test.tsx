import assert from "node:assert/strict";
import { renderToStaticMarkup } from "react-dom/server";
import type { UpdateView } from "../content.ts";
import { UpdateItem } from "./update_item.tsx";

const view = (sourceUrl: string): UpdateView => ({
  id: 7,
  title: "Data Act guidance",
  summary: "Summary.",
  category: "General",
  jurisdiction: "EU",
  publishDate: "2026-06-15T00:00:00.000Z",
  publishDay: "Jun 15, 2026",
  sourceUrl,
  url: "https://legalwatch.example/updates/7",
});

const render = (sourceUrl: string) =>
  renderToStaticMarkup(
    <table>
      <tbody>
        <UpdateItem update={view(sourceUrl)} />
      </tbody>
    </table>,
  );

Deno.test("an email links an update's title to its source only when the link is http(s)", () => {
  for (const hostile of ["javascript:alert(1)", "data:text/html,<script>x</script>", "not a url"]) {
    const html = render(hostile);
    assert.ok(html.includes("Data Act guidance"), hostile);
    assert.ok(!html.includes(hostile.slice(0, 10)), `${hostile} must not reach the markup`);
  }
  const html = render("https://example.gov/act?a=1&b=<2>");
  assert.ok(html.includes('href="https://example.gov/act?a=1&amp;b=%3C2%3E"'), html);
});
