/**
 * The detail page's signed-in actions (issue 25): the favorite star of the listing and
 * 'Create task', which opens the Task dialog with the update already linked. They belong to the
 * legal_updates and tasks features, so the route puts them together (features do not import
 * each other). Nothing shows signed out.
 */
import { useState } from "react";
import { ClipboardList } from "lucide-react";
import type { UpdateDetail } from "@api/schemas/legal_updates.ts";
import { Button } from "@/components/ui/button.tsx";
import { FavoriteStar } from "@/features/legal_updates/components/favorite_star.tsx";
import { TaskDialog } from "@/features/tasks/components/task_dialog.tsx";
import { DETAIL_PAGE } from "@/features/update_detail/strings.ts";
import { useCurrentUser } from "@/lib/queries/current_user.ts";
import { useFavoriteIds } from "@/lib/queries/favorites.ts";

/** The star and 'Create task' of `update`, for a signed-in user. */
export function UpdateDetailActions({ update }: { update: UpdateDetail }) {
  const { user } = useCurrentUser();
  const favoriteIds = useFavoriteIds(user !== null);
  const [taskOpen, setTaskOpen] = useState(false);
  if (!user) return null;
  const linkTo = {
    id: update.id,
    title: update.title,
    jurisdictionName: update.jurisdiction?.name ?? null,
    aiCategory: update.aiCategory,
  };
  return (
    <>
      <FavoriteStar update={update} isFavorite={favoriteIds.has(update.id)} />
      <Button variant="outline" onClick={() => setTaskOpen(true)}>
        <ClipboardList aria-hidden="true" />
        {DETAIL_PAGE.createTask}
      </Button>
      {taskOpen && (
        <TaskDialog open={taskOpen} task={null} onOpenChange={setTaskOpen} linkTo={linkTo} />
      )}
    </>
  );
}
