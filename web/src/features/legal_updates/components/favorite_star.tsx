/**
 * The favorite star of a row (spec part 1 §2, §4, §8): a toggle button (aria-pressed, a label
 * naming the update), disabled while its request runs, with the spec's toasts.
 */
import { Star } from "lucide-react";
import type { PublicUpdate } from "@api/schemas/legal_updates.ts";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";
import { useSetFavorite } from "@/lib/queries/favorites.ts";
import { toast } from "@/lib/use_toast.ts";
import { STAR_TOASTS, starLabel } from "../strings.ts";

/** The star of one update. */
export function FavoriteStar(
  { update, isFavorite }: { update: PublicUpdate; isFavorite: boolean },
) {
  const mutation = useSetFavorite(update);
  const onClick = () => {
    mutation.mutate(!isFavorite, {
      onSuccess: (_result, favorite) => toast(favorite ? STAR_TOASTS.added : STAR_TOASTS.removed),
      onError: () => toast({ variant: "destructive", ...STAR_TOASTS.failed }),
    });
  };
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={isFavorite}
      aria-label={starLabel(isFavorite, update.title)}
      disabled={mutation.isPending}
      onClick={onClick}
      data-testid="favorite-star"
    >
      <Star
        aria-hidden="true"
        className={cn(isFavorite ? "fill-amber-400 text-amber-500" : "text-slate-500")}
      />
    </Button>
  );
}
