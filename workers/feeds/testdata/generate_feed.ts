/**
 * Generated RSS 2.0 feeds of any size, for benchmarks and load tests: deterministic, realistic
 * legislative titles (about 3 in 4 match the default legislative terms), escaped HTML
 * descriptions, CDATA content:encoded on every third item, RFC 822 dates.
 */

/** Options of {@link generateRssFeed}. */
export interface GenerateFeedOptions {
  /** Number of items. */
  items: number;
  /** Makes links unique across feeds; default "feed". */
  key?: string;
  /** Origin of the item links; default "https://legislation.example.gov". */
  baseUrl?: string;
  /** Date of the newest item; default 2024-03-01T12:00:00Z. */
  newest?: Date;
  /** Time between items, in ms; default an hour. */
  gapMs?: number;
  /** A <ttl> (minutes) on the channel: the feed's own refresh interval. Default none. */
  ttlMinutes?: number;
  /** Items with a title and nothing else to read (no description, no content). */
  titlesOnly?: boolean;
  /**
   * Every `revisedEvery`-th item (0, N, 2N, …) says so in its description: the same links with
   * another text, as a source that corrects its items (revisions, issue 16). Default: none.
   */
  revisedEvery?: number;
}

const SUBJECTS = [
  "Data Protection",
  "Consumer Credit",
  "Environmental Permitting",
  "Employment Rights",
  "Financial Services",
  "Public Procurement",
  "Road Traffic",
  "Energy Security",
];
const FORMS = [
  (s: string, n: number) => `${s} (Amendment) Act ${2000 + (n % 25)} receives assent`,
  (s: string, n: number) => `Consultation on the ${s} Regulations ${2000 + (n % 25)}`,
  (s: string, n: number) => `Council Directive ${n} on ${s.toLowerCase()} transposed`,
  (s: string, n: number) => `${s} update: guidance note ${n}`,
];

/** A generated RSS 2.0 document as text. */
export function generateRssFeed(options: GenerateFeedOptions): string {
  const key = options.key ?? "feed";
  const base = options.baseUrl ?? "https://legislation.example.gov";
  const newest = (options.newest ?? new Date("2024-03-01T12:00:00Z")).getTime();
  const parts: string[] = [
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" ` +
    `xmlns:content="http://purl.org/rss/1.0/modules/content/">\n<channel>\n` +
    `<title>Generated feed ${key}</title>\n<link>${base}/</link>\n` +
    `<description>Benchmark feed</description>\n` +
    (options.ttlMinutes === undefined ? "" : `<ttl>${options.ttlMinutes}</ttl>\n`),
  ];
  for (let i = 0; i < options.items; i++) {
    const subject = SUBJECTS[i % SUBJECTS.length] ?? "";
    const form = FORMS[i % FORMS.length];
    const title = form ? form(subject, i) : subject;
    const date = new Date(newest - i * (options.gapMs ?? 3_600_000)).toUTCString();
    const link = `${base}/${key}/items/${i}`;
    const description =
      `&lt;p&gt;The &lt;strong&gt;${subject}&lt;/strong&gt; measure number ${i} ` +
      `changes the rules on reporting &amp;amp; record keeping for regulated firms, with ` +
      `transitional provisions until &lt;em&gt;1 January ${2025 + (i % 3)}&lt;/em&gt;.&lt;/p&gt;` +
      `&lt;p&gt;Read the explanatory memorandum &#8212; section ${i % 40}.&lt;/p&gt;` +
      (options.revisedEvery && i % options.revisedEvery === 0
        ? `&lt;p&gt;Corrected: the transitional period ends a month later.&lt;/p&gt;`
        : "");
    const content = i % 3 === 0
      ? `<content:encoded><![CDATA[<h2>${subject}</h2><p>Full text of item ${i}: ` +
        `the Secretary of State may by regulations amend Schedule ${
          i % 9
        }.</p>]]></content:encoded>`
      : "";
    const text = options.titlesOnly ? "" : `<description>${description}</description>${content}`;
    parts.push(
      `<item><title>${title}</title><link>${link}</link><guid>${link}</guid>` +
        `<pubDate>${date}</pubDate>${text}</item>\n`,
    );
  }
  parts.push("</channel>\n</rss>\n");
  return parts.join("");
}
