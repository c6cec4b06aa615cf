/**
 * Asks, once a file is picked, where the sources outside any group go (issue 25, ADR
 * 0114): an existing jurisdiction, or a new one named
 * "Imported" (issue 14's rule, the default). Sources inside a group follow the group's name.
 */
import { type FormEvent, useState } from "react";
import { FormDialog, FormDialogFooter } from "@/components/form_dialog.tsx";
import { Label } from "@/components/ui/label.tsx";
import { namedOptions, OptionsSelect } from "@/components/ui/options_select.tsx";
import { useAdminJurisdictions } from "@/lib/queries/jurisdictions.ts";
import { OPML } from "../strings.ts";

const NEW_IMPORTED = "new";

/** Props of {@link OpmlImportDialog}. */
export interface OpmlImportDialogProps {
  /** The picked file; null keeps the dialog closed. */
  file: File | null;
  busy: boolean;
  onCancel: () => void;
  /** Imports the file, the ungrouped sources into `jurisdictionId` (undefined: "Imported"). */
  onImport: (jurisdictionId: number | undefined) => void;
  /** Why the last import of this file failed: said above the buttons. */
  error?: string;
}

/** The question before an import. */
export function OpmlImportDialog(
  { file, busy, onCancel, onImport, error }: OpmlImportDialogProps,
) {
  const jurisdictions = useAdminJurisdictions();
  const [target, setTarget] = useState(NEW_IMPORTED);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onImport(target === NEW_IMPORTED ? undefined : Number(target));
  };
  return (
    <FormDialog
      open={file !== null}
      onOpenChange={(open) => !open && !busy && onCancel()}
      title={OPML.askTitle}
      description={file ? OPML.askFile(file.name) : ""}
    >
      <form className="grid gap-4" onSubmit={submit}>
        <div className="grid gap-2">
          <Label htmlFor="opml-ungrouped">{OPML.ungroupedLabel}</Label>
          <OptionsSelect
            id="opml-ungrouped"
            value={target}
            onChange={setTarget}
            disabled={busy}
            options={[[NEW_IMPORTED, OPML.newImported], ...namedOptions(jurisdictions.data)]}
          />
          <p className="text-sm text-muted-foreground">{OPML.ungroupedHint}</p>
        </div>
        <FormDialogFooter
          busy={busy}
          cancel={OPML.cancel}
          submit={OPML.confirm}
          submitting={OPML.importing}
          onCancel={onCancel}
          error={error}
        />
      </form>
    </FormDialog>
  );
}
