/**
 * POST /api/auth/reports/generate: the report as a file (spec part 1 §7). The answer is a blob,
 * not JSON, so this call does its own fetch instead of apiRequest; a failure toasts the server's
 * message (spec part 1 §8).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReportRequest } from "@api/schemas/reports.ts";
import { throwIfNotOk } from "@/lib/api_request.ts";
import { HttpError } from "@/lib/http_error.ts";
import { refreshCurrentUser } from "@/lib/queries/current_user.ts";
import { REPORT_TOASTS } from "../strings.ts";
import { fallbackFileName, fileNameFromDisposition } from "../utils/file_name.ts";

/** Requests the report; answers the file and its name, or throws an {@link HttpError}. */
export async function generateReport(
  request: ReportRequest,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch("/api/auth/reports/generate", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(request),
    credentials: "include",
  });
  await throwIfNotOk(response);
  const fileName = fileNameFromDisposition(response.headers.get("Content-Disposition")) ??
    fallbackFileName();
  return { blob: await response.blob(), fileName };
}

/** Saves a blob as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The report mutation: downloads the file, then refreshes the user's remaining reports. */
export function useGenerateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ReportRequest) => {
      const report = await generateReport(request);
      saveFile(report.blob, report.fileName);
      return report.fileName;
    },
    // Success or failure, the quota may have changed (a report spent, or a month renewed).
    onSettled: () => refreshCurrentUser(queryClient),
  });
}

/**
 * The toast text of any failure of {@link useGenerateReport}: the server's message, else
 * 'HTTP {status}: {statusText}'; the spec's fallback when the server was not reached.
 */
export function reportFailureMessage(error: unknown): string {
  if (!(error instanceof HttpError)) return REPORT_TOASTS.failure.fallback;
  return error.serverMessage ?? `HTTP ${error.status}: ${error.statusText}`;
}
