/**
 * /register/{id}: one entry of the compliance register (issue 29). A path id that is not a
 * positive whole number is the 404 page.
 */
import { EntryScreen } from "@/features/register/components/entry_screen.tsx";
import { parseRecordId } from "@/lib/pages.ts";
import { NotFoundRoute } from "./not_found.tsx";

/** The entry route of `idParam` (the path's segment). */
export function RegisterEntryRoute({ idParam }: { idParam: string | undefined }) {
  const id = parseRecordId(idParam);
  return id === null ? <NotFoundRoute /> : <EntryScreen id={id} />;
}
