/** A temporary password shown once, with a button that copies it to the clipboard. */
import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { toast } from "@/lib/use_toast.ts";
import { BUTTONS, TOASTS } from "../strings.ts";

/** The password in a monospaced box, and Copy. */
export function TemporaryPassword({ password, label }: { password: string; label: string }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
      toast({ title: TOASTS.copied });
    } catch {
      toast({ variant: "destructive", title: TOASTS.errorTitle, description: TOASTS.copyFailed });
    }
  }

  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium" id="temporary-password-label">{label}</span>
      <div className="flex items-center gap-2">
        <code
          aria-labelledby="temporary-password-label"
          className="flex-1 select-all break-all rounded-md border border-border bg-muted px-3 py-2 font-mono text-base"
          data-testid="temporary-password"
        >
          {password}
        </code>
        <Button variant="outline" onClick={copy} data-testid="button-copy-password">
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? BUTTONS.copied : BUTTONS.copy}
        </Button>
      </div>
    </div>
  );
}
