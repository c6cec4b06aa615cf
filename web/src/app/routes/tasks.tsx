/** /tasks: compliance tasks (a later issue builds it). */
import { PlaceholderPage } from "../../components/layout/placeholder_page.tsx";
import { PAGES } from "../../lib/pages.ts";

/** The tasks route. */
export function TasksRoute() {
  return <PlaceholderPage title={PAGES.tasks.label} intro={PAGES.tasks.intro} />;
}
