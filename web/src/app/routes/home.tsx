/** /home: the welcome dashboard. */
import type { PublicUser } from "@api/schemas/user_answers.ts";
import { Dashboard } from "@/features/dashboard/components/dashboard.tsx";

/** The dashboard route. */
export function HomeRoute({ user }: { user: PublicUser }) {
  return <Dashboard user={user} />;
}
