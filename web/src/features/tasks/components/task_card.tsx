/**
 * One task on the Tasks screen (spec part 2 §2): title, status and risk badges, description,
 * owner, department, dates, linked legal updates, and edit/delete buttons. An overdue open task
 * is marked (ours); a colleague's shared task names who created it and offers no delete.
 */
import { type ReactNode, useId } from "react";
import {
  AlertTriangle,
  Building2,
  CalendarCheck,
  CalendarClock,
  CalendarPlus,
  ExternalLink,
  Pencil,
  User,
} from "lucide-react";
import { Badge, type BadgeVariant } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { cn } from "@/lib/cn.ts";
import type { RiskLevel, TaskStatus } from "@domain/tasks.ts";
import type { LinkedUpdate, Task } from "@api/schemas/tasks.ts";
import { safeHttpUrl } from "@api/schemas/links.ts";
import { CARD, STATUS_LABELS } from "../strings.ts";
import { formatDate } from "@/lib/dates.ts";
import { isOverdue } from "../task_dates.ts";
import { DeleteTaskButton } from "./delete_task_button.tsx";

const STATUS_VARIANTS: Record<TaskStatus, BadgeVariant> = {
  open: "info",
  "in-progress": "warning",
  completed: "success",
};

const RISK_VARIANTS: Record<RiskLevel, BadgeVariant> = {
  low: "secondary",
  medium: "warning",
  high: "destructive",
};

function creatorName(owner: Task["owner"]): string {
  return [owner.firstName, owner.lastName].filter(Boolean).join(" ") || owner.email;
}

/** A card for `task`; `onEdit` opens the Task dialog on it. */
export function TaskCard(
  { task, now, onEdit }: { task: Task; now: Date; onEdit: (task: Task) => void },
) {
  const headingId = useId();
  const overdue = isOverdue(task, now);
  return (
    <Card
      className="grid gap-3 p-4 sm:p-5"
      role="article"
      aria-labelledby={headingId}
      data-testid="task-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-2">
          <h2 id={headingId} className="break-words text-lg font-semibold leading-tight">
            {task.title}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Badge variant={STATUS_VARIANTS[task.status]}>{STATUS_LABELS[task.status]}</Badge>
            <Badge variant={RISK_VARIANTS[task.riskScore]}>{CARD.risk(task.riskScore)}</Badge>
            {overdue && (
              <Badge variant="destructive" data-testid="badge-overdue">
                <AlertTriangle aria-hidden="true" className="size-3" />
                {CARD.overdue}
              </Badge>
            )}
          </div>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={CARD.edit(task.title)}
            title={CARD.edit(task.title)}
            onClick={() => onEdit(task)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          {task.isOwner && <DeleteTaskButton task={task} />}
        </div>
      </div>

      {task.description && (
        <p className="whitespace-pre-wrap text-sm text-slate-700 [overflow-wrap:anywhere]">
          {task.description}
        </p>
      )}

      <div className="grid gap-x-6 gap-y-1.5 text-sm text-muted-foreground sm:grid-cols-2">
        {task.ownerName && (
          <Detail icon={<User aria-hidden="true" className="size-4" />}>
            {CARD.owner} {task.ownerName}
          </Detail>
        )}
        {task.department && (
          <Detail icon={<Building2 aria-hidden="true" className="size-4" />}>
            {CARD.department} {task.department}
          </Detail>
        )}
        {task.dueDate && (
          <Detail
            icon={<CalendarClock aria-hidden="true" className="size-4" />}
            className={cn(overdue && "font-medium text-red-700")}
            testId="task-due"
          >
            {CARD.due} {formatDate(task.dueDate)}
          </Detail>
        )}
        <Detail icon={<CalendarPlus aria-hidden="true" className="size-4" />}>
          {CARD.created} {formatDate(task.createdAt)}
        </Detail>
        {task.closedAt && (
          <Detail
            icon={<CalendarCheck aria-hidden="true" className="size-4" />}
            testId="task-closed"
          >
            {CARD.closed} {formatDate(task.closedAt)}
          </Detail>
        )}
      </div>

      {!task.isOwner && (
        <p className="text-xs text-muted-foreground" data-testid="task-shared-by">
          {CARD.sharedBy} {creatorName(task.owner)}
        </p>
      )}

      {task.legalUpdates.length > 0 && <LinkedUpdates updates={task.legalUpdates} />}
    </Card>
  );
}

function Detail(
  { icon, className, testId, children }: {
    icon: ReactNode;
    className?: string;
    testId?: string;
    children: ReactNode;
  },
) {
  return (
    <p className={cn("flex min-w-0 items-center gap-2", className)} data-testid={testId}>
      {icon}
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}

function LinkedUpdates({ updates }: { updates: LinkedUpdate[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-1.5 border-t border-border pt-3">
      <h3 id={headingId} className="text-sm font-medium">{CARD.linked(updates.length)}</h3>
      <ul className="grid gap-1 text-sm">
        {updates.map((update) => {
          const href = safeHttpUrl(update.sourceUrl);
          return (
            <li key={update.id} className="min-w-0 break-words">
              {href
                ? (
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-start gap-1 text-primary underline-offset-4 hover:underline"
                  >
                    <span>{update.title}</span>
                    <ExternalLink aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                )
                : <span>{update.title}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
