import assert from "node:assert/strict";
import { parseFeed } from "./parse.ts";
import { normaliseUrl } from "../../../domain/link_key.ts";

const fetchedAt = new Date("2024-06-01T00:00:00Z");
const parse = (name: string, feedUrl = "https://feeds.example.gov/rss/feed.xml") =>
  parseFeed(Deno.readFileSync(new URL(`../testdata/${name}`, import.meta.url)), {
    feedUrl,
    fetchedAt,
  });

Deno.test("RSS 2.0: title, links, guids, dates and plain-text descriptions", () => {
  const feed = parse("rss2.xml");
  assert.equal(feed.title, "Ministry of Justice — Legislation updates");
  assert.deepEqual(feed.items.map((i) => i.title), [
    "Data Protection (Amendment) Act 2024 receives Royal Assent",
    "Consultation opens on the Online Safety Regulations 2024",
    "Committee report on the Renters’ Reform Bill",
    "Weekly parliamentary calendar",
  ]);
  const [dpa, osr, renters] = feed.items;
  assert.equal(
    dpa?.link,
    "https://www.justice.example.gov/news/2024/data-protection-amendment-act",
  );
  assert.equal(dpa?.guid, "moj-2024-0311-dpa");
  assert.equal(dpa?.publishedAt.toISOString(), "2024-03-11T09:30:00.000Z");
  // Escaped HTML: tags and the script are gone, double-escaped entities decoded once.
  assert.equal(
    dpa?.summary,
    "The Data Protection (Amendment) Act 2024 was granted Royal Assent on 11 March. " +
      "It changes the rules on data transfers & subject access requests.",
  );
  assert.equal(osr?.publishedAt.toISOString(), "2024-03-12T13:00:00.000Z");
  assert.equal(
    osr?.summary,
    "The government’s consultation on the draft regulations runs until 30 April. " +
      "Duties of care Age assurance",
  );
  // No <link>: the permalink guid is the link.
  assert.equal(
    renters?.link,
    "https://www.justice.example.gov/committees/renters-reform-bill-report",
  );
});

Deno.test("RSS 2.0 with content:encoded, dc:date and atom:link rel=alternate", () => {
  const [sb512, hb77] = parse("content_encoded.xml").items;
  assert.equal(sb512?.link, "https://legislature.example.us/bills/sb-512");
  assert.equal(sb512?.publishedAt.toISOString(), "2024-05-02T23:45:00.000Z");
  assert.equal(sb512?.summary, "Short summary: SB 512 passed the Senate.");
  assert.equal(
    sb512?.content,
    "SB 512 The bill amends the Consumer Privacy Act to cover biometric data. Vote: 31–8.",
  );
  // Without a description, the summary comes from the content.
  assert.equal(hb77?.summary, "The Governor signed HB 77, a statute on water rights.");
  assert.equal(hb77?.content, hb77?.summary);
  assert.equal(hb77?.publishedAt.toISOString(), "2024-05-03T00:00:00.000Z");
});

Deno.test("relative links resolve against the feed URL; a non-http link is no link", () => {
  const feed = parse("relative_links.xml", "https://parliament.example.gov/feeds/notices.xml");
  assert.deepEqual(feed.items.map((i) => i.link), [
    "https://parliament.example.gov/laws/2024/finance-act/notes",
    "https://parliament.example.gov/feeds/bills/hb-101?stage=2&lang=en",
    "https://parliament.example.gov/archive/decree-7",
    "https://cdn.parliament.example.gov/notices/n-5",
    "https://external.example.org/treaty-debate",
    null, // javascript:alert(1)
  ]);
  assert.equal(feed.items[5]?.title, "Unsafe link is dropped");
  // The feed gives no guids: none is made up from the link.
  assert.ok(feed.items.every((i) => i.guid === null));
});

Deno.test("duplicate items come through, and share one normalised link", () => {
  const items = parse("duplicates.xml").items;
  assert.equal(items.length, 4);
  const keys = items.map((i) => normaliseUrl(i.link ?? ""));
  assert.deepEqual([...new Set(keys)], [
    "https://regulator.example.gov/bulletins/2024-17",
    "https://regulator.example.gov/consultations/psd3?ref=rss",
  ]);
});

