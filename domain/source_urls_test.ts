import assert from "node:assert/strict";
import { SOURCE_URL_MESSAGES, sourceUrlProblem } from "./source_urls.ts";

Deno.test("a change API's URL needs its format's path, on any host", () => {
  const fits: [string, string][] = [
    ["govinfo", "https://api.govinfo.gov/collections/PLAW"],
    ["govinfo", "http://127.0.0.1:8080/collections/fr/"],
    ["congress-gov", "https://api.congress.gov/v3/bill"],
    ["congress-gov", "https://mirror.example/v3/bill/119/"],
    ["regulations-gov", "https://api.regulations.gov/v4/documents?filter[agencyId]=EPA"],
    ["eur-lex-cellar", "https://publications.europa.eu/webapi/rdf/sparql"],
    ["legislation-gov-uk", "https://www.legislation.gov.uk/new/data.feed"],
    ["legislation-gov-uk", "https://www.legislation.gov.uk/update/data.feed"],
    ["auto", "https://anything.example/"],
  ];
  for (const [format, url] of fits) assert.equal(sourceUrlProblem(format, url), null, url);
  const misfits: [string, string, string][] = [
    ["govinfo", "https://api.govinfo.gov/", SOURCE_URL_MESSAGES.govinfo],
    ["govinfo", "https://api.govinfo.gov/collections/P1AW", SOURCE_URL_MESSAGES.govinfo],
    ["congress-gov", "https://api.congress.gov/v3/bill/119/hr", SOURCE_URL_MESSAGES.congress],
    ["congress-gov", "https://api.congress.gov/v3/bill/abc", SOURCE_URL_MESSAGES.congress],
    ["regulations-gov", "https://api.regulations.gov/v4/comments", SOURCE_URL_MESSAGES.regulations],
    ["eur-lex-cellar", "https://publications.europa.eu/", SOURCE_URL_MESSAGES.cellar],
    ["legislation-gov-uk", "https://www.legislation.gov.uk/new", SOURCE_URL_MESSAGES.legislation],
    ["govinfo", "not a url", SOURCE_URL_MESSAGES.govinfo],
  ];
  for (const [format, url, message] of misfits) {
    assert.equal(sourceUrlProblem(format, url), message, url);
  }
});
