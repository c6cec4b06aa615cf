/**
 * The Favorites screen (spec part 1 §2): signed out, load failure, header with the count badge
 * and 'Generate Report (count)', 5 loading rows, the empty state, and the selectable table.
 */
import { type ComponentType, type ReactNode, useState } from "react";
import type { FavoriteUpdate } from "@api/schemas/legal_updates.ts";
import { FileText } from "lucide-react";
import { PageHeader } from "@/components/layout/page_header.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { TableCard } from "@/components/ui/card.tsx";
import { useFavorites } from "@/lib/queries/favorites.ts";
import { toast } from "@/lib/use_toast.ts";
import { favoriteCount, FAVORITES_TEXT, FAVORITES_TOASTS, generateReport } from "../strings.ts";
import { FavoritesLoadError, NoFavorites, SignInRequired } from "./favorites_states.tsx";
import { FavoritesTable } from "./favorites_table.tsx";

/** What the screen hands the report dialog for the selected favorites. */
export interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  legalUpdateIds: readonly number[];
  /** Their publication dates, in the same order. */
  publishDates?: readonly string[];
  /** Called after a report was downloaded (the selection is cleared). */
  onGenerated?: (fileName: string) => void;
}

/** Props of {@link FavoritesScreen}. */
export interface FavoritesScreenProps {
  /** False shows 'Sign In Required'. */
  signedIn: boolean;
  /** The report dialog (the reports feature's, given by the route). */
  reportDialog: ComponentType<ReportDialogProps>;
  /** Controls of other features in each row (the register's "Add duties to register"). */
  rowActions?: (update: FavoriteUpdate) => ReactNode;
}

/** The screen for a signed-in user. */
export function FavoritesScreen(
  { signedIn, reportDialog: ReportDialog, rowActions }: FavoritesScreenProps,
) {
  const favorites = useFavorites(signedIn);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [reportOpen, setReportOpen] = useState(false);
  const total = favorites.data?.total ?? 0;
  const chosen = (favorites.data?.updates ?? []).filter((u) => selected.has(u.id));
  const ids = chosen.map((u) => u.id);

  if (!signedIn) return <SignInRequired />;
  if (favorites.isError) return <FavoritesLoadError />;

  const openReport = () => {
    if (ids.length === 0) {
      toast({ variant: "destructive", ...FAVORITES_TOASTS.noSelection });
      return;
    }
    setReportOpen(true);
  };

  return (
    <>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {FAVORITES_TEXT.title}
            {favorites.data && (
              <Badge variant="secondary" data-testid="favorites-count">
                {favoriteCount(total)}
              </Badge>
            )}
          </span>
        }
        intro={FAVORITES_TEXT.subtitle}
        actions={total > 0 && (
          // aria-disabled, not disabled: it still explains itself when pressed with nothing chosen.
          <Button
            onClick={openReport}
            aria-disabled={ids.length === 0}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          >
            <FileText aria-hidden="true" />
            {generateReport(ids.length)}
          </Button>
        )}
      />
      {favorites.data && total === 0 ? <NoFavorites /> : (
        <TableCard className="overflow-hidden">
          <FavoritesTable
            updates={favorites.data?.updates ?? null}
            selected={selected}
            onSelect={setSelected}
            rowActions={rowActions}
          />
        </TableCard>
      )}
      <ReportDialog
        open={reportOpen}
        onOpenChange={setReportOpen}
        legalUpdateIds={ids}
        publishDates={chosen.map((u) => u.publishDate)}
        onGenerated={() => setSelected(new Set())}
      />
    </>
  );
}
