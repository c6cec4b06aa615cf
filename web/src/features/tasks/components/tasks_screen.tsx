/**
 * The Tasks screen (spec part 2 §2): heading, controls, the task cards and the Task dialog,
 * with the signed-out, loading, error and empty states. A link naming a task (`?task=ID`, issue
 * 25) opens its dialog, or says it is not found.
 */
import { type ReactNode, useState } from "react";
import { ClipboardList, LogIn, Plus, SearchX } from "lucide-react";
import { Link, useLocation, useSearch } from "wouter";
import { PageHeader } from "@/components/layout/page_header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { signInPathFor } from "@/lib/return_path.ts";
import { useTasks } from "../api/list_tasks.ts";
import type { Task } from "@api/schemas/tasks.ts";
import { SCREEN } from "../strings.ts";
import { visibleTasks } from "../task_list.ts";
import { TaskCard } from "./task_card.tsx";
import { TaskDialog } from "./task_dialog.tsx";
import { type ListView, TaskToolbar } from "./task_toolbar.tsx";
import { useLinkedTask } from "./use_linked_task.ts";

const PLACEHOLDER_ROWS = 3;

/** The whole screen. */
export function TasksScreen() {
  const tasks = useTasks();
  const [view, setView] = useState<ListView>({ search: "", status: "all", sort: "dueDate" });
  const [dialog, setDialog] = useState<{ open: boolean; task: Task | null }>({
    open: false,
    task: null,
  });

  const openDialog = (task: Task | null) => setDialog({ open: true, task });
  const linked = useLinkedTask(tasks.data, openDialog);

  if (tasks.data === null) return <SignInRequired />;

  return (
    <>
      <PageHeader
        title={SCREEN.title}
        intro={SCREEN.intro}
        actions={
          <Button onClick={() => openDialog(null)} disabled={tasks.isError}>
            <Plus aria-hidden="true" />
            {SCREEN.createTask}
          </Button>
        }
      />
      {linked.missing && <LinkedTaskMissing onDismiss={linked.clear} />}
      <TaskToolbar view={view} onChange={setView} />
      <TaskList
        state={tasks}
        view={view}
        onEdit={openDialog}
        onCreate={() => openDialog(null)}
      />
      <TaskDialog
        open={dialog.open}
        task={dialog.task}
        onOpenChange={(open) => {
          setDialog((current) => ({ ...current, open }));
          if (!open) linked.clear();
        }}
      />
    </>
  );
}

function TaskList(
  { state, view, onEdit, onCreate }: {
    state: ReturnType<typeof useTasks>;
    view: ListView;
    onEdit: (task: Task) => void;
    onCreate: () => void;
  },
) {
  if (state.isLoading) {
    return (
      <div className="grid gap-4" aria-busy="true">
        {Array.from(
          { length: PLACEHOLDER_ROWS },
          (_, i) => (
            <Card key={i} className="grid gap-3 p-5" data-testid="task-skeleton">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-3/4" />
            </Card>
          ),
        )}
      </div>
    );
  }
  if (state.isError || !state.data) {
    return <Card className="p-6 text-center text-red-700" role="alert">{SCREEN.loadError}</Card>;
  }
  if (state.data.length === 0) {
    return (
      <Empty title={SCREEN.emptyTitle} text={SCREEN.emptyText}>
        <Button variant="outline" onClick={onCreate}>
          <Plus aria-hidden="true" />
          {SCREEN.createTask}
        </Button>
      </Empty>
    );
  }
  const shown = visibleTasks(state.data, view);
  if (shown.length === 0) return <Empty title={SCREEN.noMatchTitle} text={SCREEN.noMatchText} />;
  const now = new Date();
  return (
    <div className="grid gap-4" data-testid="task-list">
      {shown.map((task) => <TaskCard key={task.id} task={task} now={now} onEdit={onEdit} />)}
    </div>
  );
}

function Empty(
  { title, text, children }: { title: string; text: string; children?: ReactNode },
) {
  return (
    <Card className="grid justify-items-center gap-2 p-10 text-center" data-testid="tasks-empty">
      <ClipboardList aria-hidden="true" className="size-10 text-slate-400" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-muted-foreground">{text}</p>
      {children && <div className="mt-2">{children}</div>}
    </Card>
  );
}

function LinkedTaskMissing({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Card
      role="alert"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 p-4"
      data-testid="linked-task-missing"
    >
      <p className="flex items-center gap-2 text-sm">
        <SearchX aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        {SCREEN.linkedMissing}
      </p>
      <Button variant="outline" size="sm" onClick={onDismiss}>{SCREEN.linkedMissingDismiss}</Button>
    </Card>
  );
}

function SignInRequired() {
  const [location] = useLocation();
  const search = useSearch();
  return (
    <Card className="mx-auto grid max-w-md justify-items-center gap-3 p-8 text-center">
      <LogIn aria-hidden="true" className="size-10 text-slate-400" />
      <h1 className="text-xl font-semibold">{SCREEN.signInTitle}</h1>
      <p className="text-muted-foreground">{SCREEN.signInText}</p>
      <Button asChild>
        <Link href={signInPathFor(location, search)}>{SCREEN.signInLink}</Link>
      </Button>
    </Card>
  );
}
