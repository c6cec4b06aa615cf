/**
 * The user-management CSV export (spec part 2 §7): RFC 4180 (CRLF line ends; a field holding a
 * comma, quote, CR or LF is quoted, quotes doubled), and formula-safe (spec DECISIONS.md): a
 * cell that starts with = + - @, a tab or a CR gets a leading single quote so a spreadsheet does
 * not run it.
 */
import type { Account } from "./create_account.ts";

export const CSV_COLUMNS = [
  "ID",
  "Email",
  "First Name",
  "Last Name",
  "Company",
  "Role",
  "Status",
  "Subscription Tier",
  "Subscription Status",
  "Reports Remaining",
  "Max Reports",
  "Last Login",
  "Created",
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: neutralised when it could start a formula, quoted when RFC 4180 requires it. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of cells as CSV text, each line ended with CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",") + "\r\n").join("");
}

/** The export's cells for one account; times as ISO 8601 UTC, a missing login as 'Never'. */
export function userCsvRow(account: Account): string[] {
  return [
    account.id,
    account.email,
    account.firstName ?? "",
    account.lastName ?? "",
    account.companyName ?? "",
    account.role,
    account.isActive ? "Active" : "Inactive",
    account.subscriptionTier,
    account.subscriptionStatus,
    String(account.reportsRemaining),
    String(account.maxReports),
    account.lastLoginAt ? account.lastLoginAt.toISOString() : "Never",
    account.createdAt.toISOString(),
  ];
}

/**
 * The whole export: a UTF-8 byte-order mark (so that Excel reads accented names right), the
 * header row, then one row per account.
 */
export function usersCsv(accounts: readonly Account[]): string {
  return "\uFEFF" + toCsv([[...CSV_COLUMNS], ...accounts.map(userCsvRow)]);
}

/** users-export-YYYY-MM-DD.csv for the day (UTC) of `now`. */
export function exportFileName(now: Date): string {
  return `users-export-${now.toISOString().slice(0, 10)}.csv`;
}
