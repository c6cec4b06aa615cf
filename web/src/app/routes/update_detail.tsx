/**
 * /updates/{id}: an update's detail page, signed in or not. A path id that is not a whole
 * number is the 404 page. The revisions slot holds the update's revisions and redline; the
 * actions slot the star and 'Create task' (issue 25).
 */
import { RevisionsPanel } from "@/components/legal_updates/revisions_panel.tsx";
import { UpdateDetailScreen } from "@/features/update_detail/components/update_detail_screen.tsx";
import { parseUpdateDetailId } from "@/lib/pages.ts";
import { NotFoundRoute } from "./not_found.tsx";
import { UpdateDetailActions } from "./update_detail_actions.tsx";

/** The detail route of `idParam` (the path's segment). */
export function UpdateDetailRoute({ idParam }: { idParam: string | undefined }) {
  const id = parseUpdateDetailId(idParam);
  if (id === null) return <NotFoundRoute />;
  const revisions = (
    <RevisionsPanel
      updateId={id}
      heading={(text, headingId) => (
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">{text}</h2>
      )}
    />
  );
  return (
    <UpdateDetailScreen
      id={id}
      revisions={revisions}
      actions={(update) => <UpdateDetailActions update={update} />}
    />
  );
}
