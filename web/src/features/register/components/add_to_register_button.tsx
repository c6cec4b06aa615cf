/**
 * "Add to register" under a duty (issue 29): adds it to the caller's register, then becomes
 * "In register", a link to the entry, which keeps the focus. A duty the register already holds
 * shows "In register" from the start (the answers carry its entry id). A 409 (a colleague added
 * it meanwhile) says so; the reloaded answers then show the link.
 */
import { useEffect, useRef, useState } from "react";
import { Check, ListPlus } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button.tsx";
import { Button } from "@/components/ui/button.tsx";
import { HttpError } from "@/lib/http_error.ts";
import { registerEntryPath } from "@/lib/pages.ts";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { useAddToRegister } from "../api/add_entry.ts";
import { ADD_TO_REGISTER as T } from "../horizon_strings.ts";

/** Props of {@link AddToRegisterButton}. */
export interface AddToRegisterProps {
  obligationId: number;
  /** The duty's entry in the caller's register, or null. */
  registerEntryId: number | null;
  /** The duty's words: the control's name says which duty it is for screen readers. */
  duty: string;
}

/** The button, or the link once the register holds the duty. */
export function AddToRegisterButton({ obligationId, registerEntryId, duty }: AddToRegisterProps) {
  const add = useAddToRegister();
  const [addedId, setAddedId] = useState<number | null>(null);
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (addedId !== null) link.current?.focus();
  }, [addedId]);

  const entryId = addedId ?? registerEntryId;
  if (entryId !== null) {
    return (
      <Link
        ref={link}
        href={registerEntryPath(entryId)}
        className={buttonClasses({ variant: "secondary", size: "sm" })}
        data-testid="in-register"
      >
        <Check aria-hidden="true" />
        {T.inRegister}
        <span className="sr-only">: {duty}</span>
      </Link>
    );
  }
  const onClick = () =>
    add.mutate(obligationId, {
      onSuccess: (entry) => setAddedId(entry.id),
      onError: (error) => {
        if (error instanceof HttpError && error.status === 409) {
          toast({ title: T.alreadyTitle, description: T.alreadyText });
        } else toastError(T.failedTitle, error, T.failedText);
      },
    });
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={add.isPending}
      onClick={onClick}
      data-testid="add-to-register"
    >
      <ListPlus aria-hidden="true" />
      {T.add}
      <span className="sr-only">: {duty}</span>
    </Button>
  );
}
