/**
 * The offline classifier's vocabulary: for each of the 14 categories, words and phrases grouped by
 * weight. 3 = names the field on its own ("personal data", "minimum wage"); 2 = points to it
 * ("employer", "vehicle"); 1 = a hint that also occurs elsewhere ("consumer", "digital").
 *
 * Each weight holds a comma-separated list. Terms are matched on word tokens after lower-casing
 * and folding plurals (see text.ts), so write the singular; a trailing "*" matches any word that
 * starts with the stem ("manufactur*"). Words are general vocabulary of each field, never lifted
 * from one labelled example.
 */
import type { Category } from "../../domain/categories.ts";

/** Keyword lists of one category, by weight, each a comma-separated list of terms. */
export type WeightedTerms = Readonly<Partial<Record<1 | 2 | 3, string>>>;

/** Splits one weight's list into its terms. */
export function termsOf(list: string | undefined): string[] {
  return (list ?? "").split(",").map((t) => t.trim()).filter((t) => t !== "");
}

/** The vocabulary of every category ("General" has its own: courts, procedure, civil law). */
export const CATEGORY_KEYWORDS: Readonly<Record<Category, WeightedTerms>> = {
  "Construction & Real Estate": {
    3: `
      building code, building regulation, building control, building safety, construction,
      real estate, landlord, tenant, tenanc*, leasehold, freehold, housing, zoning,
      planning permission, builder, dwelling, residential property, rental, eviction, homeowner,
      conveyanc*, land registr*, built environment, cladding, strata, condominium, subcontractor
    `,
    2: `
      building, property, lease, rent, apartment, renovation, storey, structural, architect,
      surveyor, fire safety, land use, developer, home, house, scaffold*, accessibility
    `,
    1: `
      contractor, site, premises, infrastructure, planning
    `,
  },
  "Data Protection & Cybersecurity": {
    3: `
      personal data, personal information, data protection, privacy, gdpr, ccpa, pipeda, pdpa,
      data subject, data breach, breach notification, cyber*, ransomware, malware, phishing,
      security incident, information security, nis2, adequacy decision,
      standard contractual clause, edpb, information commissioner, data protection authority,
      data protection officer, pseudonymis*, pseudonymiz*
    `,
    2: `
      controller, vulnerability, incident reporting, encryption, multi factor authentication,
      cookie, biometric, data retention, international transfer, anonymis*, sensitive data, hack*,
      right to erasure, ico, cnil, essential entity, breach, consent
    `,
    1: `
      processor, authentication, tracking, surveillance, profiling, incident
    `,
  },
  "Employment & Labor": {
    3: `
      employment, employer, employee, worker, labour, labor, minimum wage, living wage, wage,
      pay gap, pay transparency, overtime, working hour, working time, dismissal, redundanc*,
      layoff, sick pay, sick leave, parental leave, maternity, paternity, holiday pay,
      trade union, collective bargaining, equal pay, non compete, noncompete, zero hour,
      platform work, occupational safety, workplace safety, osha, fair work, right to disconnect,
      child labour
    `,
    2: `
      workforce, salary, pension, strike, discrimination, harassment, recruitment, hiring, job,
      annual leave, independent contractor, workplace, work permit, apprentice*, payroll,
      remote work, telework, gig, staff, pay
    `,
    1: `
      leave, union, health and safety, whistleblow*, visa, immigration
    `,
  },
  "Energy & Environment": {
    3: `
      energy, environment, environmental, emission, greenhouse gas, carbon, climate, co2,
      net zero, renewable, solar, electricity, power plant, fossil fuel, coal, nuclear, pollution,
      pollutant, waste, recycl*, drinking water, wastewater, biodiversity, deforestation,
      air quality, clean air, circular economy, producer responsibility, energy efficiency,
      emissions trading, carbon border, cbam, methane, flaring, wildlife, ofgem, ferc
    `,
    2: `
      wind, grid, oil, hydrogen, sustainab*, esg, pfas, contaminat*, heating, heat pump, utility,
      offset, conservation, habitat, ecosystem, species, packaging, epa, zero emission, water
    `,
    1: `
      fuel, gas, transmission, interconnection, chemical, plastic
    `,
  },
  "Financial Services": {
    3: `
      financial services, financial institution, bank, banking, insurer, insurance, reinsur*,
      securities, investment firm, asset manag*, investment fund, fund manager, broker,
      market abuse, capital requirement, basel, prudential, lender, loan, mortgage,
      consumer credit, credit card, payment service, e money, fintech, crypto*, stablecoin,
      digital asset, anti money laundering, aml, money laundering, terrorist financing, kyc,
      know your customer, customer due diligence, fca, finra, cftc, apra, asic, osfi, esma, eba,
      federal reserve, fdic, cfpb, monetary authority, central bank, superannuation,
      stock exchange, solvency, wealth manag*, financial advis*, financial ombudsman,
      buy now pay later
    `,
    2: `
      investor, investment, trading, liquidity, credit, lending, payment, sec, derivative,
      clearing, listed company, deposit, operational resilience, consumer duty, mas, occ,
      financial, settlement
    `,
    1: `
      capital, fund, exchange, auditor, ombudsman, interest rate
    `,
  },
  "General": {
    3: `
      civil procedure, litigation, arbitration, arbitrator, arbitral,
      alternative dispute resolution, statute law, statute book, interpretation act, family law,
      divorce, wills, probate, contract law, law commission, legal profession, legal aid,
      supreme court, small claim, defamation, slapp, public holiday, daylight saving,
      limitation period
    `,
    2: `
      court, procedure rule, judicial, judge, mediation, dispute resolution,
      secondary legislation, law reform, lawyer, solicitor, barrister, appeal, high court,
      criminal, sentencing, human rights, constitution*, insolvency, bankruptcy, company law,
      inheritance
    `,
    1: `
      tribunal, repeal, statute, legislation, damages, evidence, civil
    `,
  },
  "Healthcare": {
    3: `
      healthcare, health care, patient, hospital, medical, medicine, medicinal, pharmac*, drug,
      clinical, therapeutic, doctor, physician, nurse, nursing, dental, dentist, mental health,
      public health, vaccin*, medicare, medicaid, nhs, mhra, tga, hipaa,
      protected health information, telehealth, telemedicine, health service, aged care,
      care home, prescription
    `,
    2: `
      health, disease, fda, ema, tobacco, smoking, smokefree, vape, vaping, biotech*, diagnos*,
      health insurance, care provider, treatment
    `,
    1: `
      laboratory, alcohol, care
    `,
  },
  "Manufacturing & Industrial": {
    3: `
      manufacturing, industrial, factory, factories, machinery, conformity assessment, ce marking,
      ukca, hazardous substance, hazardous chemical, echa, rohs, reach regulation,
      reach restriction, steel, aluminium, aluminum, raw material, ecodesign, production capacity,
      major hazard, process safety, pressure equipment, metrology, weights and measures,
      anti dumping, safety data sheet, chemical manufacturer
    `,
    2: `
      manufactur*, machine, equipment, chemical, metal, mining, mineral, supply chain,
      semiconductor, battery, batteries, product passport, tariff, production, plastic, resin,
      polymer, microplastic, explosive, countervailing, industry
    `,
    1: `
      plant, import, importer, imported, export, exporter, product safety, textile, automotive,
      product
    `,
  },
  "Public Sector & Government": {
    3: `
      public sector, public administration, civil service, civil servant, public official,
      public body, public bodies, public authority, public authorities, government agency,
      government agencies, federal agency, federal agencies, procurement, public contract,
      contracting authority, contracting authorities, government contract, federal contractor,
      defense contractor, defence contractor, dfars, election, electoral, voter, voting, ballot,
      referendum, campaign financ*, lobbying, lobbyist, freedom of information,
      access to information, anti corruption, local government, councillor,
      government institution, statutory board, auditor general, public interest disclosure,
      census
    `,
    2: `
      government, public service, tender, agency, agencies, polling, integrity, corruption,
      ethics, conflict of interest, municipal*, public funding, public spending, budget,
      appropriation, defence, defense, military, police, policing, citizenship, public,
      commonwealth
    `,
    1: `
      ministry, minister, parliament, parliamentary, grant, official, state
    `,
  },
  "Retail & Consumer Goods": {
    3: `
      consumer protection, consumer law, consumer right, retail, retailer, supermarket, grocer*,
      e commerce, ecommerce, product recall, allergen, toy, unfair commercial practice,
      unfair trading, fair trading, drip pricing, junk fee, hidden fee, right to repair,
      fake review, greenwashing, green claim, cpsc, accc, trading standards, consumer goods,
      consumer product, gift card, distance selling, children product
    `,
    2: `
      consumer, shop, shopping, store, online marketplace, product safety, recall, labelling,
      labeling, food, ingredient, cosmetic, household, appliance, advertis*, misleading, price,
      pricing, subscription, repair, testimonial, cma, ftc, loyalty, franchis*, warning label,
      infant, footwear, clothing, apparel, fashion, trader
    `,
    1: `
      marketplace, label, goods, refund, guarantee, warranty, brand, sale
    `,
  },
  "IT & Technology": {
    3: `
      artificial intelligence, ai, machine learning, cloud, data centre, data center, app store,
      open source, source code, digital identity, digital id, electronic signature,
      electronic identification, eidas, trust service, gatekeeper, digital market,
      connected product, connected device, internet of things, iot, generative,
      large language model, foundation model, general purpose ai, deepfake, facial recognition,
      emotion recognition, information technology, tech company, deployer, high risk ai, ai model,
      ai system
    `,
    2: `
      technology, algorithm*, software, online platform, semiconductor, computing, computer, app,
      mobile app, blockchain, digital service, interoperab*, robot*, quantum, export control,
      developer, tech, electronic, digital, data
    `,
    1: `
      platform, online, internet, automated, chip, device, system
    `,
  },
  "Tax": {
    3: `
      tax, taxation, taxpayer, taxable, vat, gst, excise, irs, hmrc, ato, inland revenue,
      withholding, transfer pricing, beps, pillar two, pillar one, double taxation,
      permanent establishment, e invoicing, finance act, finance bill, national insurance,
      customs duty, stamp duty, capital gain, corporation tax
    `,
    2: `
      levy, levies, deduction, dividend, invoice, invoicing, fiscal, customs, cra,
      social security contribution, duty, duties
    `,
    1: `
      revenue, tariff, relief, exemption, allowance, ira, income, credit
    `,
  },
  "Telecommunications & Media": {
    3: `
      telecommunication, telecom*, broadband, spectrum, mobile network, network operator, 5g,
      fibre, fiber, gigabit, radio, television, tv, broadcast*, media, newspaper, streaming,
      video on demand, audiovisual, ofcom, fcc, crtc, acma, net neutrality, roaming, robocall,
      telemarketing, submarine cable, telephone, emergency call, postal, online safety, editorial,
      internet service provider, isp, wireless, tcpa, news, journalis*
    `,
    2: `
      press, publisher, film, music, copyright, imda, spam, sms, satellite, phone,
      harmful content, illegal content, misinformation, disinformation, cable, network,
      search engine, call
    `,
    1: `
      content, internet, advertising, platform
    `,
  },
  "Transportation": {
    3: `
      transport*, motor vehicle, vehicle, truck, lorry, lorries, driver, driving, highway,
      traffic, rail, railway, aviation, aircraft, airline, airport, flight, air passenger, faa,
      easa, drone, unmanned aircraft, shipping, vessel, maritime, seafarer, imo, freight, cargo,
      haulage, autonomous vehicle, self driving, ride hail*, ride sharing, taxi, e scooter, nhtsa,
      fmcsa, hours of service, dangerous goods, tachograph, public transport
    `,
    2: `
      car, bus, buses, fleet, road, train, passenger, ship, logistics, carrier, electric vehicle,
      charging point, toll, parking, transit, mobility, port
    `,
    1: `
      pilot, travel, route
    `,
  },
};
