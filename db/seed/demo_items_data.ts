/**
 * The hand-written bank behind the demo legal updates: base items across every category and seed
 * jurisdiction, the follow-up notices that may be issued on an item's topic, and the link pattern
 * of each seed source. `{deadline}` in a text becomes a date some months after publication.
 */
import type { Category } from "../../domain/categories.ts";

/** A manual update: not from a feed, with a free-text source name and a link pattern. */
export interface ManualSource {
  name: string;
  link: string;
}

/** One hand-written demo update. */
export interface DemoItem {
  category: Category;
  /** A seed jurisdiction's name. */
  jurisdiction: string;
  /** A seed source of that jurisdiction (by name), or a manual update's source. */
  source: string | ManualSource;
  /** Unique, URL-safe; the link patterns build the update's URL from it. */
  slug: string;
  title: string;
  /** Noun phrase that follow-up notices name ("the FCA's ... rules"); none: no follow-ups. */
  topic?: string;
  content: string;
  summary: string;
  /** Months from publication to `{deadline}` (default 6). */
  months?: number;
}

/** A follow-up notice on an item's topic; `{topic}`, `{Topic}` and `{deadline}` are filled in. */
export interface FollowUp {
  slug: string;
  title: string;
  content: string;
  summary: string;
}

/** Notices that may follow any base item that has a topic. */
export const FOLLOW_UPS: readonly FollowUp[] = [
  {
    slug: "implementation-guidance",
    title: "Implementation guidance published on {topic}",
    content:
      "Guidance has been published on {topic}. It explains how the requirements apply to different types of organisation, includes worked examples and answers the questions most often raised during consultation. Organisations in scope must still comply by {deadline} and should keep a record of the steps they have taken.",
    summary:
      "New guidance explains how to comply with {topic} and gives worked examples; the compliance date of {deadline} is unchanged.",
  },
  {
    slug: "commencement-confirmed",
    title: "Commencement date confirmed for {topic}",
    content:
      "The commencement date for {topic} has been confirmed as {deadline}. No further transitional relief will be granted, and supervisory work will begin shortly after that date. Organisations should complete their implementation plans and brief senior management before the requirements take effect.",
    summary:
      "{Topic} will take effect on {deadline} with no further transitional relief; supervision starts shortly afterwards.",
  },
  {
    slug: "faq",
    title: "Frequently asked questions issued on {topic}",
    content:
      "A set of frequently asked questions on {topic} has been issued in response to queries from industry. The answers address scope, record-keeping and the treatment of existing contracts. They do not change the underlying requirements, which apply from {deadline}.",
    summary:
      "Published FAQs on {topic} cover scope, record-keeping and existing contracts; the requirements still apply from {deadline}.",
  },
  {
    slug: "supervisory-statement",
    title: "Supervisory statement on preparations for {topic}",
    content:
      "A supervisory statement sets out what the authority expects to see from organisations preparing for {topic}. It highlights weaknesses found in early reviews, including incomplete inventories, unclear accountability and untested procedures. Organisations must be ready to demonstrate compliance by {deadline}; first-time failings will be handled proportionately.",
    summary:
      "A supervisory statement on {topic} flags common weaknesses in early preparations and confirms that compliance must be demonstrable by {deadline}.",
  },
  {
    slug: "transition-extended",
    title: "Transitional period extended for {topic}",
    content:
      "The transitional period for {topic} has been extended after affected organisations said they needed more time to update systems and contracts. The new compliance date is {deadline}. All other requirements are unchanged, and organisations that already comply need take no further action.",
    summary:
      "The compliance date for {topic} moves to {deadline} after industry feedback; all other requirements are unchanged.",
  },
];

/**
 * How each seed source links to its items. Placeholders: {yyyy} {yy} {mm} {dd} (publication
 * date, UTC), {slug}, and {n3} … {n7}, a number of that many digits unique to the update.
 */
export const SOURCE_LINKS: Readonly<Record<string, string>> = {
  "Federal Register: Final Rules":
    "https://www.federalregister.gov/documents/{yyyy}/{mm}/{dd}/{yyyy}-{n5}/{slug}",
  "Federal Register: Proposed Rules":
    "https://www.federalregister.gov/documents/{yyyy}/{mm}/{dd}/{yyyy}-{n5}/{slug}",
  "GovInfo: Public and Private Laws": "https://www.govinfo.gov/app/details/PLAW-119publ{n3}",
  "GovInfo: Congressional Bills": "https://www.govinfo.gov/app/details/BILLS-119hr{n4}ih",
  "JD Supra: Privacy": "https://www.jdsupra.com/legalnews/{slug}-{n7}/",
  "JD Supra: Labor & Employment": "https://www.jdsupra.com/legalnews/{slug}-{n7}/",
  "Hunton Privacy & Information Security Law Blog":
    "https://www.huntonprivacyblog.com/{yyyy}/{mm}/{dd}/{slug}/",
  "California Governor: Newsroom": "https://www.gov.ca.gov/{yyyy}/{mm}/{dd}/{slug}/",
  "California Attorney General: Press Releases": "https://oag.ca.gov/news/press-releases/{slug}",
  "New York Governor: News": "https://www.governor.ny.gov/news/{slug}",
  "Texas Legislature Online: House Bills Filed":
    "https://capitol.texas.gov/BillLookup/History.aspx?LegSess=89R&Bill=HB{n4}",
  "Texas Legislature Online: Senate Bills Filed":
    "https://capitol.texas.gov/BillLookup/History.aspx?LegSess=89R&Bill=SB{n4}",
  "Texas Register": "https://www.sos.state.tx.us/texreg/archive/{yyyy}/{mm}/{slug}.html",
  "Texas Governor: News": "https://gov.texas.gov/news/post/{slug}",
  "legislation.gov.uk: New Legislation":
    "https://www.legislation.gov.uk/uksi/{yyyy}/{n4}/contents/made",
  "legislation.gov.uk: New UK Public General Acts":
    "https://www.legislation.gov.uk/ukpga/{yyyy}/{n3}/contents/enacted",
  "UK Parliament: All Bills": "https://bills.parliament.uk/bills/{n4}",
  "Financial Conduct Authority: News": "https://www.fca.org.uk/news/press-releases/{slug}",
  "HM Revenue & Customs: GOV.UK": "https://www.gov.uk/government/publications/{slug}",
  "Information Commissioner's Office: GOV.UK": "https://www.gov.uk/government/news/{slug}",
  "DLA Piper Privacy Matters": "https://privacymatters.dlapiper.com/{yyyy}/{mm}/{slug}/",
  "EUR-Lex: Parliament and Council Legislation":
    "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:3{yyyy}R{n4}",
  "EUR-Lex: Commission Proposals":
    "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:5{yyyy}PC0{n3}",
  "EUR-Lex: Official Journal L Series": "https://eur-lex.europa.eu/eli/reg_impl/{yyyy}/{n4}/oj",
  "European Parliament: Press Releases":
    "https://www.europarl.europa.eu/news/en/press-room/{yyyy}{mm}{dd}IPR{n5}/{slug}",
  "European Data Protection Board: News": "https://www.edpb.europa.eu/news/news/{yyyy}/{slug}_en",
  "Covington Inside Privacy": "https://www.insideprivacy.com/data-privacy/{slug}/",
  "Covington Global Policy Watch": "https://www.globalpolicywatch.com/{yyyy}/{mm}/{slug}/",
  "Canada Gazette Part I":
    "https://gazette.gc.ca/rp-pr/p1/{yyyy}/{yyyy}-{mm}-{dd}/html/reg{n3}-eng.html",
  "Canada Gazette Part II":
    "https://gazette.gc.ca/rp-pr/p2/{yyyy}/{yyyy}-{mm}-{dd}/html/sor-dors{n3}-eng.html",
  "Canada Gazette Part III": "https://gazette.gc.ca/rp-pr/p3/{yyyy}/g3-{n3}-eng.html",
  "Parliament of Australia: Bills":
    "https://www.aph.gov.au/Parliamentary_Business/Bills_Legislation/Bills_Search_Results/Result?bId=r{n4}",
  "Reserve Bank of Australia: Media Releases":
    "https://www.rba.gov.au/media-releases/{yyyy}/mr-{yy}-{n3}.html",
  "Singapore Statutes Online: New Legislation":
    "https://sso.agc.gov.sg/SL-Supp/S{n3}-{yyyy}/Published/{yyyy}{mm}{dd}",
  "Ministry of Trade and Industry: News":
    "https://www.mti.gov.sg/Newsroom/Press-Releases/{yyyy}/{mm}/{slug}",
  "Bundesgesetzblatt Teil I": "https://www.recht.bund.de/bgbl/1/{yyyy}/{n3}/VO.html",
  "Deutscher Bundestag: heute im bundestag":
    "https://www.bundestag.de/presse/hib/kurzmeldungen-{n7}",
  "Deutscher Bundestag: Pressemitteilungen":
    "https://www.bundestag.de/presse/pressemitteilungen/{yyyy}/{slug}-{n6}",
  "Legal Tribune Online": "https://www.lto.de/recht/nachrichten/n/{slug}/",
  "Vie publique: Actualités": "https://www.vie-publique.fr/loi/{n6}-{slug}",
  "CNIL: Actualités": "https://www.cnil.fr/fr/{slug}",
  "Press Information Bureau: Releases": "https://pib.gov.in/PressReleasePage.aspx?PRID={n7}",
  "Reserve Bank of India: Notifications":
    "https://www.rbi.org.in/Scripts/NotificationUser.aspx?Id={n5}&Mode=0",
  "Prime Minister's Office of Japan": "https://japan.kantei.go.jp/{yyyy}{mm}/{slug}.html",
  "Ministry of Finance Japan: News": "https://www.mof.go.jp/english/policy/{slug}.html",
  "Beehive: Government Releases": "https://www.beehive.govt.nz/release/{slug}",
  "Privacy Commissioner: News": "https://www.privacy.org.nz/blog/{slug}/",
  "Gazzetta Ufficiale: Serie Generale":
    "https://www.gazzettaufficiale.it/eli/id/{yyyy}/{mm}/{dd}/{yy}G{n5}/sg",
};

const FTC: ManualSource = {
  name: "Federal Trade Commission",
  link: "https://www.ftc.gov/news-events/news/press-releases/{yyyy}/{mm}/{slug}",
};
const CPPA: ManualSource = {
  name: "California Privacy Protection Agency",
  link: "https://cppa.ca.gov/announcements/{yyyy}/{slug}.html",
};
const NYDFS: ManualSource = {
  name: "New York State Department of Financial Services",
  link: "https://www.dfs.ny.gov/reports_and_publications/press_releases/{slug}",
};
const OFCOM: ManualSource = {
  name: "Ofcom",
  link: "https://www.ofcom.org.uk/online-safety/protecting-children/{slug}",
};
const ABCB: ManualSource = {
  name: "Australian Building Codes Board",
  link: "https://www.abcb.gov.au/news/{yyyy}/{slug}",
};
const DCCEEW: ManualSource = {
  name: "Department of Climate Change, Energy, the Environment and Water",
  link: "https://www.dcceew.gov.au/about/news/{slug}",
};
const ACCC: ManualSource = {
  name: "Australian Competition and Consumer Commission",
  link: "https://www.accc.gov.au/media-release/{slug}",
};
const MAS: ManualSource = {
  name: "Monetary Authority of Singapore",
  link: "https://www.mas.gov.sg/news/media-releases/{yyyy}/{slug}",
};

