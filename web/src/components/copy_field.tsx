/**
 * A secret or a link to copy: a labelled read-only input holding the value and a Copy button
 * beside it. The button says "Copied" for a moment after a copy; where the Clipboard API is
 * missing (plain http on another host) the value is selected so the user can copy it by hand.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Check, Copy } from "lucide-react";
import { cn } from "../lib/cn.ts";
import { Button } from "./ui/button.tsx";
import { Input } from "./ui/input.tsx";
import { Label } from "./ui/label.tsx";

/** How long the button says "Copied". */
export const COPIED_MS = 2000;

/** Props of {@link CopyField}; the texts come from the feature's strings module. */
export interface CopyFieldProps {
  label: string;
  value: string;
  /** The button's text, and its text after a copy. */
  copy: string;
  copied: string;
  /** A line under the field (what the value is for, or a warning). */
  hint?: string;
  /** Show the value in a monospace font (secrets). */
  mono?: boolean;
  testId?: string;
}

/** Copies `text`; false when the browser offers no clipboard here. */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The field and its Copy button. */
export function CopyField({ label, value, copy, copied, hint, mono, testId }: CopyFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setDone(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [done]);

  async function onCopy() {
    if (await writeClipboard(value)) {
      setDone(true);
      return;
    }
    input.current?.focus();
    input.current?.select();
  }

  return (
    <div className="grid gap-2" data-testid={testId}>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          ref={input}
          id={id}
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className={cn(mono && "font-mono text-xs md:text-xs")}
        />
        <Button type="button" variant="outline" onClick={onCopy} className="shrink-0">
          {done ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {done ? copied : copy}
          {/* Several fields may share a screen: the button's name says which value it copies. */}
          <span className="sr-only">{` ${label}`}</span>
        </Button>
      </div>
      <span role="status" className="sr-only">{done ? copied : ""}</span>
      {hint && <p id={`${id}-hint`} className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}
