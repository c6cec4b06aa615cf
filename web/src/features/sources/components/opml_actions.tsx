/**
 * Import and Export buttons of Source Management (issue 14). Export downloads the OPML file;
 * Import picks a file, asks where its sources outside any group go (issue 25), sends it, and
 * shows what happened (sources created and skipped, jurisdictions created, outlines left out) in
 * a panel until closed.
 */
import { useRef, useState } from "react";
import { Download, Upload } from "lucide-react";
import type { OpmlImportResult } from "@api/schemas/sources.ts";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { serverMessage } from "@/lib/http_error.ts";
import { OPML_URL, useImportOpml } from "../api/opml.ts";
import { OPML } from "../strings.ts";
import { OpmlImportDialog } from "./opml_import_dialog.tsx";

/** The two buttons; `onResult` receives each import's answer. */
export function OpmlButtons({ onResult }: { onResult: (result: OpmlImportResult) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const importCall = useImportOpml();
  const [picked, setPicked] = useState<File | null>(null);

  function pick(file: File | undefined) {
    if (input.current) input.current.value = ""; // the same file may be picked again
    if (file) setPicked(file);
    importCall.reset(); // the last file's failure is not this one's
  }

  async function upload(ungroupedJurisdictionId: number | undefined) {
    if (!picked) return;
    try {
      onResult(await importCall.mutateAsync({ file: picked, ungroupedJurisdictionId }));
      setPicked(null);
    } catch {
      // Said inside the dialog, which stays open (importCall.error).
    }
  }

  return (
    <>
      <Button variant="outline" asChild>
        <a href={OPML_URL} download>
          <Download aria-hidden="true" />
          {OPML.export}
        </a>
      </Button>
      <Button
        variant="outline"
        disabled={importCall.isPending}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden="true" />
        {importCall.isPending ? OPML.importing : OPML.import}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".opml,.xml,text/x-opml,text/xml,application/xml"
        aria-label={OPML.fileLabel}
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => pick(e.target.files?.[0])}
      />
      <OpmlImportDialog
        key={picked ? `${picked.name}:${picked.lastModified}` : "none"}
        file={picked}
        busy={importCall.isPending}
        onCancel={() => setPicked(null)}
        onImport={upload}
        error={importCall.error ? serverMessage(importCall.error, OPML.failed) : undefined}
      />
    </>
  );
}

/** What the last import did: the sources that need a key, and each outline it left out. */
export function OpmlResult(
  { result, onClose }: { result: OpmlImportResult; onClose: () => void },
) {
  return (
    <Card
      role="status"
      aria-labelledby="opml-result-heading"
      className="grid gap-2 p-4"
      data-testid="opml-result"
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 id="opml-result-heading" className="text-lg font-semibold">{OPML.resultTitle}</h2>
          <p className="text-sm">{OPML.result(result.created, result.skipped)}</p>
          <p className="text-sm" data-testid="opml-created-jurisdictions">
            {result.createdJurisdictions.length > 0
              ? OPML.createdJurisdictions(result.createdJurisdictions)
              : OPML.noJurisdictionCreated}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={onClose}>{OPML.close}</Button>
      </div>
      {result.needsKey.length > 0 && (
        <div className="grid gap-1" data-testid="opml-needs-key">
          <h3 className="text-sm font-semibold text-orange-700">
            {OPML.needsKeyTitle(result.needsKey.length)}
          </h3>
          <p className="text-sm text-muted-foreground">{OPML.needsKeyHint}</p>
          <ul className="grid gap-1 text-sm">
            {result.needsKey.map((source) => (
              <li key={source.line} className="break-words">
                {OPML.line(source.line)} · {source.title}
              </li>
            ))}
          </ul>
        </div>
      )}
      {result.errors.length > 0 && (
        <div className="grid gap-1">
          <h3 className="text-sm font-semibold text-destructive">
            {OPML.errorsTitle(result.errors.length)}
          </h3>
          <ul className="grid gap-1 text-sm">
            {result.errors.map((error, i) => (
              <li key={i} className="break-words">
                {[error.line === undefined ? null : OPML.line(error.line), error.title]
                  .filter(Boolean).join(" · ")}
                {error.line !== undefined || error.title ? ": " : ""}
                {error.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
