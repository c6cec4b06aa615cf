/**
 * Answers of the US change APIs with N items, for the parsing benchmark: a Congress.gov bill
 * list, a Regulations.gov document search and an Open States bill search, in their documented
 * shapes, made of format_samples.ts's generated items.
 */
import { sampleItems } from "./format_samples.ts";

const BILL_TYPES = ["HR", "S", "HJRES", "SRES"];

/** A Congress.gov /v3/bill answer. */
export function congressSample(count: number): string {
  return JSON.stringify({
    bills: sampleItems(count).map((item, i) => ({
      congress: 119,
      latestAction: { actionDate: item.date.toISOString().slice(0, 10), text: item.text },
      number: String(i + 1),
      originChamber: i % 2 ? "Senate" : "House",
      title: item.title,
      type: BILL_TYPES[i % BILL_TYPES.length],
      updateDate: item.date.toISOString().slice(0, 10),
      updateDateIncludingText: `${item.date.toISOString().slice(0, 19)}Z`,
      url: `https://api.congress.gov/v3/bill/119/hr/${i + 1}?format=json`,
    })),
    pagination: { count },
  });
}

/** A Regulations.gov /v4/documents answer. */
export function regulationsSample(count: number): string {
  return JSON.stringify({
    data: sampleItems(count).map((item, i) => ({
      id: `EPA-HQ-OAR-2026-${String(i).padStart(4, "0")}-0001`,
      type: "documents",
      attributes: {
        documentType: i % 2 ? "Rule" : "Proposed Rule",
        title: item.title,
        agencyId: "EPA",
        docketId: `EPA-HQ-OAR-2026-${String(i).padStart(4, "0")}`,
        frDocNum: `2026-${String(i).padStart(5, "0")}`,
        postedDate: `${item.date.toISOString().slice(0, 19)}Z`,
        lastModifiedDate: `${item.date.toISOString().slice(0, 19)}Z`,
        withinCommentPeriod: i % 2 === 0,
        commentEndDate: i % 2 ? null : "2027-01-20T04:59:59Z",
      },
    })),
    meta: { hasNextPage: false, pageNumber: 1, pageSize: count },
  });
}

/** An Open States /bills answer. */
export function openStatesSample(count: number): string {
  return JSON.stringify({
    results: sampleItems(count).map((item, i) => ({
      id: `ocd-bill/00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      session: "20252026",
      jurisdiction: { name: "California", classification: "state" },
      from_organization: { name: i % 2 ? "Senate" : "Assembly" },
      identifier: `${i % 2 ? "SB" : "AB"} ${i + 1}`,
      title: item.title,
      updated_at: item.date.toISOString().replace("Z", "+00:00"),
      openstates_url: `https://openstates.org/ca/bills/20252026/AB${i + 1}/`,
      latest_action_date: item.date.toISOString().slice(0, 10),
      latest_action_description: item.text,
    })),
    pagination: { per_page: count, page: 1, max_page: 1, total_items: count },
  });
}
