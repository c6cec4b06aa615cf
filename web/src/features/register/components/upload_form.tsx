/**
 * The upload of an evidence file (issue 29): a file picker, a visible progress bar (role
 * "progressbar", left at 100 % with the file's name once stored) and the server's refusal shown
 * under the picker. Files above 10 MB are refused before sending.
 */
import { type FormEvent, useId, useRef, useState } from "react";
import { EVIDENCE_MAX_BYTES, EVIDENCE_MESSAGES } from "@api/schemas/evidence.ts";
import { Button } from "@/components/ui/button.tsx";
import { errorId, FieldError } from "@/components/ui/field_error.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { serverMessage } from "@/lib/http_error.ts";
import { useUploadEvidence } from "../api/evidence.ts";
import { EVIDENCE as T } from "../strings.ts";

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

/** The upload form of entry `entryId`. */
export function UploadForm({ entryId }: { entryId: number }) {
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
