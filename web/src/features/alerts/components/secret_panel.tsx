/**
 * What the server shows only once, since it keeps only hashes: a webhook secret and a private
 * feed URL, each with a Copy button, and 'Done'. Shown after an alert is made, after "Rotate
 * secret" or "New feed URL", and after an edit made an alert a webhook alert. The values live
 * only in this component's props: closing it forgets them for good.
 */
import { CopyField } from "@/components/copy_field.tsx";
import { Button } from "@/components/ui/button.tsx";
import {
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog.tsx";
import { CARD, SECRET_PANEL, type SecretPanelKind } from "../strings.ts";

/** What the panel shows. */
export interface Secrets {
  kind: SecretPanelKind;
  /** The webhook secret (`whsec_…`), when one was made. */
  secret?: string;
  /** The private feed URL, when one was made. */
  feedUrl?: string | null;
}

/** The panel's title, description, fields and Done button (inside an open dialog). */
export function SecretPanel({ kind, secret, feedUrl, onDone }: Secrets & { onDone: () => void }) {
  return (
    <div className="grid gap-4" data-testid="secret-panel">
      <DialogHeader>
        <DialogTitle>{SECRET_PANEL[kind].title}</DialogTitle>
        <DialogDescription>{SECRET_PANEL[kind].description}</DialogDescription>
      </DialogHeader>
      {secret && (
        <CopyField
          label={SECRET_PANEL.secret}
          value={secret}
          copy={CARD.copy}
          copied={CARD.copied}
          hint={SECRET_PANEL.secretHint}
          mono
          testId="webhook-secret"
        />
      )}
      {feedUrl && (
        <CopyField
          label={SECRET_PANEL.feedUrl}
          value={feedUrl}
          copy={CARD.copy}
          copied={CARD.copied}
          hint={CARD.feedHint}
          testId="feed-url"
        />
      )}
      <DialogFooter>
        <Button onClick={onDone}>{SECRET_PANEL.done}</Button>
      </DialogFooter>
    </div>
  );
}
