/**
 * "Add duties to register" in a favorites row (issue 29): the favorites answer lists updates, not
 * their duties, so the dialog loads the update's detail (the same answer and cache as its detail
 * page, whose duties carry their register entry: ADR 0166) and lists its
 * duties, each with {@link AddToRegisterButton}.
 */
import { useState } from "react";
import { ListPlus } from "lucide-react";
import { dutyText } from "@domain/register.ts";
import { ObligationsList } from "@/components/legal_updates/obligations_list.tsx";
import { Button } from "@/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { useUpdateDetail } from "@/lib/queries/update_detail.ts";
import { FAVORITE_DUTIES as T } from "../horizon_strings.ts";
import { AddToRegisterButton } from "./add_to_register_button.tsx";

/** The update's duties, each with its register button. */
function FavoriteDuties({ updateId }: { updateId: number }) {
  const detail = useUpdateDetail(updateId);
  if (detail.isLoading) return <Spinner />;
  if (!detail.data) return <p className="text-sm text-destructive">{T.loadFailed}</p>;
  return (
    <ObligationsList
      obligations={detail.data.update.obligations}
      action={(o) => (
        <AddToRegisterButton
          obligationId={o.id}
          registerEntryId={o.registerEntryId}
          duty={dutyText(o)}
        />
      )}
    />
  );
}

/** The row's button and the dialog it opens, for favorite `update`. */
export function FavoriteDutiesButton({ update }: { update: { id: number; title: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <ListPlus aria-hidden="true" />
        <span>{T.open}</span>
        <span className="sr-only">: {update.title}</span>
      </Button>
      {open && (
        <Dialog open onOpenChange={setOpen}>
          <DialogContent className="max-w-2xl" data-testid="favorite-duties">
            <DialogHeader>
              <DialogTitle>{T.open}</DialogTitle>
              <DialogDescription>{update.title}</DialogDescription>
            </DialogHeader>
            <p className="text-sm text-muted-foreground">{T.intro}</p>
            <FavoriteDuties updateId={update.id} />
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}
