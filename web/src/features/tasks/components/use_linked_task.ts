/**
 * The task a link names (`/tasks?task=ID`: calendar events, emails; issue 25): once the list is
 * loaded, that task's dialog opens; when the user cannot see it (deleted, another user's), the
 * screen says so. Closing the dialog drops the parameter, so that a reload shows the list.
 */
import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import type { Task } from "@api/schemas/tasks.ts";
import { PAGES, parseRecordId, TASK_PARAM } from "@/lib/pages.ts";

/** What the screen does with the linked task. */
export interface LinkedTask {
  /** The link names a task the loaded list does not hold. */
  missing: boolean;
  /** Back to the plain Tasks screen (the address without the parameter); no-op without one. */
  clear: () => void;
}

/** Opens `open(task)` once for the linked task of the loaded `tasks`. */
export function useLinkedTask(
  tasks: readonly Task[] | null | undefined,
  open: (task: Task) => void,
): LinkedTask {
  const [, navigate] = useLocation();
  const param = new URLSearchParams(useSearch()).get(TASK_PARAM);
  const id = parseRecordId(param);
  const [opened, setOpened] = useState<number | null>(null);
  const task = id === null ? undefined : tasks?.find((t) => t.id === id);

  useEffect(() => {
    if (id === null && opened !== null) setOpened(null); // the same link may be followed again
    if (!task || opened === task.id) return;
    setOpened(task.id);
    open(task);
  }, [id, task, opened, open]);

  return {
    missing: param !== null && Array.isArray(tasks) && task === undefined,
    clear: () => {
      if (param !== null) navigate(PAGES.tasks.path, { replace: true });
    },
  };
}