Deno.test("broken dates are read, and unreadable or missing ones take the fetch time", () => {
  const dates = parse("broken_dates.xml").items.map((i) => i.publishedAt.toISOString());
  assert.deepEqual(dates, [
    "2024-03-05T17:00:00.000Z", // tue, 05 mar 2024 10:00 pdt
    "2024-03-05T09:00:00.000Z", // 05 Mar 24 10:00:00 GMT+1
    "2024-03-05T15:00:00.000Z", // Tuesday, 05-Mar-2024 10:00:00 EST
    "2024-03-05T10:00:00.000Z", // 2024-03-05 10:00
    "2024-03-05T15:30:00.000Z", // Mar 5, 2024 3:30 PM
    "2024-03-05T10:00:00.000Z", // +0000 (Coordinated Universal Time)
    fetchedAt.toISOString(), // yesterday afternoon
    fetchedAt.toISOString(), // no pubDate
    fetchedAt.toISOString(), // 31 February
  ]);
});

Deno.test("an <rss> without <channel> is a FeedParseError", () => {
  const bytes = new TextEncoder().encode('<rss version="2.0"><title>x</title></rss>');
  assert.throws(
    () => parseFeed(bytes, { feedUrl: "https://x.example/", fetchedAt }),
    { name: "FeedParseError", message: "feeds/parse: <rss> has no <channel>" },
  );
});

Deno.test("guids: a permalink guid is the link, any other guid is printed as written", () => {
  const feed = parse("guids_and_links.xml", "https://courts.example.gov/feeds/notices.xml");
  assert.deepEqual(feed.items.map((i) => [i.link, i.guid]), [
    ["https://courts.example.gov/notices/101", "https://courts.example.gov/notices/101"],
    [null, "4711"], // not a URL: an id, not a link to /feeds/4711
    [null, "https://courts.example.gov/notices/103"], // isPermaLink="false"
    [
      "HTTPS://Courts.Example.GOV/notices/104/?utm_source=rss&id=7", // as written
      "urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66",
    ],
    ["https://courts.example.gov/archive/notices/105", null], // the item's xml:base
    [null, null],
  ]);
  assert.equal(feed.items[5]?.summary, "A notice read aloud in court, without a page.");
  assert.equal(
    normaliseUrl(feed.items[3]?.link ?? ""),
    "https://courts.example.gov/notices/104?id=7",
  );
});

Deno.test("dates as old servers write them are read to the right instant", () => {
  const items = parse("zone_names.xml").items;
  assert.deepEqual(items.map((i) => [i.title, i.publishedAt.toISOString(), i.dateFallback]), [
    ["UT", "2024-03-05T10:00:00.000Z", undefined],
    ["CDT", "2024-03-05T15:00:00.000Z", undefined],
    ["MST, two-digit year", "2024-03-05T17:00:00.000Z", undefined],
    ["Military Q", "2024-03-05T14:00:00.000Z", undefined], // Quebec, UTC−4
    ["ISO without zone", "2024-03-05T10:00:00.000Z", undefined],
    ["ISO with zone, no seconds", "2024-03-05T04:30:00.000Z", undefined],
    ["Unreadable", fetchedAt.toISOString(), "unreadable"],
  ]);
});

Deno.test("RSS 2.0: empty items are dropped and counted; a titled one without a link stays", () => {
  const feed = parseFeed(
    new TextEncoder().encode(
      `<rss version="2.0"><channel><title>T</title><item></item><item><a/></item>` +
        `<item><title> </title><description>&lt;p&gt;&lt;/p&gt;</description><link>mailto:x</link></item>` +
        `<item><title>Notice without a link</title></item>` +
        `<item><link>https://gov.example/1</link></item></channel></rss>`,
    ),
    { feedUrl: "https://gov.example/rss", fetchedAt },
  );
  assert.deepEqual(feed.items.map((i) => [i.title, i.link]), [
    ["Notice without a link", null],
    ["https://gov.example/1", "https://gov.example/1"],
  ]);
  assert.deepEqual([feed.emptyItems, feed.itemsOverCap], [3, 0]);
});
