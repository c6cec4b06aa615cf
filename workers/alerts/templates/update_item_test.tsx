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
  alsoReportedBy: [],
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

Deno.test("an email lists the change's other reports, each source linked to its report", () => {
  const html = renderToStaticMarkup(
    <table>
      <tbody>
        <UpdateItem
          update={{
            ...view("https://eur-lex.europa.eu/eli/reg/2026/1432/oj"),
            alsoReportedBy: [
              {
                source: "Harbour Authority",
                title: "Authority welcomes the rule",
                sourceUrl: "https://harbour.example/news/1",
                publishDate: "2026-06-15T00:00:00.000Z",
              },
              {
                source: "Port Law LLP",
                title: "What it means",
                sourceUrl: "javascript:alert(1)",
                publishDate: "2026-06-16T00:00:00.000Z",
              },
            ],
          }}
        />
      </tbody>
    </table>,
  );
  assert.match(html, /<strong>Also reported by:<\/strong>/);
  assert.match(html, /<a href="https:\/\/harbour.example\/news\/1"[^>]*>Harbour Authority<\/a>/);
  assert.ok(html.includes("Port Law LLP"));
  assert.ok(!html.includes("javascript:"), "only http(s) links are links");
});

Deno.test("an email says nothing of other reports for a change of one", () => {
  assert.ok(!render("https://example.gov/act").includes("Also reported by"));
});
