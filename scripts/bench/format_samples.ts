/**
 * Documents of every source format with N items, for the parsing benchmark: the same
 * generated legislative items (testdata/generate_feed.ts's subjects) as RSS 1.0, Atom, JSON
 * Feed, a Federal Register documents.json answer, a UK Parliament Bills API answer, a Cellar
 * SPARQL answer, a legislation.gov.uk Atom page, a GovInfo collections page and an HTML page of
 * links. RSS 2.0 is generateRssFeed itself.
 */

const BASE = "https://legislation.example.gov";
const SUBJECTS = ["Data Protection", "Consumer Credit", "Energy Security", "Road Traffic"];

/** One generated item, which each sample writes in its own format. */
export interface SampleItem {
  title: string;
  link: string;
  date: Date;
  text: string;
}

/** `count` generated items, newest first, an hour apart. */
export function sampleItems(count: number): SampleItem[] {
  const newest = Date.UTC(2024, 2, 1, 12);
  return Array.from({ length: count }, (_, i) => {
    const subject = SUBJECTS[i % SUBJECTS.length] ?? "";
    return {
      title: `${subject} (Amendment) Regulations ${2000 + (i % 25)}, item ${i}`,
      link: `${BASE}/items/${i}`,
      date: new Date(newest - i * 3_600_000),
      text: `The ${subject} measure number ${i} changes the rules on reporting & record ` +
        `keeping for regulated firms, with transitional provisions until 1 January ${
          2025 + i % 3
        }.`,
    };
  });
}

const escapeXml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** RSS 1.0 (RDF) with dc:date and dc:creator. */
export function rdfSample(count: number): string {
  const items = sampleItems(count).map((item) =>
    `<item rdf:about="${item.link}"><title>${escapeXml(item.title)}</title>` +
    `<link>${item.link}</link><description>&lt;p&gt;${escapeXml(item.text)}&lt;/p&gt;` +
    `</description><dc:date>${item.date.toISOString()}</dc:date>` +
    `<dc:creator>Ministry of Justice</dc:creator></item>`
  );
  return `<?xml version="1.0" encoding="UTF-8"?><rdf:RDF ` +
    `xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" ` +
    `xmlns:dc="http://purl.org/dc/elements/1.1/"><channel rdf:about="${BASE}/"><title>Sample` +
    `</title></channel>${items.join("\n")}</rdf:RDF>`;
}

/** Atom 1.0 with html summaries. */
export function atomSample(count: number): string {
  const entries = sampleItems(count).map((item) =>
    `<entry><title>${escapeXml(item.title)}</title><id>${item.link}</id>` +
    `<link rel="alternate" type="text/html" href="${item.link}"/>` +
    `<updated>${item.date.toISOString()}</updated><author><name>Registry</name></author>` +
    `<summary type="html">&lt;p&gt;${escapeXml(item.text)}&lt;/p&gt;</summary></entry>`
  );
  return `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom">` +
    `<title>Sample</title><id>${BASE}/</id>${entries.join("\n")}</feed>`;
}

/** JSON Feed 1.1 with HTML content. */
export function jsonFeedSample(count: number): string {
  return JSON.stringify({
    version: "https://jsonfeed.org/version/1.1",
    title: "Sample",
    items: sampleItems(count).map((item) => ({
      id: item.link,
      url: item.link,
      title: item.title,
      content_html: `<p>${escapeXml(item.text)}</p>`,
      date_published: item.date.toISOString(),
    })),
  });
}

/** A Federal Register documents.json answer. */
export function federalRegisterSample(count: number): string {
  return JSON.stringify({
    count,
    description: "Sample",
    results: sampleItems(count).map((item, i) => ({
      title: item.title,
      type: i % 2 ? "Rule" : "Proposed Rule",
      abstract: item.text,
      document_number: `2024-${String(i).padStart(5, "0")}`,
      html_url: item.link,
      publication_date: item.date.toISOString().slice(0, 10),
      agencies: [{ raw_name: "AGENCY", name: "Environmental Protection Agency", id: 145 }],
    })),
  });
}

