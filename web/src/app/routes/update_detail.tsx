/**
 * /updates/{id}: an update's detail page, signed in or not. A path id that is not a whole
 * number is the 404 page. The revisions slot holds the update's revisions and redline; the
 * actions slot the star and 'Create task' (issue 25); each duty of an approved update, for a
 * signed-in user, the register's "Add to register" (issue 29).
 */
import { dutyText } from "@domain/register.ts";
import { RevisionsPanel } from "@/components/legal_updates/revisions_panel.tsx";
import { AddToRegisterButton } from "@/features/register/components/add_to_register_button.tsx";
import {
  type DetailSlots,
  UpdateDetailScreen,
} from "@/features/update_detail/components/update_detail_screen.tsx";
import { parseUpdateDetailId } from "@/lib/pages.ts";
import { useCurrentUser } from "@/lib/queries/current_user.ts";
import { NotFoundRoute } from "./not_found.tsx";
import { UpdateDetailActions } from "./update_detail_actions.tsx";

/** The detail route of `idParam` (the path's segment). */
export function UpdateDetailRoute({ idParam }: { idParam: string | undefined }) {
  const { user } = useCurrentUser();
  const id = parseUpdateDetailId(idParam);
  if (id === null) return <NotFoundRoute />;
  const dutyAction: DetailSlots["dutyAction"] = (obligation, update) =>
    update.status === "approved" && (
      <AddToRegisterButton
        obligationId={obligation.id}
        registerEntryId={obligation.registerEntryId}
        duty={dutyText(obligation)}
      />
    );
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
      dutyAction={user ? dutyAction : undefined}
    />
  );
}
