/**
 * Official identifiers in a report's link (ADR 0125): the address of an act
 * on the site that publishes it names the act. Only the publishers' own hosts count, so
 * "/2026/1432" in the path of an unrelated site is nothing: EUR-Lex and the EU's ELI resolver
 * (ELI paths and CELEX query values), legislation.gov.uk, the Irish Statute Book, the Federal Register and govinfo
 * (document numbers; govinfo's package pages also public laws and bills), congress.gov (bills
 * with their congress), Open States (state bills with their session:
 * openstates.org/ca/bills/20252026/AB1018/).
 */
import { stateBillKey, US_STATES } from "./id_families.ts";
import { billKey, type OfficialId, scanOfficialIds, schemeOf } from "./official_ids.ts";

const EU_HOSTS = ["eur-lex.europa.eu", "data.europa.eu", "op.europa.eu"];
const ELI_KINDS: Record<string, string> = { reg: "reg", dir: "dir", dec: "dec" };
const UK_KINDS: Record<string, string> = {
  uksi: "uk-si",
  wsi: "uk-si", // Welsh instruments are numbered in the UK series ("2026 No. 12 (W. 5)")
  ssi: "uk-ssi",
  nisr: "uk-nisr",
};
const CONGRESS_TYPES: Record<string, string> = {
  "house-bill": "hr",
  "senate-bill": "s",
  "house-resolution": "hres",
  "senate-resolution": "sres",
  "house-joint-resolution": "hjres",
  "senate-joint-resolution": "sjres",
  "house-concurrent-resolution": "hconres",
  "senate-concurrent-resolution": "sconres",
};
const STATE_CODES = new Set(Object.values(US_STATES));
const STATE_BILL = /^([A-Z]{1,4})(\d{1,5})$/;
const SESSION = /^[\w-]{1,20}$/;
const FR_DOC_NUMBER = /^(\d{4})-(\d{4,5})(?:\.pdf)?$/;
// GovInfo package ids (issue 30): "PLAW-118publ1", "BILLS-118hr1234ih".
const GOVINFO_PUBLIC_LAW = /^PLAW-(\d{2,3})publ(\d{1,4})$/;
const GOVINFO_BILL =
  /^BILLS-(\d{2,3})(hr|s|hres|sres|hjres|sjres|hconres|sconres)(\d{1,5})[a-z]{0,8}$/;
const NUMBER = /^\d{1,5}$/;

function onHost(host: string, hosts: readonly string[]): boolean {
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

function keysOf(url: URL): string[] {
  const host = url.hostname;
  const parts = url.pathname.split("/").filter(Boolean).slice(0, 12);
  if (onHost(host, EU_HOSTS)) {
    const at = parts.indexOf("eli");
    // "eli/reg_impl/2026/1432/oj": the kind before "_", then year and number.
    const kind = ELI_KINDS[(parts[at + 1] ?? "").split("_")[0]!];
    const [year, number] = [parts[at + 2] ?? "", parts[at + 3] ?? ""];
    const eli = at >= 0 && kind && NUMBER.test(year) && NUMBER.test(number)
      ? [`eu:${kind}:${Number(year)}:${Number(number)}`]
      : [];
    const celex = scanOfficialIds(decodeSafely(url.search)).map((id) => id.key);
    return [...eli, ...celex];
  }
  if (onHost(host, ["legislation.gov.uk"])) {
    const scheme = UK_KINDS[parts[0] ?? ""];
    const [year, number] = [parts[1] ?? "", parts[2] ?? ""];
    return scheme && NUMBER.test(year) && NUMBER.test(number)
      ? [`${scheme}:${Number(year)}:${Number(number)}`]
      : [];
  }
  if (onHost(host, ["irishstatutebook.ie"]) && parts[0] === "eli" && parts[2] === "si") {
    const [year, number] = [parts[1] ?? "", parts[3] ?? ""];
    return NUMBER.test(year) && NUMBER.test(number)
      ? [`ie-si:${Number(year)}:${Number(number)}`]
      : [];
  }
  if (onHost(host, ["govinfo.gov"]) && parts[0] === "app" && parts[1] === "details") {
    const id = parts[2] ?? "";
    const law = GOVINFO_PUBLIC_LAW.exec(id);
    if (law) return [`us-pl:${Number(law[1])}:${Number(law[2])}`];
    const bill = GOVINFO_BILL.exec(id);
    if (bill) return [billKey(bill[2]!, Number(bill[3]), bill[1])];
  }
  if (onHost(host, ["federalregister.gov", "govinfo.gov"])) {
    const doc = parts.map((p) => FR_DOC_NUMBER.exec(p)).find((m) => m !== null);
    return doc ? [`us-fr-doc:${doc[1]}-${doc[2]}`] : [];
  }
  if (onHost(host, ["congress.gov"]) && parts[0] === "bill") {
    const congress = /^(\d{2,3})(?:st|nd|rd|th)-congress$/.exec(parts[1] ?? "")?.[1];
    const type = CONGRESS_TYPES[parts[2] ?? ""];
    const number = parts[3] ?? "";
    return congress && type && NUMBER.test(number) ? [billKey(type, Number(number), congress)] : [];
  }
  if (onHost(host, ["openstates.org"]) && parts[1] === "bills") {
    const [state, session, bill] = [parts[0] ?? "", decodeSafely(parts[2] ?? ""), parts[3] ?? ""];
    const m = STATE_BILL.exec(decodeSafely(bill).replace(/[\s.]/g, "").toUpperCase());
    return STATE_CODES.has(state) && SESSION.test(session) && m
      ? [stateBillKey(state, m[1]!, Number(m[2]), session)]
      : [];
  }
  return [];
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The identifiers a link names (none for an unknown host or text that is not a URL). */
export function linkOfficialIds(link: string): OfficialId[] {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return [];
  }
  return [...new Set(keysOf(url))].map((key) => ({ key, scheme: schemeOf(key), cited: false }));
}
