/** /jurisdictions: Source Management, superadmins (spec part 2 §2). */
import { SourceManagement } from "@/features/sources/components/source_management.tsx";

/** The Source Management route. */
export function JurisdictionsRoute() {
  return <SourceManagement />;
}
