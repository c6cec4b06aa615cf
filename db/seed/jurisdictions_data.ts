/**
 * The jurisdictions and feed sources a fresh LegalWatch database starts with. Feed URLs are the
 * public RSS/Atom feeds of each legislature, official gazette or regulator, chosen best-effort:
 * a superadmin edits or removes any that stop answering (docs/seed.md).
 */
import type { SourceType } from "../../domain/sources.ts";

/** One feed source of a seed jurisdiction. */
export interface SeedSource {
  name: string;
  url: string;
  sourceType: SourceType;
  /** Comma-separated terms a specialist source filters on instead of the global terms. */
  legislativeFilter?: string;
}

/** One seed jurisdiction with its sources. */
export interface SeedJurisdiction {
  name: string;
  description: string;
  /** Syncs per day: 1, 3, 6, 12 or 24 (spec part 2 §9). */
  syncFrequency: 1 | 3 | 6 | 12 | 24;
  isActive: boolean;
  sources: readonly SeedSource[];
}

const FR_API = "https://www.federalregister.gov/api/v1/documents.rss";
const JD_SUPRA = "https://www.jdsupra.com/resources/syndication/docsRSSfeed.aspx";
const EUR_LEX = "https://eur-lex.europa.eu/EN/display-feed.rss";
const BUNDESTAG_RSS = "https://www.bundestag.de/static/appdata/includes/rss";

const official = (name: string, url: string): SeedSource => ({
  name,
  url,
  sourceType: "jurisdiction",
});

const specialist = (name: string, url: string, legislativeFilter?: string): SeedSource =>
  legislativeFilter
    ? { name, url, sourceType: "specialist", legislativeFilter }
    : { name, url, sourceType: "specialist" };