/** The hand-written base items, grouped by category. */
export const DEMO_ITEMS: readonly DemoItem[] = [
  // Construction & Real Estate
  {
    category: "Construction & Real Estate",
    jurisdiction: "United Kingdom",
    source: "legislation.gov.uk: New Legislation",
    slug: "higher-risk-buildings-safety-case-amendment-regulations",
    title: "Building Safety (Higher-Risk Buildings) Amendment Regulations laid before Parliament",
    topic: "the safety case duties for occupied higher-risk buildings",
    content:
      "The Regulations amend the Building Safety Act 2022 regime for occupied higher-risk buildings. Principal accountable persons must submit an updated safety case report to the Building Safety Regulator within 28 days of a request and notify the regulator of any material change to fire and structural safety measures. Existing buildings must comply by {deadline}.",
    summary:
      "Principal accountable persons of higher-risk buildings must keep safety case reports current and notify material changes to the Building Safety Regulator, with compliance required by {deadline}.",
  },
  {
    category: "Construction & Real Estate",
    jurisdiction: "California",
    source: "California Governor: Newsroom",
    slug: "governor-signs-transit-oriented-infill-housing-law",
    title: "Governor signs bill streamlining approval of infill housing near transit",
    topic: "California's ministerial approval rules for infill housing near transit",
    content:
      "The new law requires cities and counties to approve qualifying multifamily infill projects within half a mile of a major transit stop ministerially, without discretionary review, where the project meets objective zoning and affordability standards. Local agencies must publish their objective standards online and decide complete applications within 90 days. The requirements apply to applications submitted on or after {deadline}.",
    summary:
      "Qualifying infill housing near major transit stops must be approved ministerially within 90 days, and local agencies must publish objective standards, for applications submitted from {deadline}.",
  },
  {
    category: "Construction & Real Estate",
    jurisdiction: "New York",
    source: "New York Governor: News",
    slug: "good-cause-eviction-protections-additional-municipalities",
    title: "Good Cause Eviction protections extended to additional municipalities",
    topic: "New York's Good Cause Eviction protections",
    content:
      "Landlords of covered residential units in opted-in municipalities may not refuse to renew a lease or evict a tenant without good cause, and rent increases above the statutory threshold are presumed unreasonable. Landlords must attach the prescribed Good Cause notice to every new lease, renewal and eviction notice. The protections apply in the newly opted-in municipalities from {deadline}.",
    summary:
      "Landlords in newly opted-in New York municipalities must give the Good Cause notice and justify non-renewals and above-threshold rent increases from {deadline}.",
    months: 3,
  },
  {
    category: "Construction & Real Estate",
    jurisdiction: "Canada",
    source: "Canada Gazette Part II",
    slug: "non-canadian-residential-property-purchase-prohibition-extended",
    title: "Prohibition on the Purchase of Residential Property by Non-Canadians extended",
    topic: "the extended prohibition on residential property purchases by non-Canadians",
    content:
      "The amending regulations extend the prohibition on the purchase of residential property by non-Canadians and clarify the exceptions for work permit holders and for the development of vacant land. Purchasers, lenders and real estate professionals should confirm eligibility before closing, as contraventions can lead to fines of up to $10,000 and a court-ordered sale. The extended prohibition remains in force until {deadline}.",
    summary:
      "Canada extends its ban on residential property purchases by non-Canadians until {deadline} and clarifies exceptions for work permit holders and vacant land development.",
    months: 24,
  },
  {
    category: "Construction & Real Estate",
    jurisdiction: "Australia",
    source: ABCB,
    slug: "national-construction-code-adoption-timetable",
    title: "Building ministers confirm adoption timetable for the next National Construction Code",
    topic: "the next edition of the National Construction Code",
    content:
      "State and territory building ministers have agreed the adoption timetable for the next edition of the National Construction Code, including new condensation management and livable housing provisions. Builders and certifiers must apply the new provisions to building approvals lodged on or after {deadline}. Projects already in design may use a limited transition period.",
    summary:
      "The next National Construction Code, with new condensation and livable housing provisions, applies to building approvals lodged from {deadline}.",
    months: 9,
  },
  {
    category: "Construction & Real Estate",
    jurisdiction: "Germany",
    source: "Bundesgesetzblatt Teil I",
    slug: "gesetz-beschleunigung-wohnungsbau-baugesetzbuch",
    title: "Housing construction acceleration act amends the Federal Building Code",
    topic: "the special approval rule for housing under the Federal Building Code",
    content:
      "The act adds a time-limited special rule to the Federal Building Code allowing municipalities to approve residential projects that depart from the local development plan where public interests are not affected. Municipalities must decide on their consent within three months, after which consent is deemed to be granted. The special rule applies to applications submitted until {deadline}.",
    summary:
      "Germany lets municipalities approve housing that departs from development plans, with consent deemed granted after three months, for applications submitted until {deadline}.",
    months: 48,
  },
  {
    category: "Construction & Real Estate",
    jurisdiction: "United States (Federal)",
    source: "Federal Register: Final Rules",
    slug: "final-determination-energy-standards-new-construction-hud-usda",
    title: "HUD and USDA adopt updated energy standards for newly built assisted housing",
    topic: "the HUD and USDA energy standards for new construction",
    content:
      "The Department of Housing and Urban Development and the Department of Agriculture have determined that the 2021 International Energy Conservation Code and ASHRAE 90.1-2019 apply to newly constructed homes financed with HUD, USDA or FHA support. Builders must certify compliance for projects that receive a building permit on or after {deadline}.",
    summary:
      "Newly built homes with HUD, USDA or FHA financing must meet the 2021 IECC or ASHRAE 90.1-2019 when permitted on or after {deadline}.",
    months: 12,
  },
  {
    category: "Construction & Real Estate",
    jurisdiction: "Singapore",
    source: "Singapore Statutes Online: New Legislation",
    slug: "building-control-periodic-facade-inspection-regulations",
    title: "Building Control (Periodic Façade Inspection) Regulations amended",
    topic: "Singapore's periodic façade inspection regime",
    content:
      "Owners of buildings more than 20 years old and taller than 13 metres must appoint a competent person to inspect the façade every seven years and submit the report to the Building and Construction Authority. Defects found must be rectified within the period the Authority specifies. Buildings that reach the age threshold must complete their first inspection by {deadline}.",
    summary:
      "Owners of tall buildings over 20 years old must commission façade inspections every seven years, with first inspections due by {deadline}.",
    months: 12,
  },
  {
    category: "Construction & Real Estate",
    jurisdiction: "Texas",
    source: "Texas Register",
    slug: "trec-adopts-revised-residential-contract-forms",
    title: "Texas Real Estate Commission adopts revised residential contract forms",
    topic: "the revised TREC residential contract forms",
    content:
      "The Texas Real Estate Commission has adopted amendments to its promulgated one-to-four family residential contract and related addenda, including revised seller disclosure language and updated termination option provisions. License holders must use the revised forms for contracts executed on or after {deadline}. Earlier versions may not be used after that date.",
    summary:
      "Texas license holders must use the revised one-to-four family contract and addenda for contracts executed from {deadline}.",
    months: 4,
  },

  // Data Protection & Cybersecurity
  {
    category: "Data Protection & Cybersecurity",
    jurisdiction: "European Union",
    source: "European Data Protection Board: News",
    slug: "edpb-guidelines-processing-personal-data-blockchain",
    title: "EDPB adopts guidelines on processing personal data through blockchain technologies",
    topic: "the EDPB guidelines on blockchain processing",
    content:
      "The guidelines explain how controllers using blockchain technologies can meet GDPR obligations, including data minimisation, the right to erasure and the accountability of node operators. Controllers are expected to carry out a data protection impact assessment before deploying blockchain-based processing and to avoid storing personal data on-chain where possible. The public consultation runs until {deadline}.",
    summary:
      "The EDPB explains how blockchain processing can comply with the GDPR, expects impact assessments and advises against storing personal data on-chain; comments are due by {deadline}.",
    months: 2,
  },
  {
    category: "Data Protection & Cybersecurity",
    jurisdiction: "European Union",
    source: "EUR-Lex: Official Journal L Series",
    slug: "nis2-implementing-regulation-technical-requirements",
    title:
      "NIS2 implementing regulation sets technical cybersecurity requirements for digital providers",
    topic: "the NIS2 technical requirements for digital providers",
    content:
      "The implementing regulation lays down the technical and methodological requirements of cybersecurity risk-management measures for DNS service providers, cloud computing providers, data centre operators, online marketplaces and other digital entities under the NIS2 Directive. It also specifies when an incident is to be considered significant. Entities in scope must document their measures and be able to demonstrate compliance by {deadline}.",
    summary:
      "Cloud, data centre, DNS and other digital providers must apply detailed NIS2 risk-management measures and significant-incident criteria, with compliance demonstrable by {deadline}.",
  },
  {
    category: "Data Protection & Cybersecurity",
    jurisdiction: "United Kingdom",
    source: "Information Commissioner's Office: GOV.UK",
    slug: "ico-guidance-storage-and-access-technologies",
    title: "ICO publishes updated guidance on cookies and other storage and access technologies",
    topic: "the ICO's guidance on storage and access technologies",
    content:
      "The Information Commissioner's Office has updated its guidance on cookies and similar technologies following the Data (Use and Access) Act 2025, which introduces exemptions from consent for analytics and service improvement. Organisations must still give users clear information and a simple means to object. Consent mechanisms should be updated by {deadline}.",
    summary:
      "Updated ICO guidance reflects new consent exemptions for analytics cookies; organisations must still inform users and offer a simple objection, updating their mechanisms by {deadline}.",
  },
  {
    category: "Data Protection & Cybersecurity",
    jurisdiction: "California",
    source: "California Attorney General: Press Releases",
    slug: "ccpa-settlement-global-privacy-control-opt-out",
    title:
      "Attorney General announces CCPA settlement over failure to honour Global Privacy Control",
    content:
      "The Attorney General has announced a settlement with an online retailer that failed to treat Global Privacy Control signals as valid requests to opt out of the sale or sharing of personal information. The company will pay a civil penalty, fix its opt-out mechanisms and report on compliance for three years. Its first compliance report is due by {deadline}.",
    summary:
      "A retailer settles CCPA claims for ignoring Global Privacy Control opt-out signals, paying a penalty and reporting on compliance for three years.",
  },
  {
    category: "Data Protection & Cybersecurity",
    jurisdiction: "California",
    source: CPPA,
    slug: "delete-act-drop-platform-data-broker-obligations",
    title: "Delete Act: data brokers must process deletion requests through the DROP platform",
    topic: "the Delete Act obligations of data brokers",
    content:
      "Registered data brokers must access the Delete Request and Opt-out Platform at least once every 45 days, process every consumer deletion request received through it and report the outcome of each request. Brokers must also undergo an independent compliance audit every three years. The platform processing obligations begin on {deadline}.",
    summary:
      "California data brokers must check the DROP platform every 45 days, process and report on deletion requests, and undergo triennial audits, starting {deadline}.",
    months: 8,
  },
  {
    category: "Data Protection & Cybersecurity",
    jurisdiction: "United States (Federal)",
    source: "Federal Register: Final Rules",
    slug: "regulation-s-p-privacy-customer-financial-information-amendments",
    title: "SEC amends Regulation S-P to require incident response programmes and breach notices",
    topic: "the amended Regulation S-P incident response requirements",
    content:
      "The amendments require broker-dealers, investment companies, registered investment advisers and transfer agents to adopt written incident response programmes designed to detect, respond to and recover from unauthorised access to customer information. Covered institutions must notify affected individuals as soon as practicable, and within 30 days, after becoming aware of a breach. Larger entities must comply by {deadline}.",
    summary:
      "Broker-dealers, funds, advisers and transfer agents need written incident response programmes and must notify affected customers within 30 days of a breach; larger entities comply by {deadline}.",
    months: 18,
  },
  {
    category: "Data Protection & Cybersecurity",
    jurisdiction: "Singapore",
    source: "Singapore Statutes Online: New Legislation",
    slug: "cybersecurity-amendment-act-foundational-digital-infrastructure",
    title: "Cybersecurity (Amendment) Act extends oversight to foundational digital infrastructure",
    topic: "the amended Cybersecurity Act duties of infrastructure providers",
    content:
      "The amendments extend the Cybersecurity Act to providers of foundational digital infrastructure, such as cloud services and data centres, and to entities of special cybersecurity interest. Designated providers must report prescribed cybersecurity incidents to the Commissioner of Cybersecurity and comply with the applicable codes of practice. The new obligations take effect on {deadline}.",
    summary:
      "Designated cloud, data centre and other foundational digital infrastructure providers must report prescribed incidents and follow codes of practice from {deadline}.",
  },
  {
    category: "Data Protection & Cybersecurity",
    jurisdiction: "India",
    source: "Press Information Bureau: Releases",
    slug: "digital-personal-data-protection-rules-notified",
    title: "Digital Personal Data Protection Rules notified with phased compliance timeline",
    topic: "India's Digital Personal Data Protection Rules",
    content:
      "The Ministry of Electronics and Information Technology has notified the Digital Personal Data Protection Rules, which operationalise the 2023 Act. Data fiduciaries must give itemised notices, obtain verifiable consent before processing children's data, report personal data breaches to the Data Protection Board within 72 hours and honour erasure requests. Most substantive obligations apply from {deadline}.",
    summary:
      "India's DPDP Rules require itemised notices, verifiable parental consent, 72-hour breach reporting and erasure on request, with most obligations applying from {deadline}.",
    months: 18,
  },
  {
    category: "Data Protection & Cybersecurity",
    jurisdiction: "Japan",
    source: "Prime Minister's Office of Japan",
    slug: "cabinet-approves-active-cyber-defence-bill",
    title: "Cabinet approves bill introducing active cyber defence measures",
    topic: "Japan's active cyber defence reporting duties",
    content:
      "The Cabinet has approved a bill under which operators of critical infrastructure must report cyber incidents and notify the government of certain equipment they introduce. The bill also allows authorities to analyse communications data to detect serious attacks, subject to oversight by an independent panel. The reporting obligations would apply from {deadline}.",
    summary:
      "Japan's active cyber defence bill would require critical infrastructure operators to report incidents and key equipment, with reporting duties from {deadline}.",
    months: 18,
  },
  {
    category: "Data Protection & Cybersecurity",
    jurisdiction: "France",
    source: "CNIL: Actualités",
    slug: "recommandations-applications-mobiles",
    title: "CNIL publishes recommendations for mobile application publishers and developers",
    topic: "the CNIL recommendations on mobile applications",
    content:
      "The CNIL has published recommendations for publishers, developers and SDK providers of mobile applications, covering permission requests, consent to tracking and the allocation of responsibilities between the parties. The authority has announced that it will carry out checks on widely used applications from {deadline}.",
    summary:
      "The CNIL sets out how mobile app publishers, developers and SDK providers should handle permissions and tracking consent, with checks starting {deadline}.",
    months: 3,
  },
  {
    category: "Data Protection & Cybersecurity",
    jurisdiction: "United States (Federal)",
    source: "Hunton Privacy & Information Security Law Blog",
    slug: "hhs-proposes-hipaa-security-rule-update",
    title: "HHS proposes major update to the HIPAA Security Rule",
    topic: "the proposed HIPAA Security Rule update",
    content:
      "The proposed rule would remove the distinction between required and addressable implementation specifications and require covered entities and business associates to keep a technology asset inventory and network map. It would also mandate multi-factor authentication and encryption of electronic protected health information. Regulated entities would have 180 days after the final rule takes effect to comply.",
    summary:
      "HHS proposes making all HIPAA security specifications mandatory, including asset inventories, multi-factor authentication and encryption, with 180 days to comply after a final rule.",
  },
  {
    category: "Data Protection & Cybersecurity",
    jurisdiction: "United Kingdom",
    source: "DLA Piper Privacy Matters",
    slug: "european-commission-renews-uk-adequacy-decisions",
    title: "European Commission renews adequacy decisions for the United Kingdom",
    content:
      "The European Commission has adopted renewed adequacy decisions for the United Kingdom under the GDPR and the Law Enforcement Directive, so personal data can continue to flow from the EU without additional safeguards. The decisions take account of the Data (Use and Access) Act 2025 and will be reviewed after four years. Organisations that relied on the previous decisions need take no action.",
    summary:
      "The EU renews the UK's adequacy decisions, so EU-to-UK data transfers continue without extra safeguards; the decisions will be reviewed in four years.",
  },
  {
    category: "Data Protection & Cybersecurity",
    jurisdiction: "United Kingdom",
    source: "legislation.gov.uk: New UK Public General Acts",
    slug: "data-use-and-access-act",
    title: "Data (Use and Access) Act receives Royal Assent",
    topic: "the Data (Use and Access) Act reforms",
    content:
      "The Act establishes a framework for smart data schemes and digital verification services and reforms the UK GDPR rules on legitimate interests, automated decision-making and subject access requests. It also replaces the Information Commissioner's Office with an Information Commission. Provisions will be commenced in stages, with the main data protection changes expected by {deadline}.",
    summary:
      "The Data (Use and Access) Act reforms UK GDPR rules on legitimate interests, automated decisions and subject access, with the main changes expected by {deadline}.",
    months: 12,
  },
  {
    category: "Data Protection & Cybersecurity",
    jurisdiction: "New York",
    source: NYDFS,
    slug: "part-500-multi-factor-authentication-asset-inventory",
    title: "DFS reminds regulated entities of final Part 500 cybersecurity requirements",
    topic: "the final phase of the Part 500 cybersecurity amendments",
    content:
      "Entities regulated by the Department of Financial Services must use multi-factor authentication for all individuals accessing any information system and maintain a complete, documented asset inventory. Chief information security officers must report material cybersecurity issues to the board in a timely manner. The remaining requirements apply from {deadline}.",
    summary:
      "New York DFS-regulated entities must extend multi-factor authentication to all users and keep a complete asset inventory from {deadline}.",
    months: 5,
  },
  {
    category: "Data Protection & Cybersecurity",
    jurisdiction: "United States (Federal)",
    source: "JD Supra: Privacy",
    slug: "state-comprehensive-privacy-laws-take-effect",
    title: "Several state comprehensive privacy laws take effect",
    content:
      "Comprehensive consumer privacy laws in Delaware, Iowa, Nebraska, New Hampshire and New Jersey give residents rights to access, correct and delete their personal data and to opt out of targeted advertising and sales. Controllers must recognise universal opt-out signals and conduct data protection assessments for high-risk processing. The last of these laws takes effect on {deadline}.",
    summary:
      "New state privacy laws grant access, correction, deletion and opt-out rights and require honouring universal opt-out signals; the last takes effect on {deadline}.",
    months: 3,
  },
  {
    category: "Data Protection & Cybersecurity",
    jurisdiction: "Germany",
    source: "Deutscher Bundestag: Pressemitteilungen",
    slug: "bundestag-beschliesst-nis2-umsetzungsgesetz",
    title: "Bundestag adopts the NIS2 Implementation and Cybersecurity Strengthening Act",
    topic: "Germany's NIS2 implementation duties",
    content:
      "The act extends cybersecurity obligations to around 29,500 companies classified as important or particularly important entities. Companies must register with the Federal Office for Information Security, report significant incidents within 24 hours and implement risk-management measures approved by management. Registration is due by {deadline}.",
    summary:
      "About 29,500 German companies must register with the BSI, report significant incidents within 24 hours and adopt risk-management measures; registration is due by {deadline}.",
    months: 3,
  },
  {
    category: "Data Protection & Cybersecurity",
    jurisdiction: "Texas",
    source: "Texas Governor: News",
    slug: "governor-signs-law-creating-texas-cyber-command",
    title: "Governor signs law creating the Texas Cyber Command",
    topic: "the Texas Cyber Command reporting standards",
    content:
      "The law establishes the Texas Cyber Command in San Antonio to prevent and respond to cybersecurity incidents affecting state agencies and local governments. Covered entities must report cybersecurity incidents to the Command and adopt its minimum security standards. The standards must be in place by {deadline}.",
    summary:
      "Texas creates a Cyber Command; state agencies and local governments must report incidents to it and adopt its minimum standards by {deadline}.",
    months: 12,
  },
  {
    category: "Data Protection & Cybersecurity",
    jurisdiction: "New Zealand",
    source: "Privacy Commissioner: News",
    slug: "biometric-processing-privacy-code-issued",
    title: "Privacy Commissioner issues the Biometric Processing Privacy Code",
    topic: "the Biometric Processing Privacy Code",
    content:
      "The code modifies the information privacy principles for agencies that use biometric technologies to verify, identify or categorise individuals. Agencies must assess whether their use is proportionate, adopt privacy safeguards and notify people clearly before collecting biometric information. Agencies already using biometrics must comply by {deadline}.",
    summary:
      "Agencies using biometrics in New Zealand must assess proportionality, adopt safeguards and give clear notice; existing users comply by {deadline}.",
    months: 9,
  },

  // Employment & Labor
  {
    category: "Employment & Labor",
    jurisdiction: "United States (Federal)",
    source: "Federal Register: Proposed Rules",
    slug: "heat-injury-illness-prevention-outdoor-indoor-work-settings",
    title: "OSHA proposes heat injury and illness prevention standard",
    topic: "the proposed OSHA heat injury and illness prevention standard",
    content:
      "The proposed standard would require employers to develop a written heat injury and illness prevention plan and to provide water, rest breaks and shade once the heat index reaches 80°F. Employers would also have to acclimatise new and returning workers, train workers and supervisors and keep records of heat-related incidents. Comments are due by {deadline}.",
    summary:
      "OSHA proposes written heat plans, water, rest and shade at a heat index of 80°F, acclimatisation and training; comments are due by {deadline}.",
    months: 3,
  },
  {
    category: "Employment & Labor",
    jurisdiction: "United States (Federal)",
    source: "JD Supra: Labor & Employment",
    slug: "eeoc-final-regulations-pregnant-workers-fairness-act",
    title: "EEOC issues final regulations implementing the Pregnant Workers Fairness Act",
    topic: "the Pregnant Workers Fairness Act regulations",
    content:
      "The regulations require employers with 15 or more employees to provide reasonable accommodations for known limitations related to pregnancy, childbirth or related medical conditions unless doing so would cause undue hardship. Employers may not require an employee to accept an accommodation without an interactive process or to take leave when another accommodation is available. Policies and training should be updated by {deadline}.",
    summary:
      "Employers with 15 or more staff must reasonably accommodate pregnancy-related limitations and may not force leave when another accommodation works; update policies by {deadline}.",
    months: 2,
  },
  {
    category: "Employment & Labor",
    jurisdiction: "New York",
    source: "New York Governor: News",
    slug: "paid-prenatal-leave-private-sector-employees",
    title: "New York requires paid prenatal leave for all private-sector employees",
    topic: "New York's paid prenatal leave requirement",
    content:
      "Employers must provide 20 hours of paid prenatal leave a year in addition to existing paid sick leave. The leave may be used for prenatal medical appointments and procedures, is paid at the employee's regular rate and cannot be made conditional on first using other leave. Employers must update handbooks and payroll systems by {deadline}.",
    summary:
      "New York employers must give 20 hours of paid prenatal leave a year on top of sick leave, updating handbooks and payroll by {deadline}.",
    months: 3,
  },
  {
    category: "Employment & Labor",
    jurisdiction: "California",
    source: "California Governor: Newsroom",
    slug: "workplace-violence-prevention-plans-mandatory",
    title: "Workplace violence prevention plans become mandatory for most California employers",
    topic: "California's workplace violence prevention plan requirement",
    content:
      "Employers must establish, implement and maintain a written workplace violence prevention plan, keep a violent incident log and provide interactive training to employees. Plans must name the people responsible for implementation and include procedures for reporting and investigating incidents without retaliation. Employers must have their plans in place by {deadline}.",
    summary:
      "Most California employers need a written workplace violence prevention plan, an incident log and interactive training in place by {deadline}.",
    months: 6,
  },
  {
    category: "Employment & Labor",
    jurisdiction: "United Kingdom",
    source: "UK Parliament: All Bills",
    slug: "employment-rights-bill-day-one-rights",
    title: "Employment Rights Bill: day-one protection from unfair dismissal",
    topic: "the Employment Rights Bill reforms",
    content:
      "The Bill would make protection from unfair dismissal a day-one right, subject to a statutory probation period, and give workers on zero-hours contracts a right to guaranteed hours. Statutory sick pay would become payable from the first day of absence. Employers should review contracts, probation policies and payroll processes ahead of commencement, expected on {deadline}.",
    summary:
      "The Employment Rights Bill would make unfair dismissal protection a day-one right, curb zero-hours contracts and pay sick pay from day one, from {deadline}.",
    months: 12,
  },
  {
    category: "Employment & Labor",
    jurisdiction: "European Union",
    source: "EUR-Lex: Parliament and Council Legislation",
    slug: "platform-work-directive-published",
    title: "Platform Work Directive published in the Official Journal",
    topic: "the Platform Work Directive",
    content:
      "The Directive introduces a rebuttable presumption of employment for people working through digital labour platforms where the facts indicate control and direction, and sets the first EU rules on algorithmic management. Platforms must inform workers about automated monitoring and decision-making systems and ensure human review of significant decisions. Member States must transpose the Directive by {deadline}.",
    summary:
      "Platform workers gain a rebuttable presumption of employment and rights over algorithmic management; Member States must transpose the Directive by {deadline}.",
    months: 24,
  },
  {
    category: "Employment & Labor",
    jurisdiction: "Germany",
    source: "Bundesgesetzblatt Teil I",
    slug: "fuenfte-mindestlohnanpassungsverordnung",
    title: "Fifth Minimum Wage Adjustment Ordinance raises the minimum wage to €13.90",
    topic: "Germany's increased statutory minimum wage",
    content:
      "The ordinance raises the statutory minimum wage to €13.90 gross per hour, with a second increase to €14.60 a year later. Employers must adjust pay for all affected employees, including those in mini-jobs, whose earnings threshold rises accordingly. The new rate applies from {deadline}.",
    summary:
      "Germany's minimum wage rises to €13.90 an hour from {deadline}, with a further rise to €14.60 a year later; the mini-job threshold rises too.",
    months: 3,
  },
  {
    category: "Employment & Labor",
    jurisdiction: "Australia",
    source: "Parliament of Australia: Bills",
    slug: "right-to-disconnect-small-business-employees",
    title: "Right to disconnect extends to employees of small businesses",
    topic: "the right to disconnect for small business employees",
    content:
      "Employees of small business employers gain the right to refuse to monitor, read or respond to contact from their employer outside working hours unless the refusal is unreasonable. Employers should review after-hours contact practices and update their policies, as the Fair Work Commission can make stop orders. The right applies to small businesses from {deadline}.",
    summary:
      "Small business employees may refuse unreasonable out-of-hours contact from {deadline}; employers should review after-hours practices and policies.",
    months: 6,
  },
  {
    category: "Employment & Labor",
    jurisdiction: "Canada",
    source: "Canada Gazette Part II",
    slug: "canada-labour-code-menstrual-products-regulations",
    title: "Regulations require free menstrual products in federally regulated workplaces",
    topic: "the menstrual products requirement for federally regulated workplaces",
    content:
      "Federally regulated employers must provide menstrual products free of charge in all workplace toilet rooms and a covered container for disposal in each toilet stall. Employers must keep the products stocked and accessible to all employees regardless of gender. The requirements apply from {deadline}.",
    summary:
      "Federally regulated Canadian employers must stock free menstrual products and disposal containers in workplace toilet rooms from {deadline}.",
    months: 12,
  },
  {
    category: "Employment & Labor",
    jurisdiction: "India",
    source: "Press Information Bureau: Releases",
    slug: "four-labour-codes-brought-into-force",
    title: "Four Labour Codes brought into force, consolidating 29 central labour laws",
    topic: "India's four Labour Codes",
    content:
      "The Code on Wages, the Industrial Relations Code, the Code on Social Security and the Occupational Safety, Health and Working Conditions Code have been brought into force, consolidating 29 central labour laws. Employers must issue appointment letters to all workers, pay wages on time and extend social security coverage to gig and platform workers. State rules must be in place by {deadline}.",
    summary:
      "India's four Labour Codes replace 29 laws; employers must issue appointment letters, pay wages on time and cover gig workers, with state rules due by {deadline}.",
    months: 6,
  },

  // Energy & Environment
  {
    category: "Energy & Environment",
    jurisdiction: "European Union",
    source: "EUR-Lex: Official Journal L Series",
    slug: "csrd-stop-the-clock-directive",
    title: "Stop-the-clock directive postpones sustainability reporting for second-wave companies",
    topic: "the postponed CSRD reporting dates",
    content:
      "The directive postpones by two years the application of the Corporate Sustainability Reporting Directive for large companies that have not yet begun reporting and for listed SMEs. It also delays the transposition deadline of the Corporate Sustainability Due Diligence Directive by one year. Member States must transpose the postponement by {deadline}.",
    summary:
      "CSRD reporting for second-wave large companies and listed SMEs is postponed by two years and CSDDD transposition by one; transposition is due by {deadline}.",
    months: 9,
  },
  {
    category: "Energy & Environment",
    jurisdiction: "European Union",
    source: "EUR-Lex: Commission Proposals",
    slug: "climate-law-amendment-2040-target",
    title: "Commission proposes a 2040 climate target of a 90 percent emissions reduction",
    content:
      "The Commission has proposed amending the European Climate Law to set a binding 2040 target of a 90 percent net reduction in greenhouse gas emissions compared with 1990. From 2036 a limited share of high-quality international carbon credits could count towards the target. The proposal now goes to the European Parliament and the Council.",
    summary:
      "The Commission proposes a binding 2040 target of cutting net emissions by 90 percent from 1990 levels, allowing limited international credits from 2036.",
  },
  {
    category: "Energy & Environment",
    jurisdiction: "United States (Federal)",
    source: "Federal Register: Proposed Rules",
    slug: "reconsideration-2009-endangerment-finding-vehicle-standards",
    title: "EPA proposes to rescind the 2009 greenhouse gas endangerment finding",
    topic: "the proposed rescission of the vehicle greenhouse gas standards",
    content:
      "The Environmental Protection Agency proposes to rescind the 2009 finding that greenhouse gas emissions from new motor vehicles endanger public health and welfare, together with all greenhouse gas emission standards for light-, medium- and heavy-duty vehicles. Manufacturers would no longer have to measure, report or certify vehicle greenhouse gas emissions. Comments must be received by {deadline}.",
    summary:
      "EPA proposes rescinding the endangerment finding and all vehicle greenhouse gas standards, ending related reporting; comments are due by {deadline}.",
    months: 2,
  },
  {
    category: "Energy & Environment",
    jurisdiction: "California",
    source: "California Governor: Newsroom",
    slug: "climate-corporate-data-accountability-act-signed",
    title: "California enacts climate disclosure laws for large companies",
    topic: "California's corporate climate disclosure laws",
    content:
      "Companies doing business in California with annual revenue above $1 billion must publicly disclose their scope 1 and scope 2 greenhouse gas emissions, with scope 3 reporting following a year later. Companies with revenue above $500 million must publish a climate-related financial risk report every two years. The first scope 1 and 2 disclosures are due by {deadline}.",
    summary:
      "Large companies doing business in California must disclose scope 1 and 2 emissions, later scope 3, and publish climate risk reports; first disclosures are due by {deadline}.",
    months: 12,
  },
  {
    category: "Energy & Environment",
    jurisdiction: "United Kingdom",
    source: "legislation.gov.uk: New Legislation",
    slug: "packaging-extended-producer-responsibility-regulations",
    title: "Packaging extended producer responsibility regulations made",
    topic: "the packaging extended producer responsibility scheme",
    content:
      "Large producers that place packaging on the UK market must report packaging data twice a year and pay waste management fees based on the tonnage and material of the household packaging they supply. From the second year, fees will be adjusted according to a recyclability assessment. Producers must submit data for the first reporting period by {deadline}.",
    summary:
      "Large UK packaging producers must report packaging data twice a year and pay household waste fees, with first-period data due by {deadline}.",
    months: 3,
  },
  {
    category: "Energy & Environment",
    jurisdiction: "Germany",
    source: "Deutscher Bundestag: heute im bundestag",
    slug: "gebaeudeenergiegesetz-novelle",
    title: "Coalition presents bill to amend the Building Energy Act",
    topic: "the amended Building Energy Act heating rules",
    content:
      "The coalition has presented a bill to amend the Building Energy Act, replacing the requirement that new heating systems run on 65 percent renewable energy with a technology-neutral emissions target. Funding for heat pumps and heating networks would continue. The new rules would apply from {deadline}.",
    summary:
      "A bill would replace Germany's 65 percent renewable heating rule with a technology-neutral emissions target from {deadline}, keeping heat pump funding.",
    months: 9,
  },
  {
    category: "Energy & Environment",
    jurisdiction: "Australia",
    source: DCCEEW,
    slug: "safeguard-mechanism-baseline-decline",
    title: "Safeguard Mechanism baselines to decline by 4.9 percent a year",
    topic: "the declining Safeguard Mechanism baselines",
    content:
      "Facilities covered by the Safeguard Mechanism, those emitting more than 100,000 tonnes of carbon dioxide equivalent a year, must keep net emissions below baselines that decline by 4.9 percent each year to 2030. Facilities that exceed their baseline must surrender Australian carbon credit units or safeguard mechanism credits. Annual reports are due by {deadline}.",
    summary:
      "Australian facilities emitting over 100,000 tonnes a year face baselines falling 4.9 percent annually and must surrender credits for excess emissions; reports are due by {deadline}.",
    months: 4,
  },
  {
    category: "Energy & Environment",
    jurisdiction: "Japan",
    source: "Prime Minister's Office of Japan",
    slug: "gx-promotion-act-mandatory-emissions-trading",
    title: "Amended GX Promotion Act makes emissions trading mandatory for large emitters",
    topic: "Japan's mandatory GX emissions trading scheme",
    content:
      "The amended Green Transformation Promotion Act makes participation in the GX emissions trading scheme mandatory for companies emitting more than 100,000 tonnes of carbon dioxide a year. Covered companies must register, report verified emissions and surrender allowances for each compliance year. Registration opens on {deadline}.",
    summary:
      "Japanese companies emitting over 100,000 tonnes of CO2 a year must join the GX emissions trading scheme, registering from {deadline}.",
    months: 10,
  },
  {
    category: "Energy & Environment",
    jurisdiction: "New Zealand",
    source: "Beehive: Government Releases",
    slug: "bills-introduced-to-replace-resource-management-act",
    title: "Planning Bill and Natural Environment Bill introduced to replace the RMA",
    topic: "the replacement of the Resource Management Act",
    content:
      "The Government has introduced the Planning Bill and the Natural Environment Bill to replace the Resource Management Act 1991. The bills narrow the effects that councils can regulate, create national standards that apply without local plan changes and establish a single combined plan for each region. Submissions to the select committee close on {deadline}.",
    summary:
      "Two bills would replace the Resource Management Act, narrowing council controls and creating national standards and regional plans; submissions close {deadline}.",
    months: 2,
  },
  {
    category: "Energy & Environment",
    jurisdiction: "Canada",
    source: "Canada Gazette Part II",
    slug: "clean-electricity-regulations",
    title: "Clean Electricity Regulations set emission limits for fossil-fuel generating units",
    topic: "the Clean Electricity Regulations",
    content:
      "The regulations set an annual limit of 30 tonnes of carbon dioxide per gigawatt hour for fossil-fuel-fired generating units of 25 megawatts or more connected to a regulated grid, with flexibility for units that support reliability. Operators must register their units and begin annual reporting by {deadline}.",
    summary:
      "Large fossil-fuel generating units on regulated grids face a 30 t/GWh emissions limit; operators must register and start reporting by {deadline}.",
    months: 12,
  },

  // Financial Services
  {
    category: "Financial Services",
    jurisdiction: "United Kingdom",
    source: "Financial Conduct Authority: News",
    slug: "consumer-duty-price-and-value-final-rules",
    title: "Consumer Duty: FCA finalises rules on price and value outcomes",
    topic: "the FCA's Consumer Duty price and value rules",
    content:
      "The FCA has confirmed final rules and guidance on how firms must assess whether their products and services provide fair value, including the data they must use and how often assessments are reviewed. Boards must approve a fair value assessment for each product line, and firms must act where customers receive poor outcomes. Firms must comply by {deadline}.",
    summary:
      "Firms must run board-approved fair value assessments for each product line and act on poor customer outcomes under final Consumer Duty rules, complying by {deadline}.",
    months: 9,
  },
  {
    category: "Financial Services",
    jurisdiction: "United Kingdom",
    source: "Financial Conduct Authority: News",
    slug: "buy-now-pay-later-regulation-final-rules",
    title: "FCA confirms rules for regulating Buy Now Pay Later lending",
    topic: "the FCA's Buy Now Pay Later regime",
    content:
      "Deferred payment credit agreements will come under FCA regulation, requiring lenders to carry out affordability checks, give clear pre-contract information and treat borrowers in financial difficulty with forbearance. Firms offering these products must apply for temporary permission before the regime starts on {deadline}.",
    summary:
      "Buy Now Pay Later lenders will need affordability checks, clear information and forbearance, and must seek temporary permission before {deadline}.",
    months: 12,
  },
  {
    category: "Financial Services",
    jurisdiction: "European Union",
    source: "EUR-Lex: Official Journal L Series",
    slug: "dora-rts-ict-third-party-policy",
    title: "DORA technical standards on ICT third-party risk policy published",
    topic: "the DORA ICT third-party requirements",
    content:
      "The delegated regulation specifies what financial entities must include in their policy on ICT services that support critical or important functions provided by third-party service providers. Financial entities must keep a register of all contractual arrangements with ICT providers and submit it to their competent authority by {deadline}.",
    summary:
      "Financial entities must adopt a DORA-compliant ICT third-party policy and submit a register of ICT contracts to their regulator by {deadline}.",
    months: 4,
  },
  {
    category: "Financial Services",
    jurisdiction: "United States (Federal)",
    source: "Federal Register: Final Rules",
    slug: "personal-financial-data-rights",
    title: "CFPB finalises personal financial data rights rule",
    topic: "the CFPB's personal financial data rights rule",
    content:
      "The rule requires banks, credit unions and other covered data providers to make consumer financial data available, free of charge, to consumers and authorised third parties through a developer interface. Third parties must limit collection, use and retention to what is reasonably necessary for the product the consumer requested. The largest providers must comply by {deadline}.",
    summary:
      "Banks and other data providers must share consumer financial data free through developer interfaces, and third parties must limit its use; the largest comply by {deadline}.",
    months: 18,
  },
  {
    category: "Financial Services",
    jurisdiction: "Singapore",
    source: MAS,
    slug: "digital-token-service-providers-licensing",
    title:
      "MAS sets out licensing regime for digital token service providers serving overseas customers",
    content:
      "Singapore-incorporated entities that provide digital token services only to customers outside Singapore must be licensed under the Financial Services and Markets Act. MAS has said that it will generally not grant such licences. Affected firms must cease those services by {deadline}.",
    summary:
      "Singapore firms offering digital token services only overseas need a licence MAS will rarely grant, and must stop those services by {deadline}.",
    months: 1,
  },
  {
    category: "Financial Services",
    jurisdiction: "India",
    source: "Reserve Bank of India: Notifications",
    slug: "digital-lending-directions-consolidated",
    title: "RBI issues consolidated directions on digital lending",
    topic: "the RBI's digital lending directions",
    content:
      "The Reserve Bank of India has consolidated its directions on digital lending, requiring regulated entities to disburse and collect loans directly through borrowers' bank accounts and to give a key fact statement before a loan is executed. Regulated entities must report every digital lending app they use to the central database. The reporting requirements apply from {deadline}.",
    summary:
      "Indian lenders must route digital loans through borrowers' accounts, give key fact statements and report their lending apps to a central database from {deadline}.",
    months: 3,
  },
  {
    category: "Financial Services",
    jurisdiction: "Australia",
    source: "Reserve Bank of Australia: Media Releases",
    slug: "review-of-merchant-card-payment-costs-conclusions",
    title: "Reserve Bank concludes review of card surcharging and interchange fees",
    topic: "the RBA's card surcharging ban",
    content:
      "The Reserve Bank has decided to remove surcharges on eftpos, Mastercard and Visa debit and credit cards and to lower interchange fee caps for consumer cards. Merchants will no longer be permitted to surcharge payments on these networks, and acquirers must publish their costs of acceptance. The changes take effect on {deadline}.",
    summary:
      "Surcharges on eftpos, Mastercard and Visa cards will be banned and interchange caps lowered from {deadline}; acquirers must publish acceptance costs.",
    months: 12,
  },
  {
    category: "Financial Services",
    jurisdiction: "Canada",
    source: "Canada Gazette Part I",
    slug: "consumer-driven-banking-regulations-proposed",
    title: "Proposed regulations for the consumer-driven banking framework",
    topic: "Canada's consumer-driven banking framework",
    content:
      "The proposed regulations set out which banks and credit unions must participate in the consumer-driven banking framework, the data that must be shared at a consumer's direction and the accreditation requirements for third-party providers. The largest banks would have to begin sharing data by {deadline}. Comments may be submitted within 60 days.",
    summary:
      "Canada proposes open banking rules on participation, shareable data and third-party accreditation; the largest banks would share data by {deadline}.",
    months: 18,
  },

  // General
  {
    category: "General",
    jurisdiction: "United Kingdom",
    source: "UK Parliament: All Bills",
    slug: "kings-speech-legislative-programme",
    title: "King's Speech sets out the legislative programme for the new session",
    content:
      "The Government has published the bills it intends to introduce in the new parliamentary session, covering planning and infrastructure, employment rights, cyber security and resilience, and the regulation of water companies. Most bills will begin in the House of Commons. Draft texts are expected in the coming weeks.",
    summary:
      "The King's Speech lists bills on planning, employment rights, cyber resilience and water regulation for the new parliamentary session.",
  },
  {
    category: "General",
    jurisdiction: "United States (Federal)",
    source: "GovInfo: Congressional Bills",
    slug: "administrative-procedure-modernization-act",
    title: "Bill introduced to modernise the Administrative Procedure Act",
    content:
      "The bill would require agencies to publish a plain-language summary with every proposed rule, hold public hearings on rules with an annual effect of $100 million or more and consider reasonable alternatives identified by commenters. It has been referred to the committee of jurisdiction.",
    summary:
      "A House bill would require plain-language rule summaries, hearings on major rules and consideration of commenters' alternatives.",
  },
  {
    category: "General",
    jurisdiction: "Canada",
    source: "Canada Gazette Part I",
    slug: "statutes-repeal-act-annual-list",
    title: "Statutes Repeal Act: annual list of provisions not yet in force",
    topic: "the annual Statutes Repeal Act list",
    content:
      "Under the Statutes Repeal Act, Acts and provisions that have not come into force within nine years of royal assent are repealed on 31 December unless either House resolves to defer the repeal. The annual report lists the affected provisions. Departments must seek a deferral resolution by {deadline} for any provision they intend to keep.",
    summary:
      "Provisions not in force nine years after royal assent will be repealed unless Parliament defers them; departments must seek deferral by {deadline}.",
    months: 4,
  },
  {
    category: "General",
    jurisdiction: "European Union",
    source: "European Parliament: Press Releases",
    slug: "parliament-position-omnibus-simplification",
    title: "Parliament adopts position on simplification omnibus to reduce reporting burdens",
    content:
      "Members of the European Parliament have approved their negotiating position on the first omnibus simplification package, which narrows the scope of sustainability reporting and due diligence requirements to the largest companies. Negotiations with the Council will now begin, with the aim of reaching agreement by {deadline}.",
    summary:
      "MEPs back narrowing sustainability reporting and due diligence duties to the largest companies; talks with the Council aim to conclude by {deadline}.",
    months: 3,
  },
  {
    category: "General",
    jurisdiction: "European Union",
    source: "Covington Global Policy Watch",
    slug: "council-adopts-new-package-of-restrictive-measures",
    title: "Council adopts new package of restrictive measures against Russia",
    content:
      "The package adds further individuals and entities to the asset-freeze list, lowers the price cap on Russian crude oil and extends transaction bans to additional banks and third-country entities. EU operators must screen counterparties against the updated lists immediately. Contracts affected by the new bans must be wound down by {deadline}.",
    summary:
      "New EU sanctions add listings, lower the oil price cap and extend bank transaction bans; affected contracts must be wound down by {deadline}.",
    months: 3,
  },
  {
    category: "General",
    jurisdiction: "Singapore",
    source: "Singapore Statutes Online: New Legislation",
    slug: "revised-edition-subsidiary-legislation",
    title: "Revised Edition of subsidiary legislation comes into operation",
    topic: "the Revised Edition of Singapore's subsidiary legislation",
    content:
      "The Revised Edition consolidates amendments to subsidiary legislation made since the previous edition and updates cross-references to the 2020 Revised Edition of the Acts. The substance of the legislation is unchanged. Practitioners should cite the revised edition from {deadline}.",
    summary:
      "Singapore's consolidated Revised Edition of subsidiary legislation should be cited from {deadline}; its substance is unchanged.",
    months: 2,
  },
  {
    category: "General",
    jurisdiction: "Italy",
    source: "Gazzetta Ufficiale: Serie Generale",
    slug: "legge-annuale-semplificazione",
    title: "Annual simplification law published in the Gazzetta Ufficiale",
    topic: "Italy's annual simplification law",
    content:
      "The annual simplification law delegates the Government to reorganise and simplify administrative procedures in areas including business start-ups, public procurement and digital services, and introduces a yearly review of the stock of regulation. Legislative decrees implementing the delegations must be adopted by {deadline}.",
    summary:
      "Italy's simplification law delegates the Government to streamline procedures for business, procurement and digital services, with decrees due by {deadline}.",
    months: 24,
  },
  {
    category: "General",
    jurisdiction: "India",
    source: "Press Information Bureau: Releases",
    slug: "jan-vishwas-amendment-bill-decriminalisation",
    title: "Jan Vishwas (Amendment of Provisions) Bill decriminalises minor offences",
    content:
      "The Bill amends central laws to decriminalise or rationalise penalties for minor, technical and procedural offences, replacing imprisonment with monetary penalties and introducing automatic revision of fines. Businesses would face civil adjudication instead of criminal prosecution for many compliance lapses.",
    summary:
      "India's Jan Vishwas Bill replaces imprisonment with fines for many minor compliance offences and introduces civil adjudication.",
  },
  {
    category: "General",
    jurisdiction: "France",
    source: "Vie publique: Actualités",
    slug: "loi-simplification-vie-economique",
    title: "Law on simplifying economic life: what changes for businesses",
    topic: "the French law on simplifying economic life",
    content:
      "The law removes or merges a number of administrative forms and consultative bodies, simplifies public procurement for small businesses and makes it easier to challenge decisions of the administration. Several measures require implementing decrees, the first of which are expected by {deadline}.",
    summary:
      "France's simplification law cuts forms and bodies, eases procurement for small firms and strengthens challenges to administrative decisions; first decrees by {deadline}.",
    months: 6,
  },
  {
    category: "General",
    jurisdiction: "Japan",
    source: "Prime Minister's Office of Japan",
    slug: "regulatory-reform-implementation-plan",
    title: "Cabinet adopts the regulatory reform implementation plan",
    topic: "Japan's regulatory reform implementation plan",
    content:
      "The Cabinet has adopted its annual regulatory reform implementation plan, listing the measures each ministry must take, including remote and digital procedures, revised business licensing requirements and wider use of electronic signatures. Ministries must report progress on each measure by {deadline}.",
    summary:
      "Japan's regulatory reform plan commits ministries to digital procedures, simpler licensing and e-signatures, with progress reports due by {deadline}.",
    months: 12,
  },

  // Healthcare
  {
    category: "Healthcare",
    jurisdiction: "United States (Federal)",
    source: "Federal Register: Final Rules",
    slug: "interoperability-and-prior-authorization",
    title: "CMS finalises interoperability and prior authorisation rule",
    topic: "the CMS prior authorisation API requirements",
    content:
      "The rule requires Medicare Advantage organisations, Medicaid and CHIP programmes and qualified health plan issuers to implement application programming interfaces that support electronic prior authorisation. Payers must decide standard requests within seven calendar days and expedited requests within 72 hours, and publicly report prior authorisation metrics. The APIs must be in place by {deadline}.",
    summary:
      "Government-program payers must support electronic prior authorisation through APIs, decide requests within 7 days or 72 hours and publish metrics; APIs are due by {deadline}.",
    months: 24,
  },
  {
    category: "Healthcare",
    jurisdiction: "United States (Federal)",
    source: "Federal Register: Proposed Rules",
    slug: "front-of-package-nutrition-labeling",
    title: "FDA proposes rule requiring front-of-package nutrition labelling",
    topic: "the proposed front-of-package nutrition labelling rule",
    content:
      "The proposed rule would require most packaged foods to carry a Nutrition Info box on the front of the package showing whether the product is low, medium or high in saturated fat, sodium and added sugars. Manufacturers with annual food sales of $10 million or more would have three years after the final rule to comply. Comments are due by {deadline}.",
    summary:
      "FDA proposes a front-of-package box rating saturated fat, sodium and added sugars as low, medium or high; comments are due by {deadline}.",
    months: 4,
  },
  {
    category: "Healthcare",
    jurisdiction: "European Union",
    source: "EUR-Lex: Parliament and Council Legislation",
    slug: "european-health-data-space-regulation",
    title: "European Health Data Space Regulation enters into force",
    topic: "the European Health Data Space Regulation",
    content:
      "The Regulation gives patients electronic access to their health data across the EU and creates a framework for the secondary use of health data for research, innovation and policy-making. Manufacturers of electronic health record systems must meet essential requirements for interoperability and logging. The first priority categories of data must be exchangeable by {deadline}.",
    summary:
      "The EHDS gives patients cross-border access to health data, sets rules for secondary use and binds EHR system makers; priority data must be exchangeable by {deadline}.",
    months: 48,
  },
  {
    category: "Healthcare",
    jurisdiction: "United Kingdom",
    source: "legislation.gov.uk: New Legislation",
    slug: "medical-devices-post-market-surveillance-regulations",
    title: "Medical Devices (Post-market Surveillance Requirements) Regulations made",
    topic: "the medical device post-market surveillance requirements",
    content:
      "Manufacturers of medical devices placed on the Great Britain market must operate a proportionate post-market surveillance system, report serious incidents within 15 days and prepare periodic safety update reports. Field safety corrective actions must be notified promptly to the MHRA. The requirements apply to all devices on the market from {deadline}.",
    summary:
      "Device manufacturers in Great Britain must run post-market surveillance, report serious incidents within 15 days and prepare safety reports from {deadline}.",
    months: 9,
  },
  {
    category: "Healthcare",
    jurisdiction: "Texas",
    source: "Texas Legislature Online: Senate Bills Filed",
    slug: "electronic-health-records-storage-united-states",
    title: "Senate bill requires electronic health records to be stored in the United States",
    topic: "the Texas health record storage and AI disclosure requirements",
    content:
      "The bill requires covered entities that create or maintain electronic health records to store them physically within the United States or its territories. Practitioners who use artificial intelligence for diagnostic purposes would have to disclose that use to patients. Providers would have to meet the storage requirement by {deadline}.",
    summary:
      "A Texas bill would require electronic health records to be stored in the United States and AI diagnostic use to be disclosed, with storage compliance by {deadline}.",
    months: 12,
  },
  {
    category: "Healthcare",
    jurisdiction: "Germany",
    source: "Deutscher Bundestag: heute im bundestag",
    slug: "krankenhausversorgungsverbesserungsgesetz",
    title: "Hospital Care Improvement Act restructures hospital financing",
    topic: "the German hospital service group reform",
    content:
      "The act restructures hospital financing around 65 service groups with quality criteria and introduces a reserve budget that covers 60 percent of operating costs regardless of case volume. Hospitals must meet the quality criteria of each service group they wish to provide. The federal states must assign service groups to hospitals by {deadline}.",
    summary:
      "German hospital financing moves to 65 service groups with quality criteria and a 60 percent reserve budget; states assign service groups by {deadline}.",
    months: 24,
  },
  {
    category: "Healthcare",
    jurisdiction: "Canada",
    source: "Canada Gazette Part II",
    slug: "natural-health-products-labelling-amendments",
    title: "Natural health products labelling regulations amended",
    topic: "the new natural health product labelling rules",
    content:
      "The amendments require natural health products to display a product facts table, allergen and priority food ingredient information and contact details in a clear format consistent with non-prescription drugs. Products sold in Canada must carry the new labelling by {deadline}.",
    summary:
      "Natural health products sold in Canada must display a product facts table, allergen information and contact details by {deadline}.",
    months: 36,
  },
  {
    category: "Healthcare",
    jurisdiction: "India",
    source: "Press Information Bureau: Releases",
    slug: "revised-schedule-m-good-manufacturing-practices",
    title: "Revised Schedule M good manufacturing practices apply to pharmaceutical manufacturers",
    topic: "the revised Schedule M good manufacturing practices",
    content:
      "The revised Schedule M requires pharmaceutical manufacturers to implement a pharmaceutical quality system, quality risk management, product quality reviews and validated computerised systems in line with WHO good manufacturing practice. Micro, small and medium manufacturers that applied for an extension must comply by {deadline}.",
    summary:
      "Indian drug makers must meet WHO-aligned good manufacturing practice under revised Schedule M; smaller manufacturers with extensions comply by {deadline}.",
    months: 6,
  },
  {
    category: "Healthcare",
    jurisdiction: "New Zealand",
    source: "Beehive: Government Releases",
    slug: "medicines-bill-faster-access-overseas-approvals",
    title: "Bill introduced to speed up access to medicines through overseas approvals",
    topic: "the new medicines approval pathway",
    content:
      "The Government has introduced a bill to replace the Medicines Act 1981 with a modern regime that recognises approvals by trusted overseas regulators. Sponsors of medicines approved by two recognised overseas regulators would receive a decision within 30 working days. The new pathway is expected to be available from {deadline}.",
    summary:
      "New Zealand plans to recognise overseas medicine approvals, with decisions within 30 working days, through a pathway expected from {deadline}.",
    months: 12,
  },

  // Manufacturing & Industrial
  {
    category: "Manufacturing & Industrial",
    jurisdiction: "European Union",
    source: "EUR-Lex: Parliament and Council Legislation",
    slug: "machinery-regulation",
    title: "Machinery Regulation replaces the Machinery Directive",
    topic: "the EU Machinery Regulation",
    content:
      "The Machinery Regulation updates the essential health and safety requirements for machinery, including autonomous mobile machinery and products with self-evolving behaviour, and requires third-party conformity assessment for certain high-risk categories. Manufacturers may supply instructions in digital form. The Regulation applies from {deadline}.",
    summary:
      "The Machinery Regulation updates safety requirements for autonomous and self-evolving machinery and mandates third-party checks for high-risk categories from {deadline}.",
    months: 30,
  },
  {
    category: "Manufacturing & Industrial",
    jurisdiction: "European Union",
    source: "EUR-Lex: Parliament and Council Legislation",
    slug: "ecodesign-sustainable-products-regulation-unsold-goods",
    title: "Ecodesign for Sustainable Products Regulation bans destruction of unsold textiles",
    topic: "the ESPR ban on destroying unsold textiles and footwear",
    content:
      "Large enterprises will be prohibited from destroying unsold apparel, clothing accessories and footwear, and must disclose each year the number and weight of unsold consumer products they discard and why. Medium-sized enterprises will follow later. The destruction ban applies to large enterprises from {deadline}.",
    summary:
      "Large EU companies may not destroy unsold clothing and footwear from {deadline} and must report annually on discarded unsold products.",
    months: 24,
  },
  {
    category: "Manufacturing & Industrial",
    jurisdiction: "United States (Federal)",
    source: "Federal Register: Final Rules",
    slug: "export-controls-semiconductor-manufacturing-items",
    title: "BIS expands export controls on advanced semiconductor manufacturing items",
    content:
      "The Bureau of Industry and Security has amended the Export Administration Regulations to control additional semiconductor manufacturing equipment and software and to expand the foreign direct product rules. Exporters must obtain a licence for covered items destined for listed countries. Shipments already en route may proceed until {deadline}.",
    summary:
      "New US export controls cover more chipmaking equipment and software and expand foreign direct product rules; shipments en route may proceed until {deadline}.",
    months: 1,
  },
  {
    category: "Manufacturing & Industrial",
    jurisdiction: "United Kingdom",
    source: "legislation.gov.uk: New UK Public General Acts",
    slug: "product-regulation-and-metrology-act",
    title: "Product Regulation and Metrology Act receives Royal Assent",
    topic: "the product safety regulations under the Product Regulation and Metrology Act",
    content:
      "The Act gives ministers powers to update product safety and metrology rules, including continued recognition of CE marking, and allows new duties to be placed on online marketplaces to prevent the sale of unsafe products. The first regulations setting out marketplace duties are expected by {deadline}.",
    summary:
      "The Act lets ministers update product safety rules, keep recognising CE marking and impose duties on online marketplaces, with first regulations expected by {deadline}.",
    months: 9,
  },
  {
    category: "Manufacturing & Industrial",
    jurisdiction: "Germany",
    source: "Bundesgesetzblatt Teil I",
    slug: "aenderung-lieferkettensorgfaltspflichtengesetz",
    title: "Amendment removes reporting obligation under the Supply Chain Due Diligence Act",
    topic: "the amended Supply Chain Due Diligence Act",
    content:
      "The amendment removes the obligation to submit an annual report under the Supply Chain Due Diligence Act and limits fines to serious breaches, pending transposition of the EU due diligence directive. Companies must continue to carry out risk analyses and maintain a complaints procedure. The changes apply from {deadline}.",
    summary:
      "German companies no longer file annual supply chain reports and face fines only for serious breaches from {deadline}, but must keep risk analyses and complaints procedures.",
    months: 2,
  },
  {
    category: "Manufacturing & Industrial",
    jurisdiction: "Japan",
    source: "Ministry of Finance Japan: News",
    slug: "customs-tariff-act-temporary-rates-extension",
    title: "Customs Tariff Act amendments extend temporary duty rates on industrial inputs",
    topic: "Japan's extended temporary tariff rates",
    content:
      "The amendments extend temporary tariff rates on around 400 items, including industrial raw materials and components, and revise the special rates under the generalised system of preferences. Importers should update their duty calculations for goods declared on or after {deadline}.",
    summary:
      "Japan extends temporary tariff rates on about 400 industrial inputs and revises preferential rates for goods declared from {deadline}.",
    months: 2,
  },
  {
    category: "Manufacturing & Industrial",
    jurisdiction: "Canada",
    source: "Canada Gazette Part I",
    slug: "pfas-firefighting-foams-regulations-proposed",
    title: "Proposed regulations restrict PFAS in firefighting foams",
    topic: "the PFAS firefighting foam prohibitions",
    content:
      "The proposed regulations would prohibit the manufacture, import, sale and use of firefighting foams containing per- and polyfluoroalkyl substances, with time-limited exemptions for certain industrial uses. Manufacturers and importers would have to report quantities and label existing stocks. Most prohibitions would take effect on {deadline}.",
    summary:
      "Canada proposes banning PFAS firefighting foams, with limited industrial exemptions and reporting duties; most bans would apply from {deadline}.",
    months: 18,
  },
  {
    category: "Manufacturing & Industrial",
    jurisdiction: "Texas",
    source: "Texas Register",
    slug: "tceq-concrete-batch-plant-standard-permit",
    title: "TCEQ adopts revised air quality standard permit for concrete batch plants",
    topic: "the revised TCEQ standard permit for concrete batch plants",
    content:
      "The Texas Commission on Environmental Quality has amended the air quality standard permit for concrete batch plants, increasing the minimum distance between stockpiles and property lines and requiring additional dust suppression. Existing plants must meet the new requirements at their next permit renewal or by {deadline}, whichever is earlier.",
    summary:
      "Texas concrete batch plants face larger setbacks and more dust suppression, applying at renewal or by {deadline} at the latest.",
    months: 24,
  },
  {
    category: "Manufacturing & Industrial",
    jurisdiction: "Singapore",
    source: "Ministry of Trade and Industry: News",
    slug: "strategic-goods-control-order-amendments",
    title: "Strategic Goods (Control) Order amended to update controlled items",
    topic: "the updated strategic goods control list",
    content:
      "The amendments update the list of strategic goods and technologies subject to export, transhipment and brokering controls to align with the latest international control lists, adding semiconductor and quantum items. Companies must hold the appropriate permit for newly controlled items from {deadline}.",
    summary:
      "Singapore adds semiconductor and quantum items to its strategic goods controls; permits are required for newly controlled items from {deadline}.",
    months: 2,
  },

  // Public Sector & Government
  {
    category: "Public Sector & Government",
    jurisdiction: "United States (Federal)",
    source: "GovInfo: Public and Private Laws",
    slug: "continuing-appropriations-extensions-act",
    title: "Continuing Appropriations and Extensions Act becomes law",
    content:
      "The law provides continuing appropriations for federal agencies and extends several expiring programmes and authorities, including flood insurance and certain health care extenders, at current rates. Agencies will operate under the continuing resolution until {deadline} unless full-year appropriations are enacted.",
    summary:
      "A continuing resolution funds federal agencies at current rates and extends expiring programmes until {deadline}.",
    months: 2,
  },
  {
    category: "Public Sector & Government",
    jurisdiction: "United States (Federal)",
    source: "Federal Register: Final Rules",
    slug: "guidance-for-federal-financial-assistance",
    title: "OMB revises the Uniform Guidance for federal financial assistance",
    topic: "the revised Uniform Guidance for federal grants",
    content:
      "The Office of Management and Budget has revised the Uniform Guidance, raising the single audit threshold to $1,000,000, the de minimis indirect cost rate to 15 percent and the equipment threshold to $10,000. Federal agencies must apply the revised rules to awards made on or after {deadline}.",
    summary:
      "OMB raises the single audit threshold to $1 million, the de minimis indirect rate to 15 percent and the equipment threshold to $10,000 for awards from {deadline}.",
    months: 6,
  },
  {
    category: "Public Sector & Government",
    jurisdiction: "United Kingdom",
    source: "legislation.gov.uk: New Legislation",
    slug: "procurement-act-commencement-regulations",
    title: "Procurement Act 2023 (Commencement) Regulations bring new regime into force",
    topic: "the Procurement Act 2023 regime",
    content:
      "The Procurement Act 2023 replaces the previous public procurement regulations with a single regime based on a competitive flexible procedure, a central digital platform and new transparency notices. Contracting authorities expecting to spend more than £100 million in the coming year must publish a pipeline notice. Procurements started on or after {deadline} are covered.",
    summary:
      "The Procurement Act 2023 regime, with flexible procedures, a central platform and pipeline notices, covers procurements started from {deadline}.",
    months: 4,
  },
  {
    category: "Public Sector & Government",
    jurisdiction: "European Union",
    source: "EUR-Lex: Commission Proposals",
    slug: "revision-public-procurement-directives",
    title: "Commission proposes revision of the public procurement directives",
    content:
      "The Commission has proposed revising the public procurement directives to simplify procedures, raise thresholds and introduce a European preference for strategic sectors. The feedback period on the proposal runs until {deadline}.",
    summary:
      "The Commission proposes simpler EU procurement procedures, higher thresholds and a European preference in strategic sectors; feedback closes {deadline}.",
    months: 2,
  },
  {
    category: "Public Sector & Government",
    jurisdiction: "California",
    source: "California Governor: Newsroom",
    slug: "executive-order-generative-ai-state-agencies",
    title: "Executive order directs state agencies to assess generative AI procurement and use",
    topic: "the state agency generative AI risk assessments",
    content:
      "The executive order directs state agencies to develop guidelines for procuring and using generative artificial intelligence, including risk assessments for high-risk uses, and to run pilot projects that improve public services. Agencies must complete their initial risk assessments by {deadline}.",
    summary:
      "California agencies must set generative AI procurement guidelines, assess high-risk uses and pilot projects, completing initial risk assessments by {deadline}.",
    months: 6,
  },
  {
    category: "Public Sector & Government",
    jurisdiction: "Australia",
    source: "Parliament of Australia: Bills",
    slug: "administrative-review-tribunal-bill",
    title: "Administrative Review Tribunal replaces the Administrative Appeals Tribunal",
    topic: "the transition to the Administrative Review Tribunal",
    content:
      "The Administrative Review Tribunal Act establishes a new federal tribunal to replace the Administrative Appeals Tribunal, with merit-based appointments and a guidance and appeals panel for matters of significance. Agencies must update decision letters and review rights information to refer to the new tribunal from {deadline}.",
    summary:
      "A new Administrative Review Tribunal replaces the AAT; agencies must update decision letters and review rights information from {deadline}.",
    months: 5,
  },
  {
    category: "Public Sector & Government",
    jurisdiction: "New Zealand",
    source: "Beehive: Government Releases",
    slug: "public-service-amendment-bill",
    title: "Public Service Amendment Bill refocuses the public service on delivery",
    topic: "the Public Service Amendment Bill reporting duties",
    content:
      "The bill amends the Public Service Act 2020 to require chief executives to focus on efficient delivery, clarifies that public servants must be politically neutral and strengthens the Public Service Commissioner's oversight of workforce numbers. Departments must report on workforce and spending targets by {deadline}.",
    summary:
      "New Zealand's public service reform stresses efficient delivery and political neutrality; departments report on workforce and spending targets by {deadline}.",
    months: 9,
  },
  {
    category: "Public Sector & Government",
    jurisdiction: "Italy",
    source: "Gazzetta Ufficiale: Serie Generale",
    slug: "decreto-correttivo-codice-contratti-pubblici",
    title: "Corrective decree amends the Public Contracts Code",
    topic: "the corrected Public Contracts Code",
    content:
      "The corrective legislative decree amends the Public Contracts Code in areas including price revision clauses, the digitalisation of procurement and the qualification of contracting authorities. Contracting authorities must apply the amended provisions to procedures launched after {deadline}.",
    summary:
      "Italy's corrective decree revises price revision, digital procurement and qualification rules for procedures launched after {deadline}.",
    months: 1,
  },

  // Retail & Consumer Goods
  {
    category: "Retail & Consumer Goods",
    jurisdiction: "United States (Federal)",
    source: "Federal Register: Final Rules",
    slug: "trade-regulation-rule-consumer-reviews-testimonials",
    title: "FTC final rule bans fake reviews and testimonials",
    topic: "the FTC rule on consumer reviews and testimonials",
    content:
      "The rule prohibits businesses from buying, selling or disseminating fake consumer reviews and testimonials, including those generated by artificial intelligence, from suppressing negative reviews and from buying fake social media indicators. Each knowing violation can lead to civil penalties. The rule takes effect on {deadline}.",
    summary:
      "The FTC bans fake and AI-generated reviews, review suppression and fake social media indicators, with civil penalties, from {deadline}.",
    months: 2,
  },
  {
    category: "Retail & Consumer Goods",
    jurisdiction: "United States (Federal)",
    source: FTC,
    slug: "ftc-rule-unfair-deceptive-fees",
    title: "FTC rule requires all-in pricing for live-event tickets and short-term lodging",
    topic: "the FTC all-in pricing rule",
    content:
      "The rule requires businesses selling live-event tickets or short-term lodging to display the total price, including all mandatory fees, whenever they advertise a price. Businesses must disclose the nature and amount of any fee before the consumer consents to pay. Businesses must comply by {deadline}.",
    summary:
      "Ticket sellers and short-term lodging businesses must show all-in prices including mandatory fees, complying by {deadline}.",
    months: 5,
  },
  {
    category: "Retail & Consumer Goods",
    jurisdiction: "European Union",
    source: "EUR-Lex: Parliament and Council Legislation",
    slug: "right-to-repair-directive",
    title: "Right to repair directive adopted",
    topic: "the EU right to repair rules",
    content:
      "The directive obliges manufacturers of goods such as washing machines, vacuum cleaners and smartphones to repair them at a reasonable price after the legal guarantee has expired. Manufacturers may not use hardware or software techniques that impede independent repair. Member States must transpose the directive by {deadline}.",
    summary:
      "Manufacturers must offer reasonably priced repairs after the guarantee and may not block independent repair; transposition is due by {deadline}.",
    months: 24,
  },
  {
    category: "Retail & Consumer Goods",
    jurisdiction: "United Kingdom",
    source: "legislation.gov.uk: New Legislation",
    slug: "subscription-contracts-regulations",
    title: "Subscription contract regulations made under the DMCC Act",
    topic: "the DMCC Act subscription contract rules",
    content:
      "The regulations require traders to give clear pre-contract information, send reminder notices before renewals and before free trials end, and let consumers exit in a straightforward, cost-effective and timely way. The rules apply to contracts entered into or renewed on or after {deadline}.",
    summary:
      "UK subscription traders must give clear information, send renewal and trial reminders and allow easy exit for contracts from {deadline}.",
    months: 9,
  },
  {
    category: "Retail & Consumer Goods",
    jurisdiction: "California",
    source: "California Attorney General: Press Releases",
    slug: "attorney-general-guidance-honest-pricing-law",
    title: "Attorney General issues guidance on California's hidden fees law",
    content:
      "The guidance explains that the advertised price of a good or service must include all mandatory fees and charges other than government taxes and reasonable shipping costs. Restaurants and delivery platforms that add service charges must include them in menu prices. The Attorney General will begin targeted enforcement after {deadline}.",
    summary:
      "California's hidden fees law requires advertised prices to include all mandatory fees, including restaurant service charges, with targeted enforcement after {deadline}.",
    months: 2,
  },
  {
    category: "Retail & Consumer Goods",
    jurisdiction: "Canada",
    source: "Canada Gazette Part II",
    slug: "single-use-plastics-prohibition-export",
    title: "Single-use Plastics Prohibition Regulations: export ban takes effect",
    topic: "the single-use plastics export ban",
    content:
      "The prohibition on the manufacture, import and sale of checkout bags, cutlery, foodservice ware, stir sticks and straws made from single-use plastics extends to their manufacture and import for export. Businesses must ensure that no regulated items are manufactured or imported for export after {deadline}.",
    summary:
      "Canada's single-use plastics ban extends to manufacture and import for export of bags, cutlery, foodservice ware, stir sticks and straws after {deadline}.",
    months: 6,
  },
  {
    category: "Retail & Consumer Goods",
    jurisdiction: "Australia",
    source: ACCC,
    slug: "unfair-trading-practices-exposure-draft",
    title: "Exposure draft legislation to prohibit unfair trading practices released",
    topic: "the proposed unfair trading practices prohibition",
    content:
      "The Government has released exposure draft legislation introducing a general prohibition on unfair trading practices, including subscription traps, drip pricing and manipulative online design. Businesses that engage in these practices would face penalties of up to $50 million. Submissions on the draft close on {deadline}.",
    summary:
      "Draft laws would ban unfair trading practices such as subscription traps and drip pricing, with penalties up to $50 million; submissions close {deadline}.",
    months: 2,
  },
  {
    category: "Retail & Consumer Goods",
    jurisdiction: "France",
    source: "Vie publique: Actualités",
    slug: "loi-impact-environnemental-industrie-textile",
    title: "Anti-fast-fashion law introduces an environmental penalty on ultra-fast fashion",
    topic: "the French ultra-fast fashion rules",
    content:
      "The law defines ultra-fast fashion by the volume of new products placed on the market, requires sellers to display the environmental impact of their products and introduces a progressively rising environmental penalty on each item sold. Advertising of ultra-fast fashion products is banned from {deadline}.",
    summary:
      "France targets ultra-fast fashion with impact labelling and a rising per-item environmental penalty, and bans its advertising from {deadline}.",
    months: 6,
  },
  {
    category: "Retail & Consumer Goods",
    jurisdiction: "New York",
    source: "New York Governor: News",
    slug: "algorithmic-pricing-disclosure-act",
    title: "Algorithmic Pricing Disclosure Act requires notice of personalised prices",
    topic: "New York's algorithmic pricing disclosure requirement",
    content:
      "Businesses that set prices with algorithms using consumers' personal data must display a clear disclosure that the price was set by an algorithm using personal data. The Attorney General may seek civil penalties of up to $1,000 per violation. Businesses must display the disclosure from {deadline}.",
    summary:
      "New York businesses using personal data to set prices algorithmically must disclose it next to the price from {deadline}, with penalties up to $1,000 per violation.",
    months: 4,
  },

  // IT & Technology
  {
    category: "IT & Technology",
    jurisdiction: "European Union",
    source: "EUR-Lex: Parliament and Council Legislation",
    slug: "ai-act-general-purpose-ai-obligations",
    title: "AI Act: obligations for providers of general-purpose AI models apply",
    topic: "the AI Act obligations for general-purpose AI models",
    content:
      "Providers of general-purpose AI models placed on the EU market must maintain technical documentation, publish a sufficiently detailed summary of training content and put in place a policy to comply with EU copyright law. Providers of models with systemic risk must also assess and mitigate those risks and report serious incidents to the AI Office. Models already on the market must comply by {deadline}.",
    summary:
      "General-purpose AI providers must document models, summarise training content and respect copyright, with extra duties for systemic-risk models; existing models comply by {deadline}.",
    months: 24,
  },
  {
    category: "IT & Technology",
    jurisdiction: "European Union",
    source: "Covington Inside Privacy",
    slug: "eu-data-act-becomes-applicable",
    title: "EU Data Act becomes applicable: what connected-product manufacturers must do",
    topic: "the Data Act design obligations for connected products",
    content:
      "The Data Act gives users of connected products and related services the right to access and share the data their use generates. Manufacturers must design new connected products so that data is accessible by default, and data-sharing terms imposed on SMEs are subject to an unfairness test. The design obligation applies to products placed on the market after {deadline}.",
    summary:
      "Users gain rights to data from connected products; manufacturers must make data accessible by design for products placed on the market after {deadline}.",
    months: 12,
  },
  {
    category: "IT & Technology",
    jurisdiction: "Texas",
    source: "Texas Legislature Online: House Bills Filed",
    slug: "texas-responsible-ai-governance-act",
    title: "Texas Responsible Artificial Intelligence Governance Act filed",
    topic: "the Texas Responsible Artificial Intelligence Governance Act",
    content:
      "The bill would prohibit developing or deploying artificial intelligence systems intended to manipulate people into self-harm, to produce unlawful deepfakes or to discriminate against protected classes. Government agencies would have to disclose when consumers interact with an AI system, and a regulatory sandbox would be created. If enacted, the Act would take effect on {deadline}.",
    summary:
      "A Texas bill would ban manipulative, discriminatory and deepfake AI uses, require agency AI disclosures and create a sandbox, taking effect {deadline}.",
    months: 12,
  },
  {
    category: "IT & Technology",
    jurisdiction: "California",
    source: "California Governor: Newsroom",
    slug: "governor-signs-frontier-ai-transparency-law",
    title: "Governor signs frontier AI transparency law",
    topic: "California's frontier AI transparency requirements",
    content:
      "Large developers of frontier artificial intelligence models must publish a framework describing how they assess and mitigate catastrophic risks and release transparency reports when deploying new models. Critical safety incidents must be reported to the Office of Emergency Services within 15 days, and whistleblowers are protected. Developers must publish their first frameworks by {deadline}.",
    summary:
      "Frontier AI developers must publish risk frameworks and transparency reports and report critical incidents within 15 days; first frameworks are due by {deadline}.",
    months: 3,
  },
  {
    category: "IT & Technology",
    jurisdiction: "Japan",
    source: "Prime Minister's Office of Japan",
    slug: "ai-promotion-act-enacted",
    title: "Act on the Promotion of AI-Related Technologies enacted",
    topic: "Japan's basic AI plan",
    content:
      "The Act establishes an AI Strategy Headquarters within the Cabinet and requires the government to adopt a basic AI plan. Businesses are expected to cooperate with government measures, and the government may investigate and publish information about misuse of AI that infringes rights. The basic plan is due by {deadline}.",
    summary:
      "Japan's AI Promotion Act creates an AI Strategy Headquarters and allows investigations into rights-infringing AI misuse; a basic AI plan is due by {deadline}.",
    months: 6,
  },
  {
    category: "IT & Technology",
    jurisdiction: "United Kingdom",
    source: "legislation.gov.uk: New Legislation",
    slug: "product-security-connectable-products-regulations",
    title: "Product security regulations set requirements for consumer connectable products",
    topic: "the UK security requirements for connectable products",
    content:
      "Manufacturers, importers and distributors of consumer connectable products must ensure that products do not use universal default passwords and must publish how security vulnerabilities can be reported. Manufacturers must also state the minimum period for which security updates will be provided. Products made available in the UK must meet the requirements from {deadline}.",
    summary:
      "Connectable products sold in the UK must avoid default passwords, offer vulnerability reporting and state their security update period from {deadline}.",
    months: 12,
  },
  {
    category: "IT & Technology",
    jurisdiction: "India",
    source: "Press Information Bureau: Releases",
    slug: "it-rules-amendment-synthetically-generated-information",
    title: "IT Rules amended to require labelling of synthetically generated content",
    topic: "the synthetic content labelling rules",
    content:
      "The amendments to the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules require intermediaries that enable the creation of synthetically generated information to label it prominently. Significant social media intermediaries must obtain user declarations and verify them with technical measures. Intermediaries must comply by {deadline}.",
    summary:
      "Indian intermediaries must prominently label AI-generated content, and large platforms must verify user declarations, complying by {deadline}.",
    months: 2,
  },
  {
    category: "IT & Technology",
    jurisdiction: "United States (Federal)",
    source: "Federal Register: Final Rules",
    slug: "securing-ict-supply-chain-connected-vehicles",
    title: "Commerce finalises rule on connected vehicle technology from foreign adversaries",
    topic: "the connected vehicle software prohibitions",
    content:
      "The Bureau of Industry and Security has finalised a rule prohibiting the import and sale of connected vehicles that integrate vehicle connectivity or automated driving system software designed, developed or supplied by persons linked to China or Russia. Manufacturers must submit declarations of conformity. The software prohibitions apply to vehicles for model years beginning after {deadline}.",
    summary:
      "Connected vehicles with connectivity or driving software linked to China or Russia may not be imported or sold for model years after {deadline}; declarations are required.",
    months: 18,
  },
  {
    category: "IT & Technology",
    jurisdiction: "Italy",
    source: "Gazzetta Ufficiale: Serie Generale",
    slug: "legge-intelligenza-artificiale",
    title: "Italy's national artificial intelligence law published in the Gazzetta Ufficiale",
    topic: "Italy's national AI law",
    content:
      "The law complements the EU AI Act with requirements for human oversight of AI used in healthcare, employment and the justice system, and requires parental consent for children under 14 to use AI. It also creates an offence of unlawfully disseminating deepfakes. The Government must adopt implementing decrees by {deadline}.",
    summary:
      "Italy's AI law adds human oversight duties in health, work and justice, parental consent under 14 and a deepfake offence; decrees are due by {deadline}.",
    months: 12,
  },

  // Tax
  {
    category: "Tax",
    jurisdiction: "United Kingdom",
    source: "HM Revenue & Customs: GOV.UK",
    slug: "making-tax-digital-income-tax-sole-traders-landlords",
    title: "Making Tax Digital for Income Tax: sole traders and landlords over £50,000",
    topic: "Making Tax Digital for Income Tax",
    content:
      "Self-employed individuals and landlords with qualifying income above £50,000 must keep digital records and send quarterly updates to HMRC using compatible software, followed by a final declaration after the end of the tax year. Those with income above £30,000 will follow a year later. The first mandated group must join by {deadline}.",
    summary:
      "Sole traders and landlords earning over £50,000 must keep digital records and file quarterly updates with compatible software from {deadline}.",
    months: 12,
  },
  {
    category: "Tax",
    jurisdiction: "United Kingdom",
    source: "HM Revenue & Customs: GOV.UK",
    slug: "multinational-top-up-tax-undertaxed-profits-rule",
    title: "HMRC publishes guidance on the undertaxed profits rule",
    topic: "the multinational top-up tax filing duties",
    content:
      "The guidance covers the undertaxed profits rule, which lets the UK collect top-up tax where a multinational group's profits are taxed below 15 percent in a jurisdiction that has not applied Pillar Two. Groups in scope must register for multinational top-up tax within six months of the end of their first accounting period. Returns must be filed by {deadline}.",
    summary:
      "HMRC explains how the UK collects top-up tax on low-taxed multinational profits; groups must register within six months and file returns by {deadline}.",
    months: 15,
  },
  {
    category: "Tax",
    jurisdiction: "United States (Federal)",
    source: "GovInfo: Public and Private Laws",
    slug: "reconciliation-act-tax-provisions",
    title: "Reconciliation act makes expensing permanent and raises the SALT deduction cap",
    content:
      "The law permanently extends the individual income tax rates enacted in 2017, restores 100 percent bonus depreciation and immediate expensing of domestic research and experimental expenditure, and raises the cap on the state and local tax deduction to $40,000 for most taxpayers. Businesses should review depreciation and research cost elections before filing returns due on {deadline}.",
    summary:
      "The act makes 2017 individual rates permanent, restores full expensing and domestic R&E deductions and raises the SALT cap to $40,000; review elections before {deadline}.",
    months: 8,
  },
  {
    category: "Tax",
    jurisdiction: "United States (Federal)",
    source: "Federal Register: Proposed Rules",
    slug: "corporate-alternative-minimum-tax-proposed-regulations",
    title: "IRS proposes regulations on the corporate alternative minimum tax",
    topic: "the corporate alternative minimum tax regulations",
    content:
      "The proposed regulations explain how corporations determine whether they are subject to the 15 percent corporate alternative minimum tax and how to compute adjusted financial statement income, including for partnerships and consolidated groups. Taxpayers may rely on the proposed rules until final regulations are issued. Comments are due by {deadline}.",
    summary:
      "Proposed IRS rules explain who pays the 15 percent corporate minimum tax and how to compute adjusted financial statement income; comments are due by {deadline}.",
    months: 3,
  },
  {
    category: "Tax",
    jurisdiction: "European Union",
    source: "EUR-Lex: Commission Proposals",
    slug: "dac9-pillar-two-central-filing",
    title: "Commission proposes DAC9 to simplify Pillar Two filing",
    topic: "the DAC9 central filing rules",
    content:
      "The proposal amends the Directive on Administrative Cooperation so that multinational groups can file a single top-up tax information return centrally, with tax authorities exchanging the relevant parts. Member States would have to transpose the amendment by {deadline}.",
    summary:
      "DAC9 would let multinational groups file one Pillar Two information return centrally, shared between authorities; transposition is due by {deadline}.",
    months: 18,
  },
  {
    category: "Tax",
    jurisdiction: "Canada",
    source: "Canada Gazette Part III",
    slug: "fall-economic-statement-implementation-act",
    title: "Royal assent for the Fall Economic Statement Implementation Act",
    topic: "the Fall Economic Statement tax measures",
    content:
      "The Act implements tax measures including the extension of the accelerated investment incentive, changes to the employee ownership trust rules and the Canadian entrepreneurs' incentive. Taxpayers should apply the new rules to taxation years ending after {deadline}.",
    summary:
      "Canada enacts tax measures on accelerated investment, employee ownership trusts and an entrepreneurs' incentive for taxation years ending after {deadline}.",
    months: 1,
  },
  {
    category: "Tax",
    jurisdiction: "India",
    source: "Press Information Bureau: Releases",
    slug: "gst-council-rate-rationalisation",
    title: "GST Council approves two-slab rate structure",
    topic: "the two-slab GST rate structure",
    content:
      "The GST Council has recommended rationalising goods and services tax into two main rates of 5 and 18 percent, with a special 40 percent rate for a short list of luxury and sin goods. Businesses must update their pricing, invoicing and ERP tax codes before the new rates apply from {deadline}.",
    summary:
      "India moves to 5 and 18 percent GST rates with a 40 percent rate for luxury and sin goods; businesses must update pricing and tax codes by {deadline}.",
    months: 1,
  },
  {
    category: "Tax",
    jurisdiction: "Germany",
    source: "Bundesgesetzblatt Teil I",
    slug: "wachstumschancengesetz-e-rechnung",
    title: "Mandatory e-invoicing for domestic B2B transactions",
    topic: "Germany's mandatory B2B e-invoicing",
    content:
      "Businesses established in Germany must be able to receive structured electronic invoices in the EN 16931 format for domestic business-to-business supplies. Issuing electronic invoices becomes mandatory in stages. Businesses whose prior-year turnover exceeds €800,000 must issue them by {deadline}.",
    summary:
      "German businesses must accept structured e-invoices for domestic B2B supplies; those with turnover above €800,000 must issue them by {deadline}.",
    months: 24,
  },

  // Telecommunications & Media
  {
    category: "Telecommunications & Media",
    jurisdiction: "United Kingdom",
    source: OFCOM,
    slug: "protection-of-children-codes-in-force",
    title: "Online Safety Act: children's safety codes come into force",
    topic: "Ofcom's children's safety codes",
    content:
      "Online services likely to be accessed by children must carry out a children's risk assessment and apply the measures in Ofcom's codes, including highly effective age assurance and safer feed algorithms. Ofcom can fine non-compliant providers up to 10 percent of qualifying worldwide revenue. Services must comply by {deadline}.",
    summary:
      "Services likely to be used by children must assess risks and apply Ofcom's codes, including age assurance and safer feeds, by {deadline}.",
    months: 3,
  },
  {
    category: "Telecommunications & Media",
    jurisdiction: "European Union",
    source: "EUR-Lex: Parliament and Council Legislation",
    slug: "european-media-freedom-act",
    title: "European Media Freedom Act becomes fully applicable",
    topic: "the European Media Freedom Act",
    content:
      "The Act protects the editorial independence of media service providers, prohibits the use of spyware against journalists except in narrowly defined cases and requires transparency of media ownership. Very large online platforms must give media service providers advance notice and a chance to respond before removing their content. The main provisions apply from {deadline}.",
    summary:
      "The EMFA protects editorial independence and journalists, requires ownership transparency and gives media notice before platform removals, from {deadline}.",
    months: 15,
  },
  {
    category: "Telecommunications & Media",
    jurisdiction: "United States (Federal)",
    source: "Federal Register: Final Rules",
    slug: "broadband-consumer-labels",
    title: "FCC requires broadband providers to display consumer labels",
    topic: "the FCC broadband label requirements",
    content:
      "Fixed and mobile broadband providers must display a broadband label at the point of sale showing monthly prices, introductory rates, fees, data allowances and typical speeds, and make labels available in customer accounts. Providers with 100,000 or fewer subscriber lines must comply by {deadline}.",
    summary:
      "Broadband providers must show labels with prices, fees, data allowances and speeds at the point of sale; smaller providers comply by {deadline}.",
    months: 12,
  },
  {
    category: "Telecommunications & Media",
    jurisdiction: "Canada",
    source: "Canada Gazette Part I",
    slug: "online-streaming-base-contributions",
    title: "CRTC requires online streaming services to contribute to Canadian content",
    topic: "the CRTC base contribution requirements for streaming services",
    content:
      "The Commission requires online streaming services with annual Canadian broadcasting revenues of $25 million or more to contribute 5 percent of those revenues to funds supporting Canadian and Indigenous content and local news. Affected services must register and file their first contribution reports by {deadline}.",
    summary:
      "Streaming services earning $25 million or more in Canada must contribute 5 percent of revenues to Canadian content funds, reporting by {deadline}.",
    months: 6,
  },
  {
    category: "Telecommunications & Media",
    jurisdiction: "Australia",
    source: "Parliament of Australia: Bills",
    slug: "online-safety-amendment-social-media-minimum-age",
    title: "Online Safety Amendment (Social Media Minimum Age) Act passed",
    topic: "the social media minimum age obligation",
    content:
      "Age-restricted social media platforms must take reasonable steps to prevent Australians under 16 from having accounts, with civil penalties of up to $49.5 million for systemic failures. Platforms may not require government-issued identification as the only means of age assurance. The minimum age obligation applies from {deadline}.",
    summary:
      "Social media platforms must take reasonable steps to keep under-16s off their services from {deadline}, without relying solely on government ID.",
    months: 12,
  },
  {
    category: "Telecommunications & Media",
    jurisdiction: "Germany",
    source: "Legal Tribune Online",
    slug: "reformstaatsvertrag-oeffentlich-rechtlicher-rundfunk",
    title: "Federal states sign reform treaty for public broadcasting",
    topic: "the public broadcasting reform treaty",
    content:
      "The federal states have signed a reform state treaty for public broadcasting that reduces the number of radio and specialist television channels, strengthens cooperation between ARD, ZDF and Deutschlandradio and restricts press-like online offerings. The treaty enters into force once ratified by all state parliaments, expected by {deadline}.",
    summary:
      "German states agree to cut public broadcasting channels, deepen cooperation and limit press-like online content; ratification is expected by {deadline}.",
    months: 9,
  },
  {
    category: "Telecommunications & Media",
    jurisdiction: "India",
    source: "Press Information Bureau: Releases",
    slug: "telecommunications-act-rules-interception-verification",
    title: "Rules under the Telecommunications Act on interception and user verification notified",
    topic: "the telecom user verification rules",
    content:
      "The Department of Telecommunications has notified rules under the Telecommunications Act 2023 on the procedure for lawful interception and on biometric verification of users before new SIM connections are issued. Telecom operators must implement the verification procedures by {deadline}.",
    summary:
      "Indian telecom operators must verify users biometrically before issuing SIMs and follow new interception procedures, implementing them by {deadline}.",
    months: 3,
  },
  {
    category: "Telecommunications & Media",
    jurisdiction: "Singapore",
    source: "Singapore Statutes Online: New Legislation",
    slug: "online-safety-relief-and-accountability-act",
    title: "Online Safety (Relief and Accountability) Act establishes an Online Safety Commission",
    topic: "the Online Safety Commission regime",
    content:
      "The Act establishes an Online Safety Commission that victims of online harms such as intimate image abuse, doxxing and impersonation can approach for directions requiring platforms to remove content or restrict accounts. Platforms must comply with directions within the time specified. The Commission is expected to begin operations by {deadline}.",
    summary:
      "Singapore's Online Safety Commission can order platforms to remove harmful content or restrict accounts; it is expected to start by {deadline}.",
    months: 9,
  },

  // Transportation
  {
    category: "Transportation",
    jurisdiction: "United States (Federal)",
    source: "Federal Register: Final Rules",
    slug: "refunds-and-other-consumer-protections",
    title: "DOT requires automatic refunds for cancelled and significantly changed flights",
    topic: "the DOT automatic airline refund rule",
    content:
      "Airlines and ticket agents must provide automatic cash refunds when a flight to or from the United States is cancelled or significantly changed and the passenger does not accept alternative transportation. Checked bag fees must be refunded when bags are significantly delayed, and refunds for card purchases must be issued within seven business days. Carriers must comply by {deadline}.",
    summary:
      "Airlines must automatically refund cancelled or significantly changed flights and delayed bag fees within seven business days, complying by {deadline}.",
    months: 6,
  },
  {
    category: "Transportation",
    jurisdiction: "United States (Federal)",
    source: "Federal Register: Proposed Rules",
    slug: "automated-driving-system-exemption-framework",
    title: "NHTSA proposes framework for vehicles with automated driving systems",
    topic: "the proposed NHTSA automated driving framework",
    content:
      "NHTSA proposes an exemption and reporting framework for vehicles equipped with automated driving systems that lack manual controls, including expanded crash reporting and cybersecurity documentation. Manufacturers would have to submit safety cases describing how their systems handle the limits of their operational design domain. Comments are due by {deadline}.",
    summary:
      "NHTSA proposes exemptions, crash reporting and safety cases for driverless vehicles without manual controls; comments are due by {deadline}.",
    months: 2,
  },
  {
    category: "Transportation",
    jurisdiction: "European Union",
    source: "EUR-Lex: Official Journal L Series",
    slug: "driving-licences-directive-revision",
    title: "Revised driving licence directive introduces digital licences",
    topic: "the revised driving licence directive",
    content:
      "The revised directive introduces a digital driving licence, allows 17-year-olds to drive cars accompanied by an experienced driver and sets a probationary period of at least two years for new drivers with stricter rules on drink-driving. Member States must transpose the directive by {deadline}.",
    summary:
      "The EU introduces digital driving licences, accompanied driving at 17 and a two-year probation for new drivers; transposition is due by {deadline}.",
    months: 36,
  },
  {
    category: "Transportation",
    jurisdiction: "United Kingdom",
    source: "legislation.gov.uk: New UK Public General Acts",
    slug: "automated-vehicles-act",
    title: "Automated Vehicles Act sets out authorisation and liability regime",
    topic: "the Automated Vehicles Act authorisation regime",
    content:
      "The Act creates a legal framework for self-driving vehicles under which an authorised self-driving entity is responsible for how the vehicle drives, and the user-in-charge is immune from prosecution for driving offences while the self-driving feature is engaged. Secondary legislation on authorisation and operator licensing is expected by {deadline}.",
    summary:
      "The Act makes authorised self-driving entities responsible for driving and protects users-in-charge; authorisation regulations are expected by {deadline}.",
    months: 18,
  },
  {
    category: "Transportation",
    jurisdiction: "Texas",
    source: "Texas Register",
    slug: "txdmv-commercial-autonomous-vehicle-authorization",
    title: "TxDMV adopts authorisation rules for commercial autonomous vehicles",
    topic: "the TxDMV autonomous vehicle authorisation rules",
    content:
      "The Texas Department of Motor Vehicles has adopted rules requiring companies that operate commercial motor vehicles with automated driving systems and no human driver to obtain authorisation, submit a first-responder interaction plan and report collisions. Operators must hold authorisation before operating driverless vehicles on Texas roads after {deadline}.",
    summary:
      "Operators of driverless commercial vehicles in Texas need TxDMV authorisation, a first-responder plan and collision reporting after {deadline}.",
    months: 4,
  },
  {
    category: "Transportation",
    jurisdiction: "Canada",
    source: "Canada Gazette Part II",
    slug: "air-passenger-protection-regulations-amendments",
    title: "Air Passenger Protection Regulations amended to simplify compensation",
    topic: "the amended Air Passenger Protection Regulations",
    content:
      "The amendments create a presumption that airlines owe compensation for flight disruptions unless an exception applies and narrow the exceptions for safety and extraordinary circumstances. Airlines must respond to compensation claims within 30 days. The new rules apply to disruptions occurring on or after {deadline}.",
    summary:
      "Canadian airlines are presumed to owe compensation for disruptions unless an exception applies and must answer claims within 30 days, from {deadline}.",
    months: 9,
  },
  {
    category: "Transportation",
    jurisdiction: "Japan",
    source: "Prime Minister's Office of Japan",
    slug: "logistics-efficiency-act-designated-shippers",
    title: "Logistics efficiency obligations apply to designated shippers and carriers",
    topic: "Japan's logistics efficiency obligations",
    content:
      "Shippers and logistics operators above a size threshold must appoint a chief logistics officer, prepare medium- to long-term plans to reduce truck drivers' loading and waiting times and report progress to the government each year. The obligations for designated large operators apply from {deadline}.",
    summary:
      "Large Japanese shippers and carriers must appoint a chief logistics officer and plan to cut drivers' waiting times, from {deadline}.",
    months: 12,
  },
  {
    category: "Transportation",
    jurisdiction: "New Zealand",
    source: "Beehive: Government Releases",
    slug: "clean-vehicle-standard-targets-reset",
    title: "Clean Vehicle Standard targets reset for vehicle importers",
    topic: "the reset Clean Vehicle Standard targets",
    content:
      "The amendments reset the Clean Vehicle Standard's carbon dioxide targets for imported cars and light commercial vehicles to reduce costs for importers, and allow credits to be transferred between importers. Importers must meet the revised targets for vehicles registered from {deadline}.",
    summary:
      "New Zealand eases Clean Vehicle Standard CO2 targets and allows credit transfers, for vehicles registered from {deadline}.",
    months: 3,
  },
  {
    category: "Transportation",
    jurisdiction: "Italy",
    source: "Gazzetta Ufficiale: Serie Generale",
    slug: "riforma-codice-della-strada",
    title: "Highway Code reform introduces new rules for e-scooters and mobile phone use",
    topic: "Italy's e-scooter registration and insurance requirements",
    content:
      "The reform of the Highway Code requires e-scooters to carry a registration plate and liability insurance, requires riders to wear helmets and increases penalties for using a mobile phone while driving, including licence suspension for repeat offences. The plate and insurance requirements apply from {deadline}.",
    summary:
      "Italy requires plates, insurance and helmets for e-scooters and toughens mobile phone penalties; plate and insurance rules apply from {deadline}.",
    months: 6,
  },
];
