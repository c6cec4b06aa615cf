import assert from "node:assert/strict";
import { FeedParseError } from "../parse/feed_types.ts";
import { federalRegisterUrl, parseFederalRegister } from "./federal_register.ts";

const fetchedAt = new Date("2024-06-01T00:00:00Z");
const options = { feedUrl: "https://www.federalregister.gov/api/v1/documents.json", fetchedAt };
const fixture = Deno.readFileSync(
  new URL("../testdata/federal_register.json", import.meta.url),
);

Deno.test("a documents.json answer: each result is an item with its type and agencies", () => {
  const feed = parseFederalRegister(fixture, options);
  assert.equal(feed.title, "Documents published on or after 03/01/2024 matching 'privacy'");
  assert.deepEqual(
    feed.items.map((i) => [i.title, i.link, i.guid, i.publishedAt.toISOString(), i.author]),
    [
      [
        "Protecting Americans' Sensitive Data From Foreign Adversaries",
        "https://www.federalregister.gov/documents/2024/03/01/2024-04573/protecting-americans-sensitive-data",
        "2024-04573",
        "2024-03-01T00:00:00.000Z",
        "Executive Office of the President",
      ],
      [
        "Health Insurance Portability and Accountability Act (HIPAA) Privacy Rule To Support Reproductive Health Care Privacy",
        "https://www.federalregister.gov/documents/2024/04/26/2024-08503/hipaa-privacy-rule-to-support-reproductive-health-care-privacy",
        "2024-08503",
        "2024-04-26T00:00:00.000Z",
        "Health and Human Services Department, Office of the Secretary",
      ],
      [
        "Trade Regulation Rule on Commercial Surveillance and Data Security",
        "https://www.federalregister.gov/documents/2024/03/15/2024-05678/trade-regulation-rule-on-commercial-surveillance",
        "2024-05678",
        "2024-03-15T00:00:00.000Z",
        "FEDERAL TRADE COMMISSION", // raw_name when name is missing
      ],
    ],
  );
  const [order, rule] = feed.items;
  assert.equal(order?.summary, order?.content); // no abstract: the summary is the content
  assert.equal(order?.content, "Presidential Document by Executive Office of the President.");
  assert.match(rule?.summary ?? "", /^The Department of Health and Human Services is issuing/);
  assert.match(
    rule?.content ?? "",
    /^Rule by Health and Human Services Department, Office of the Secretary\. The Department/,
  );
});

Deno.test("a search without matches is an empty feed; another answer is an error", () => {
  const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
  assert.deepEqual(
    parseFederalRegister(bytes({ count: 0, description: "None" }), options).items,
    [],
  );
  for (const answer of [{ errors: { conditions: "bad" } }, { results: {} }, [1]]) {
    assert.throws(
      () => parseFederalRegister(bytes(answer), options),
      (err: unknown) =>
        err instanceof FeedParseError &&
        err.message ===
          "feeds/federal-register: the answer is not a document search (no results[])",
    );
  }
  assert.throws(() => parseFederalRegister(new TextEncoder().encode("<html>"), options), {
    name: "FeedParseError",
    message: /^feeds\/federal-register: invalid JSON/,
  });
});

Deno.test("the search page's URL becomes the API's, newest first, 100 a page", () => {
  assert.equal(
    federalRegisterUrl(
      "https://www.federalregister.gov/documents/search?conditions%5Bterm%5D=privacy",
    ),
    "https://www.federalregister.gov/api/v1/documents.json?conditions%5Bterm%5D=privacy" +
      "&order=newest&per_page=100",
  );
  assert.equal(
    federalRegisterUrl(
      "https://www.federalregister.gov/api/v1/documents.json?per_page=20&order=relevance",
    ),
    "https://www.federalregister.gov/api/v1/documents.json?per_page=20&order=relevance",
  );
});

Deno.test("results with nothing to read ({} and the like) are dropped and counted", () => {
  const answer = { results: [{}, { title: "", html_url: "" }, {}, { title: "Final rule" }] };
  const feed = parseFederalRegister(new TextEncoder().encode(JSON.stringify(answer)), options);
  assert.deepEqual(feed.items.map((i) => i.title), ["Final rule"]);
  assert.deepEqual([feed.emptyItems, feed.itemsOverCap], [3, 0]);
});