/** The seed jurisdictions, each with its official and specialist sources. */
export const SEED_JURISDICTIONS: readonly SeedJurisdiction[] = [
  {
    name: "United States (Federal)",
    description:
      "Federal statutes, bills and agency rulemaking: the Federal Register and the Government Publishing Office.",
    syncFrequency: 12,
    isActive: true,
    sources: [
      official("Federal Register: Final Rules", `${FR_API}?conditions%5Btype%5D%5B%5D=RULE`),
      official("Federal Register: Proposed Rules", `${FR_API}?conditions%5Btype%5D%5B%5D=PRORULE`),
      official("GovInfo: Public and Private Laws", "https://www.govinfo.gov/rss/plaw.xml"),
      official("GovInfo: Congressional Bills", "https://www.govinfo.gov/rss/bills.xml"),
      specialist(
        "JD Supra: Privacy",
        `${JD_SUPRA}?ftype=Privacy`,
        "privacy, data protection, data breach, cybersecurity",
      ),
      specialist(
        "JD Supra: Labor & Employment",
        `${JD_SUPRA}?ftype=LaborEmploymentLaw`,
        "employment, wage, overtime, discrimination, workplace, leave",
      ),
      specialist(
        "Hunton Privacy & Information Security Law Blog",
        "https://www.huntonprivacyblog.com/feed/",
      ),
    ],
  },
  {
    name: "California",
    description:
      "California statutes signed by the Governor and enforcement and guidance from the Attorney General.",
    syncFrequency: 3,
    isActive: true,
    sources: [
      official("California Governor: Newsroom", "https://www.gov.ca.gov/feed/"),
      official("California Attorney General: Press Releases", "https://oag.ca.gov/news/feed"),
    ],
  },
  {
    name: "New York",
    description: "New York State legislation, executive orders and announcements of the Governor.",
    syncFrequency: 3,
    isActive: true,
    sources: [official("New York Governor: News", "https://www.governor.ny.gov/rss.xml")],
  },
  {
    name: "Texas",
    description:
      "Bills filed in the Texas Legislature, agency rules in the Texas Register and announcements of the Governor.",
    syncFrequency: 3,
    isActive: true,
    sources: [
      official(
        "Texas Legislature Online: House Bills Filed",
        "https://capitol.texas.gov/MyTLO/RSS/RSS.aspx?Type=todaysfiledhouse",
      ),
      official(
        "Texas Legislature Online: Senate Bills Filed",
        "https://capitol.texas.gov/MyTLO/RSS/RSS.aspx?Type=todaysfiledsenate",
      ),
      official("Texas Register", "https://www.sos.state.tx.us/texreg/texreg.xml"),
      official("Texas Governor: News", "https://gov.texas.gov/news/rss"),
    ],
  },
  {
    name: "United Kingdom",
    description:
      "UK Acts and statutory instruments from legislation.gov.uk, bills before Parliament and regulator publications.",
    syncFrequency: 6,
    isActive: true,
    sources: [
      official(
        "legislation.gov.uk: New Legislation",
        "https://www.legislation.gov.uk/new/data.feed",
      ),
      official(
        "legislation.gov.uk: New UK Public General Acts",
        "https://www.legislation.gov.uk/new/ukpga/data.feed",
      ),
      official("UK Parliament: All Bills", "https://bills.parliament.uk/rss/allbills.rss"),
      official("Financial Conduct Authority: News", "https://www.fca.org.uk/news/rss.xml"),
      official(
        "HM Revenue & Customs: GOV.UK",
        "https://www.gov.uk/government/organisations/hm-revenue-customs.atom",
      ),
      official(
        "Information Commissioner's Office: GOV.UK",
        "https://www.gov.uk/government/organisations/information-commissioner-s-office.atom",
      ),
      specialist(
        "DLA Piper Privacy Matters",
        "https://privacymatters.dlapiper.com/feed",
        "privacy, data protection, GDPR",
      ),
    ],
  },
  {
    name: "European Union",
    description:
      "EU regulations, directives and Commission proposals from EUR-Lex, the European Parliament and the EDPB.",
    syncFrequency: 6,
    isActive: true,
    sources: [
      official("EUR-Lex: Parliament and Council Legislation", `${EUR_LEX}?rssId=162`),
      official("EUR-Lex: Commission Proposals", `${EUR_LEX}?rssId=161`),
      official("EUR-Lex: Official Journal L Series", `${EUR_LEX}?rssId=222`),
      official(
        "European Parliament: Press Releases",
        "https://www.europarl.europa.eu/rss/doc/press-releases/en.xml",
      ),
      official("European Data Protection Board: News", "https://www.edpb.europa.eu/feed/news_en"),
      specialist(
        "Covington Inside Privacy",
        "https://www.insideprivacy.com/feed/",
        "privacy, data protection, GDPR, Data Act",
      ),
      specialist("Covington Global Policy Watch", "https://www.globalpolicywatch.com/feed/"),
    ],
  },
  {
    name: "Canada",
    description:
      "Federal regulations and notices in the Canada Gazette, Parts I and II, and Acts of Parliament in Part III.",
    syncFrequency: 3,
    isActive: true,
    sources: [
      official("Canada Gazette Part I", "https://www.gazette.gc.ca/rss/p1-eng.xml"),
      official("Canada Gazette Part II", "https://www.gazette.gc.ca/rss/p2-eng.xml"),
      official("Canada Gazette Part III", "https://www.gazette.gc.ca/rss/en-ls-eng.xml"),
    ],
  },
  {
    name: "Australia",
    description:
      "Commonwealth bills before the Parliament of Australia and Reserve Bank decisions.",
    syncFrequency: 3,
    isActive: true,
    sources: [
      official("Parliament of Australia: Bills", "https://www.aph.gov.au/rss/Bills.aspx"),
      official(
        "Reserve Bank of Australia: Media Releases",
        "https://www.rba.gov.au/rss/rss-cb-media-releases.xml",
      ),
    ],
  },
  {
    name: "Singapore",
    description:
      "New Acts and subsidiary legislation on Singapore Statutes Online, and ministry news.",
    syncFrequency: 3,
    isActive: true,
    sources: [
      official(
        "Singapore Statutes Online: New Legislation",
        "https://sso.agc.gov.sg/What's-New/New-Legislation/RSS",
      ),
      official("Ministry of Trade and Industry: News", "https://www.mti.gov.sg/rss/news"),
    ],
  },
  {
    name: "Germany",
    description:
      "Federal Law Gazette (Bundesgesetzblatt) publications and news from the Deutscher Bundestag.",
    syncFrequency: 1,
    isActive: true,
    sources: [
      official("Bundesgesetzblatt Teil I", "https://www.recht.bund.de/rss/feeds/rss_bgbl-1.xml"),
      official("Deutscher Bundestag: heute im bundestag", `${BUNDESTAG_RSS}/hib.rss`),
      official(
        "Deutscher Bundestag: Pressemitteilungen",
        `${BUNDESTAG_RSS}/pressemitteilungen.rss`,
      ),
      specialist(
        "Legal Tribune Online",
        "https://www.lto.de/rss/nachrichten-rss/feed.xml",
        "Gesetz, Verordnung, Richtlinie, Bundestag",
      ),
    ],
  },
  {
    name: "France",
    description: "French laws explained by Vie publique and guidance and sanctions of the CNIL.",
    syncFrequency: 1,
    isActive: true,
    sources: [
      official("Vie publique: Actualités", "https://www.vie-publique.fr/rss.xml"),
      official("CNIL: Actualités", "https://www.cnil.fr/fr/rss.xml"),
    ],
  },
  {
    name: "India",
    description:
      "Central government releases of the Press Information Bureau and RBI notifications.",
    syncFrequency: 3,
    isActive: true,
    sources: [
      official(
        "Press Information Bureau: Releases",
        "https://pib.gov.in/RssMain.aspx?ModId=6&Lang=1&Regid=3",
      ),
      official(
        "Reserve Bank of India: Notifications",
        "https://www.rbi.org.in/notifications_rss.xml",
      ),
    ],
  },
  {
    name: "Japan",
    description:
      "Cabinet decisions of the Prime Minister's Office and Ministry of Finance releases.",
    syncFrequency: 1,
    isActive: true,
    sources: [
      official("Prime Minister's Office of Japan", "https://japan.kantei.go.jp/index-e2.rdf"),
      official("Ministry of Finance Japan: News", "https://www.mof.go.jp/english/news.rss"),
    ],
  },
  {
    name: "New Zealand",
    description:
      "Government releases on the Beehive and codes and guidance of the Privacy Commissioner.",
    syncFrequency: 1,
    isActive: true,
    sources: [
      official("Beehive: Government Releases", "https://www.beehive.govt.nz/rss.xml"),
      official("Privacy Commissioner: News", "https://www.privacy.org.nz/blog/rss/"),
    ],
  },
  {
    name: "Italy",
    description: "Laws and decrees published in the Gazzetta Ufficiale, Serie Generale.",
    syncFrequency: 1,
    isActive: true,
    sources: [
      official("Gazzetta Ufficiale: Serie Generale", "https://www.gazzettaufficiale.it/rss/SG"),
    ],
  },
];
