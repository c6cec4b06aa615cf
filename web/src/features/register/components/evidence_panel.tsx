/**
 * An entry's evidence (issue 29): the files with their download links, removal after a
 * confirmation, and the upload form (./upload_form.tsx).
 */
import { Download } from "lucide-react";
import type { EvidenceAnswer } from "@api/schemas/register.ts";
import { ConfirmDeleteButton } from "@/components/confirm_delete_button.tsx";
import { formatDateTime } from "@/lib/dates.ts";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { evidenceUrl, useRemoveEvidence } from "../api/evidence.ts";
import { EVIDENCE as T } from "../strings.ts";
import { UploadForm } from "./upload_form.tsx";

/** "2.4 MB", "812 KB", "96 B". */
function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

function RemoveButton({ entryId, file }: { entryId: number; file: EvidenceAnswer }) {
  const remove = useRemoveEvidence(entryId);
  return (
    <ConfirmDeleteButton
      label={T.remove(file.fileName)}
      pending={remove.isPending}
      title={T.confirmTitle(file.fileName)}
      text={T.confirmText}
      cancel={T.cancel}
      action={T.confirm}
      remove={() => remove.mutateAsync(file.id)}
      onRemoved={() => toast({ title: T.removed })}
      onFailed={(error) => toastError(T.errorTitle, error, T.removeFailed)}
    />
  );
}

/** The evidence section of entry `entryId`. */
export function EvidencePanel({ entryId, files }: { entryId: number; files: EvidenceAnswer[] }) {
  return (
    <section aria-labelledby="entry-evidence" className="grid gap-3">
      <h2 id="entry-evidence" className="text-lg font-semibold text-slate-900">{T.heading}</h2>
      {files.length === 0
        ? <p className="text-sm text-muted-foreground">{T.none}</p>
        : (
          <ul className="grid gap-2" aria-labelledby="entry-evidence">
            {files.map((file) => (
              <li
                key={file.id}
                className="flex items-center justify-between gap-2 rounded-md border border-border p-2"
              >
                <div className="grid min-w-0 gap-0.5">
                  <a
                    href={evidenceUrl(entryId, file.id)}
                    download={file.fileName}
                    aria-label={T.download(file.fileName)}
                    className="flex items-center gap-1 break-all text-sm font-medium text-primary hover:underline"
                  >
                    <Download aria-hidden="true" className="size-4 shrink-0" />
                    {file.fileName}
                  </a>
                  <p className="text-xs text-muted-foreground">
                    {sizeText(file.size)} · {formatDateTime(file.createdAt)}
                  </p>
                </div>
                <RemoveButton entryId={entryId} file={file} />
              </li>
            ))}
          </ul>
        )}
      <UploadForm entryId={entryId} />
    </section>
  );
}