/** A UK Parliament Bills API answer. */
export function billsSample(count: number): string {
  return JSON.stringify({
    items: sampleItems(count).map((item, i) => ({
      billId: i + 1,
      shortTitle: item.title,
      currentHouse: "Commons",
      originatingHouse: "Lords",
      lastUpdate: item.date.toISOString().slice(0, -1),
      isAct: false,
      currentStage: { id: i, description: "2nd reading", house: "Commons" },
    })),
    totalResults: count,
  });
}

/** A GovInfo collections page (issue 30): public laws, newest lastModified first. */
export function govinfoSample(count: number): string {
  return JSON.stringify({
    count,
    message: null,
    nextPage: null,
    previousPage: null,
    packages: sampleItems(count).map((item, i) => ({
      packageId: `PLAW-119publ${i + 1}`,
      lastModified: `${item.date.toISOString().slice(0, 19)}Z`,
      packageLink: `https://api.govinfo.gov/packages/PLAW-119publ${i + 1}/summary`,
      docClass: "publ",
      title: `Public Law 119 - ${i + 1} - ${item.title}`,
      congress: "119",
      dateIssued: item.date.toISOString().slice(0, 10),
    })),
  });
}

/** An HTML page listing the items as links, with navigation around them (selector "ul.n a"). */
export function webPageSample(count: number): string {
  const links = sampleItems(count).map((item) =>
    `<li class="notice"><h3><a href="${item.link}">${escapeXml(item.title)}</a></h3>` +
    `<p>${escapeXml(item.text)}</p></li>`
  );
  return `<!DOCTYPE html><html><head><title>Notices</title></head><body><nav><a href="/">Home` +
    `</a></nav><main><ul class="n">${links.join("\n")}</ul></main><footer><a href="/privacy">` +
    `Privacy</a></footer></body></html>`;
}

const typed = (value: string, type: string) => ({
  type: "typed-literal",
  datatype: `http://www.w3.org/2001/XMLSchema#${type}`,
  value,
});

/** A Cellar SPARQL answer (SPARQL 1.1 results JSON) of OJ acts. */
export function cellarSample(count: number): string {
  return JSON.stringify({
    head: { vars: ["work", "modified", "celex", "eli", "title", "date", "series"] },
    results: {
      bindings: sampleItems(count).map((item, i) => ({
        work: { type: "uri", value: `http://publications.europa.eu/resource/cellar/w${i}` },
        modified: typed(item.date.toISOString(), "dateTime"),
        celex: typed(`32024R${String(i).padStart(4, "0")}`, "string"),
        eli: typed(`http://data.europa.eu/eli/reg/2024/${i}/oj`, "anyURI"),
        title: { type: "literal", "xml:lang": "en", value: item.title },
        date: typed(item.date.toISOString().slice(0, 10), "date"),
        series: { type: "literal", value: "L" },
      })),
    },
  });
}

/**
 * A legislation.gov.uk Atom page of UK SIs, updated a minute apart up to now (a read stops at
 * entries older than a week).
 */
export function legislationSample(count: number): string {
  const now = Date.now();
  const entries = sampleItems(count).map((item, i) =>
    `<entry><id>http://www.legislation.gov.uk/id/uksi/2024/${i + 1}</id>` +
    `<title>${escapeXml(item.title)}</title>` +
    `<link href="http://www.legislation.gov.uk/uksi/2024/${i + 1}/made"/>` +
    `<link rel="alternate" type="application/xml" href="http://www.legislation.gov.uk/uksi/2024/${
      i + 1
    }/made/data.xml"/>` +
    `<updated>${new Date(now - i * 60_000).toISOString()}</updated>` +
    `<ukm:DocumentMainType Value="UnitedKingdomStatutoryInstrument"/><ukm:Year Value="2024"/>` +
    `<ukm:Number Value="${i + 1}"/><summary>${escapeXml(item.text)}</summary></entry>`
  );
  return `<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom" ` +
    `xmlns:ukm="http://www.legislation.gov.uk/namespaces/metadata"><title>New Legislation` +
    `</title><id>http://www.legislation.gov.uk/new/data.feed</id>${entries.join("\n")}</feed>`;
}
