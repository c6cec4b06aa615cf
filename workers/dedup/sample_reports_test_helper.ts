/**
 * Reports the grouping tests share: a ministry's press release (copies of it, ADR 0176), and a
 * government press release with a law firm's note worded apart that states its start date (key
 * facts, ADRs 0175 and 0184); the row a report is stored as, and storing it as the sync does.
 */
import type { Db } from "../../db/client.ts";
import type { NewUpdate } from "../../db/queries/ingest.ts";
import { insertGrouped, type StoredGrouped } from "./insert_grouped.ts";
import { featuresOf, type Report } from "./report_features.ts";

export const WAGE_PRESS: Report = {
  title: "Minimum wage rises to 13.90 euros",
  text: "The Ministry of Labour announced today that the statutory minimum wage rises to 13.90 " +
    "euros an hour from 1 January, after the commission on the minimum wage recommended it.",
  link: "https://ministry.example/press/wage",
  sourceKind: "regulator",
  jurisdiction: "1",
  publishDate: "2026-06-10",
};

export const BATTERY_PRESS: Report = {
  sourceKind: "regulator",
  jurisdiction: "1",
  publishDate: "2026-03-03",
  link: "https://www.gov.uk/government/news/battery-storage-planning-rules-eased",
  title: "Home battery storage units easier to install as planning rules eased",
  text: "New permitted development rights laid today let householders fit battery storage " +
    "units on outside walls. The Order comes into force on 24 March 2026.",
};

export const BATTERY_NOTE: Report = {
  sourceKind: "law_firm",
  jurisdiction: "1",
  publishDate: "2026-03-06",
  link: "https://www.example-planning.co.uk/news/battery-storage-rights",
  title: "Permitted development: battery storage units allowed from 24 March",
  text: "The amending order widens Class G of Part 14 for domestic batteries. Listed " +
    "buildings still need consent.",
};

/** The row a report is stored as (its link its key), published at 09:00 UTC on its day. */
export function rowOf(report: Report): NewUpdate {
  return {
    title: report.title,
    content: report.text,
    sourceUrl: report.link,
    sourceUrlKey: report.link,
    publishDate: new Date(`${report.publishDate}T09:00:00Z`),
    jurisdictionId: null,
    rssSourceId: null,
  };
}

/** Stores a report (not official) as one document's new item, grouped, as the sync does. */
export function storeGrouped(db: Db, report: Report): Promise<StoredGrouped> {
  return insertGrouped(db, [{ row: rowOf(report), features: featuresOf(report), official: false }]);
}
