/** The '?' dialog listing the portal's keyboard shortcuts. */
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog.tsx";
import { KEYS } from "../strings.ts";

/** A dialog with a two-column list of keys and what they do. */
export function KeyboardHelpDialog(
  { open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void },
) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{KEYS.dialogTitle}</DialogTitle>
          <DialogDescription>{KEYS.dialogDescription}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {KEYS.list.map(([key, text]) => (
            <div key={key} className="contents">
              <dt>
                <kbd className="rounded border border-border bg-muted px-2 py-0.5 font-mono text-xs">
                  {key}
                </kbd>
              </dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
