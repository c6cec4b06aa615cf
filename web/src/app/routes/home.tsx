/** /home: the welcome dashboard. */
import { Dashboard } from "../../features/auth/components/dashboard.tsx";
import type { User } from "../../features/auth/api/types.ts";

/** The dashboard route. */
export function HomeRoute({ user }: { user: User }) {
  return <Dashboard user={user} />;
}
