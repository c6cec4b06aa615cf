/**
 * GET /api/users/export: the filtered users as CSV (spec part 2 §7). The file is fetched as a
 * blob and saved through a temporary link, under the name the server gives.
 */
import { throwIfNotOk } from "@/lib/api_request.ts";
import { filterParams, type UserFilterState } from "./user_filters.ts";
import { USERS_KEY } from "./users_list.ts";

/** The file name of a Content-Disposition header, or `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/i.exec(header ?? "") ?? /filename=([^;]+)/i.exec(header ?? "");
  return match?.[1]?.trim() || fallback;
}

/** Rows of a CSV text: lines outside quotes, minus the header and a trailing empty line. */
export function countCsvRows(text: string): number {
  let rows = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (ch === "\n" && !quoted) rows++;
  }
  return Math.max(0, rows - 1);
}

/** Downloads the export and answers how many users it holds. */
export async function exportUsers(filters: UserFilterState): Promise<number> {
  const params = filterParams(filters);
  const res = await fetch(`${USERS_KEY}/export?${params}`, { credentials: "include" });
  await throwIfNotOk(res);
  const blob = await res.blob();
  const today = new Date().toISOString().slice(0, 10);
  const name = attachmentName(
    res.headers.get("Content-Disposition"),
    `users-export-${today}.csv`,
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return countCsvRows(await blob.text());
}
