/** /tasks: compliance tasks linked to legal updates (spec part 2 §2). */
import { TasksScreen } from "@/features/tasks/components/tasks_screen.tsx";

/** The tasks route. */
export function TasksRoute() {
  return <TasksScreen />;
}
