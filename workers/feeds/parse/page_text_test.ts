import assert from "node:assert/strict";
import { truncateText } from "./html_text.ts";
import { extractMainText, pageTitle } from "./page_text.ts";

const page = Deno.readTextFileSync(new URL("../testdata/html_page.html", import.meta.url));

Deno.test("the main text of a page, without scripts, navigation, asides and forms", () => {
  assert.equal(
    extractMainText(page),
    "New Consumer Credit Regulations 2024 The Consumer Credit (Amendment) Regulations 2024 come " +
      "into force on 1 June 2024. Lenders must give borrowers clearer information about " +
      "interest & charges. The regulations were laid before Parliament on 4 March.",
  );
});

Deno.test("without <main>, the longest <article> is taken, else <body>", () => {
  const articles = "<body><nav>Menu</nav><article>Short</article>" +
    "<article><p>The longer article about the Act.</p></article><footer>f</footer></body>";
  assert.equal(extractMainText(articles), "The longer article about the Act.");
  const body = "<html><body><header>Site</header><p>Decree text.</p><script>x()</script></body>";
  assert.equal(extractMainText(body), "Decree text.");
  assert.equal(extractMainText("<p>Just a fragment &amp; more</p>"), "Just a fragment & more");
});

Deno.test("the text is capped at about 20,000 characters", () => {
  const long = `<main>${"<p>The statute applies. </p>".repeat(2000)}</main>`;
  const text = extractMainText(long);
  assert.ok(text.length <= 20_000 && text.length > 19_000, String(text.length));
  assert.ok(text.endsWith("…"));
});

Deno.test("pageTitle reads <title>, then og:title, then <h1>", () => {
  assert.equal(pageTitle(page), "New Consumer Credit Regulations 2024 | Financial Conduct Office");
  assert.equal(
    pageTitle('<head><meta property="og:title" content="Finance Act &amp; notes"></head>'),
    "Finance Act & notes",
  );
  assert.equal(pageTitle("<body><h1>Order <em>12</em></h1></body>"), "Order 12");
  assert.equal(pageTitle("<p>nothing</p>"), "");
});

Deno.test("hostile markup around the content does not hide it or add to it", () => {
  const cutOff = `<body><p>Decree text.</p>${"<script".repeat(20_000)}`;
  assert.equal(extractMainText(cutOff), "Decree text.");
  const unclosedNav = `<body><main><p>Decree text.</p></main>${"<nav>".repeat(20_000)}</body>`;
  assert.equal(extractMainText(unclosedNav), "Decree text.");
  const articles = `<body>${"<article>x".repeat(20_000)}</body>`;
  assert.equal(
    extractMainText(articles, 100),
    truncateText(Array(20_000).fill("x").join(" "), 100),
  );
  const attributes = `<h1>Order 12</h1><meta${' a="1"'.repeat(50_000)}>`;
  assert.equal(pageTitle(attributes), "Order 12");
});

Deno.test("nested containers: the outermost <main> and <article> are kept whole", () => {
  const html = "<body><main><div><main>inner</main> after</div></main>" +
    "<article>a <article>b</article> c</article></body>";
  assert.equal(extractMainText(html), "inner after");
  assert.equal(extractMainText(html.replace(/<\/?main>/g, "")), "a b c");
});
