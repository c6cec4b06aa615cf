/**
 * An entry's evidence files (issue 29): the upload, sent with XMLHttpRequest because fetch reports
 * no upload progress, and the removal.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { readJson, sendJson, throwIfNotOk } from "@/lib/api_request.ts";
import { invalidateRegister, KEY_PREFIXES } from "@/lib/queries/invalidate.ts";

const UPLOAD_ROUTE = "POST /api/register/:id{[0-9]+}/evidence";

/**
 * Posts `file` as the multipart field `file` of entry `entryId`, telling `onProgress` the share
 * sent (0 to 1). Answers the stored file; a refusal rejects with the HttpError the other helpers
 * throw, so the server's message can be shown.
 */
export function uploadEvidence(
  entryId: number,
  file: File,
  onProgress: (share: number) => void,
) {
  const form = new FormData();
  form.append("file", file);
  const sent = new Promise<Response>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${KEY_PREFIXES.register}/${entryId}/evidence`);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const type = request.getResponseHeader("content-type") ?? "text/plain";
      resolve(
        new Response(request.responseText, {
          status: request.status,
          headers: { "content-type": type },
        }),
      );
    };
    request.onerror = () => reject(new Error("register/evidence: the upload did not reach us"));
    request.send(form);
  });
  return sent.then(async (response) => {
    await throwIfNotOk(response);
    return await readJson(UPLOAD_ROUTE, response);
  });
}

/** The upload as a mutation: refreshes the entry and its history when stored. */
export function useUploadEvidence(entryId: number, onProgress: (share: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadEvidence(entryId, file, onProgress),
    onSuccess: () => invalidateRegister(queryClient),
  });
}

/** The removal of one file of entry `entryId`. */
export function useRemoveEvidence(entryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (evidenceId: number) =>
      sendJson(
        "DELETE /api/register/:id{[0-9]+}/evidence/:eid{[0-9]+}",
        evidenceUrl(entryId, evidenceId),
      ),
    onSuccess: () => invalidateRegister(queryClient),
  });
}

/** Where file `evidenceId` of entry `entryId` downloads from. */
export function evidenceUrl(entryId: number, evidenceId: number): string {
  return `${KEY_PREFIXES.register}/${entryId}/evidence/${evidenceId}`;
}
