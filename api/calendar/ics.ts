/**
 * A user's calendar of deadlines (RFC 5545, written by ical-generator): every task with a due
 * date that is not completed, as an all-day event with its risk and a link to it; every due
 * date of the user's compliance register (applicable, not yet compliant: issue 29); and every
 * dated deadline the impact rules find in the user's favorited updates (the offline rules, as
 * in the report without Gemini: a calendar is polled too often for a model call per favorite).
 */
import ical, { ICalCalendarMethod } from "ical-generator";
import type { DeadlineSource } from "../../db/queries/calendar.ts";
import type { DueEntry } from "../../db/queries/register/entries.ts";
import type { TaskView } from "../../db/queries/tasks.ts";
import { registerEntryPageUrl, taskPageUrl, updatePageUrl } from "../../domain/alerts.ts";
import { FALLBACK_CATEGORY } from "../../domain/categories.ts";
import { REGISTER_STATUS_LABELS } from "../../domain/register.ts";
import { offlineImpact } from "../../workers/ai/offline_impact.ts";
import type { CompanyProfile } from "../../workers/ai/types.ts";

const DAY = 24 * 60 * 60 * 1000;
const RISK_LABEL = { low: "Low", medium: "Medium", high: "High" } as const;
const STATUS_LABEL = {
  open: "Open",
  "in-progress": "In progress",
  completed: "Completed",
} as const;

/** What the calendar is made of. */
export interface CalendarInput {
  tasks: readonly TaskView[];
  favorites: readonly DeadlineSource[];
  /** The register's applicable, unfinished entries with a due date (issue 29). */
  register: readonly DueEntry[];
  company: CompanyProfile;
  publicUrl: string;
  now: Date;
}

/** A UTC midnight from 'yyyy-MM-dd'. */
function day(value: string): Date {
  return new Date(`${value}T00:00:00Z`);
}

/** The iCalendar text of the calendar. */
export function calendarText(input: CalendarInput): string {
  const host = new URL(input.publicUrl).hostname || "localhost";
  const calendar = ical({
    name: "LegalWatch deadlines",
    description: "Your LegalWatch tasks and the deadlines in your favorite legal updates",
    prodId: { company: "LegalWatch", product: "Deadlines", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  for (const task of input.tasks) {
    if (!task.dueDate || task.status === "completed") continue;
    const start = day(task.dueDate);
    const description = [
      `Risk: ${RISK_LABEL[task.riskScore]}`,
      `Status: ${STATUS_LABEL[task.status]}`,
      task.description ?? "",
    ].filter(Boolean).join("\n");
    calendar.createEvent({
      id: `task-${task.id}@${host}`,
      start,
      end: new Date(start.getTime() + DAY),
      allDay: true,
      stamp: task.updatedAt,
      summary: `Task due: ${task.title}`,
      description,
      url: taskPageUrl(input.publicUrl, task.id),
    });
  }
  for (const entry of input.register) {
    const start = day(entry.dueDate!);
    calendar.createEvent({
      id: `register-${entry.id}@${host}`,
      start,
      end: new Date(start.getTime() + DAY),
      allDay: true,
      stamp: entry.updatedAt,
      summary: `Register duty due: ${entry.duty}`,
      description: [`Status: ${REGISTER_STATUS_LABELS[entry.status]}`, entry.citation ?? ""]
        .filter(Boolean).join("\n"),
      url: registerEntryPageUrl(input.publicUrl, entry.id),
    });
  }
  for (const update of input.favorites) {
    const { deadlines } = offlineImpact(
      {
        id: update.id,
        title: update.title,
        content: update.content,
        aiSummary: update.aiSummary,
        category: update.aiCategory ?? FALLBACK_CATEGORY,
        jurisdiction: update.jurisdiction ?? "",
        publishDate: update.publishDate,
        // Only the deadlines are read here, not the summary that counts obligations.
        obligations: [],
      },
      input.company,
      { now: input.now },
    );
    deadlines.forEach((deadline, index) => {
      if (!deadline.date) return;
      const start = new Date(Math.floor(deadline.date.getTime() / DAY) * DAY);
      const link = updatePageUrl(input.publicUrl, update.id);
      calendar.createEvent({
        id: `deadline-${update.id}-${index}@${host}`,
        start,
        end: new Date(start.getTime() + DAY),
        allDay: true,
        stamp: input.now,
        summary: `Deadline: ${update.title}`,
        description: [
          deadline.text,
          update.jurisdiction ? `Jurisdiction: ${update.jurisdiction}` : "",
          `Source: ${update.sourceUrl}`,
          `In LegalWatch: ${link}`,
        ].filter(Boolean).join("\n"),
        url: link,
      });
    });
  }
  return calendar.toString();
}
