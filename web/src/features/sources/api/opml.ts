/**
 * OPML (issue 14): GET /api/rss-sources/opml is a download (a plain link); POST sends a file's
 * bytes as they are (with the jurisdiction for the sources outside any group, when chosen) and
 * answers {created, skipped, errors, createdJurisdictions, ungrouped}.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { OpmlImportResult } from "@api/schemas/sources.ts";
import { readJson } from "@/lib/api_request.ts";
import { HttpError } from "@/lib/http_error.ts";
import { invalidateSources } from "@/lib/queries/invalidate.ts";

/** What a 400 of an unreadable file says of it (its route declares the result's shape). */
const UnreadableFile = z.object({ errors: OpmlImportResult.shape.errors });

/** The export's address. */
export const OPML_URL = "/api/rss-sources/opml";

/**
 * Imports `file`, its ungrouped sources into `ungroupedJurisdictionId` ("Imported" without). A file the server could not read at all answers 400 with the same shape
 * (created 0 and the reason in errors): that is a result to show, not a failure.
 */
export async function importOpml(
  { file, ungroupedJurisdictionId }: { file: Blob; ungroupedJurisdictionId?: number },
): Promise<OpmlImportResult> {
  const query = ungroupedJurisdictionId === undefined
    ? ""
    : `?ungroupedJurisdictionId=${ungroupedJurisdictionId}`;
  const res = await fetch(`${OPML_URL}${query}`, {
    method: "POST",
    headers: { "Content-Type": "text/x-opml" },
    body: file,
    credentials: "include",
  });
  const error = res.ok ? null : await HttpError.from(res);
  if (!error) return await readJson("POST /api/rss-sources/opml", res);
  const unreadable = UnreadableFile.safeParse(error.body);
  if (error.status === 400 && unreadable.success) {
    const { errors } = unreadable.data;
    return { created: 0, skipped: 0, errors, createdJurisdictions: [], ungrouped: 0, needsKey: [] };
  }
  throw error;
}

/** Mutation; success refetches the jurisdictions and sources. */
export function useImportOpml() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importOpml, onSuccess: () => invalidateSources(queryClient) });
}
