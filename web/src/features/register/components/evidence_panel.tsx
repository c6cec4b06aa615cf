/**
 * An entry's evidence (issue 29): the files with their download links, the upload with a visible
 * progress bar (role "progressbar", left at 100 % with the file's name once stored), the server's
 * refusal shown under the picker, and removal after a confirmation.
 */
import { type FormEvent, useId, useRef, useState } from "react";
import { Download, Trash2 } from "lucide-react";
import type { EvidenceAnswer } from "@api/schemas/register.ts";
import { EVIDENCE_MAX_BYTES, EVIDENCE_MESSAGES } from "@api/schemas/evidence.ts";
import { ConfirmDialog } from "@/components/confirm_dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { errorId, FieldError } from "@/components/ui/field_error.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { formatDateTime } from "@/lib/dates.ts";
import { serverMessage } from "@/lib/http_error.ts";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { evidenceUrl, useRemoveEvidence, useUploadEvidence } from "../api/evidence.ts";
import { EVIDENCE as T } from "../strings.ts";

/** "2.4 MB", "812 KB", "96 B". */
function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

function UploadProgress({ share, label }: { share: number; label: string }) {
  const percent = Math.round(share * 100);
  return (
    <div className="grid gap-1" data-testid="evidence-progress">
      <div
        role="progressbar"
        aria-label={T.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">{label} ({percent}%)</p>
    </div>
  );
}

function UploadForm({ entryId }: { entryId: number }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [share, setShare] = useState(0);
  const [sending, setSending] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const upload = useUploadEvidence(entryId, setShare);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    setDone(null);
    if (!file) return setError(EVIDENCE_MESSAGES.missing);
    if (file.size > EVIDENCE_MAX_BYTES) return setError(EVIDENCE_MESSAGES.tooLarge);
    setError(undefined);
    setShare(0);
    setSending(file.name);
    upload.mutate(file, {
      onSuccess: (stored) => {
        setDone(stored.fileName);
        if (input.current) input.current.value = "";
      },
      onError: (failure) => setError(serverMessage(failure, T.uploadFailed)),
      onSettled: () => setSending(null),
    });
  };

  const hintId = `${id}-hint`;
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Label htmlFor={`${id}-file`}>{T.choose}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={input}
          id={`${id}-file`}
          type="file"
          onChange={() => setError(undefined)}
          aria-describedby={[hintId, error ? errorId(`${id}-file`) : ""].join(" ").trim()}
          aria-invalid={error ? true : undefined}
          className="cursor-pointer"
        />
        <Button type="submit" disabled={sending !== null} className="sm:w-fit">{T.upload}</Button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">{T.hint}</p>
      <FieldError id={errorId(`${id}-file`)} message={error} />
      {sending !== null && <UploadProgress share={share} label={T.uploading(sending)} />}
      {sending === null && done !== null && <UploadProgress share={1} label={T.uploaded(done)} />}
    </form>
  );
}

function RemoveButton({ entryId, file }: { entryId: number; file: EvidenceAnswer }) {
  const remove = useRemoveEvidence(entryId);
  const confirm = () =>
    remove.mutate(file.id, {
      onSuccess: () => toast({ title: T.removed }),
      onError: (error) => toastError(T.errorTitle, error, T.removeFailed),
    });
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label={T.remove(file.fileName)}
          title={T.remove(file.fileName)}
          disabled={remove.isPending}
          className="text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title={T.confirmTitle(file.fileName)}
      text={T.confirmText}
      cancel={T.cancel}
      action={T.confirm}
      destructive
      onConfirm={confirm}
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
